/**
 * Issue 49: the money story holds where one step follows another (docs/decisions/053). Each of the
 * seven things seen, as a guest or a receptionist meets it, through the app's loaders and actions
 * against the mock PMS, the hotel date pinned to 2026-11-28; the page's words in the guest's
 * language (en, ro, es, it).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { payPalCharge } from "../../contracts/paypal";
import { LANGUAGES } from "~/i18n";
import { addDays, i18nFor, loadModules, moneyHarness, pageText, RATES, type Harness } from "./money-harness";
import { PINNED_TODAY, useAppOnMock } from "./support";

const TODAY = "2026-11-28";
const app = useAppOnMock();
let modules: Harness["modules"];
beforeAll(async () => {
  modules = await loadModules();
});
const money = moneyHarness({
  mockUrl: () => app.mock.url,
  get modules() {
    return modules;
  },
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  await money.pinDay(TODAY);
});
afterEach(async () => {
  vi.useRealTimers();
  await money.control("/__mock/clock", { today: PINNED_TODAY });
});

describe("1. a stay paid on arrival is not threatened with cancellation", () => {
  it.each([
    ["bank", "es"],
    ["mobilpay", "it"],
    ["paypal", "ro"],
    ["custom", "en"],
  ] as const)("booked with %s (%s): due on arrival, no release warning, nothing to pay online now", async (method, language) => {
    const stay = await money.book(RATES.onArrival, method, TODAY, 10, language);
    const page = await money.open(stay);
    const { account } = page.reservation;
    expect(account.next).toMatchObject({ dueDate: stay.dayFrom, beforeArrival: false, dueNow: false });
    expect(account.releaseAt).toBeNull();
    expect(account.actions).toEqual({ card: false, paypal: false, report: null });
    expect(page.paypal).toBeNull();
    expect(page.card).toBeNull();
    const t = i18nFor(language).t;
    const text = pageText(language, page.reservation);
    expect(text).not.toContain(t("reservation.releaseNote", { date: "" }).split(" ").slice(0, 4).join(" "));
    if (method !== "custom") expect(text).toContain(t("reservation.money.onArrival"));
  });
});

describe("2. after the hotel records a reported payment, the rest can be paid", () => {
  it("bank transfer: 'I have paid', the hotel records it, then the balance is the next payment and can be reported (es)", async () => {
    const stay = await money.book(RATES.flexible, "bank", TODAY, 30, "es");
    const first = await money.open(stay);
    const next = first.reservation.account.next!;
    const reported = await money.post(stay, { intent: "pay", payment_method: "bank", invoice_id: String(next.invoiceId), amount: String(next.amount) });
    expect(reported.status).toBe(303);
    expect((await money.open(stay)).reservation.account.state).toBe("reported");
    expect((await money.record(stay)).status).toBe(200);
    const after = await money.open(stay);
    const { account } = after.reservation;
    expect(after.reservation.status).toBe("Confirmed");
    expect(account.state).toBe("due");
    expect(account.next).toMatchObject({ amount: after.reservation.instalments[1]!.amount, dueDate: after.reservation.instalments[1]!.dueDate });
    expect(account.actions.report).toBe("bank");
    const t = i18nFor("es").t;
    expect(pageText("es", after.reservation)).not.toContain(t("reservation.paymentReported"));
    // The balance is reported in turn.
    const again = await money.post(stay, {
      intent: "pay",
      payment_method: "bank",
      invoice_id: String(account.next!.invoiceId),
      amount: String(account.next!.amount),
    });
    expect(again.status).toBe(303);
    expect((await money.open(stay)).reservation.account.state).toBe("reported");
  });
});

describe("3. a date change keeps the schedule in the guest's words and the proforma's total", () => {
  it("part-paid stay moved (es): our words for each line, after the change and after a cancel; the proforma's total is the new one", async () => {
    const stay = await money.book(RATES.flexible, "bank", TODAY, 30, "es");
    await money.record(stay);
    const asked = { day_from: addDays(stay.dayFrom, 5), day_to: addDays(stay.dayFrom, 9) };
    const preview = (await money.open(stay, asked)).datePreview!;
    expect(preview).toBeTruthy();
    const changed = await money.post(stay, { intent: "change-dates", day_from: preview.dayFrom, day_to: preview.dayTo, total: String(preview.total) });
    expect(changed.status).toBe(303);
    const after = await money.open(stay);
    expect(after.reservation.total).toBe(preview.total);
    expect(after.reservation.instalments.every((instalment) => instalment.term !== null)).toBe(true);
    for (const language of LANGUAGES) {
      const text = pageText(language, after.reservation);
      expect(text).not.toMatch(/Deposit on booking|Balance \d+ days before arrival|Avans|Rest de plată/);
    }
    const proforma = await money.proforma(stay, after);
    expect(proforma.total).toBeCloseTo(preview.total, 2);
    expect(proforma.rows.reduce((sum, row) => sum + row.amount, 0)).toBeCloseTo(preview.total, 2);
    expect(proforma.rows).toEqual(after.reservation.instalments.map((instalment) => ({ date: instalment.dueDate, amount: instalment.amount })));

    const fee = after.reservation.cancellationFee ?? 0;
    expect((await money.post(stay, { intent: "cancel", fee: String(fee) })).status).toBe(303);
    const cancelled = await money.open(stay);
    expect(cancelled.reservation.instalments.every((instalment) => instalment.term !== null)).toBe(true);
    expect(pageText("es", cancelled.reservation)).not.toMatch(/Deposit on booking|Balance \d+ days before arrival/);
  });
});

describe("4. what falls due together is paid together", () => {
  it("Seaside's flexible rate booked inside its balance's days (it): the next payment, PayPal's amount and the payment are both parts", async () => {
    const stay = await money.book(RATES.seasideFlexible, "paypal", TODAY, 5, "it");
    const page = await money.open(stay);
    const next = page.reservation.account.next!;
    expect(next.parts).toHaveLength(2);
    expect(next.amount).toBeCloseTo(next.total, 2);
    // Seaside's PayPal: EUR, multiplier 1 — PayPal charges the whole next payment.
    const organisation = { settings: {}, settings_financials: { payment: { paypal: { rate_multiplier: 1, currency: "EUR" } } } } as Parameters<
      typeof payPalCharge
    >[2];
    expect(page.paypal).toMatchObject({ amount: payPalCharge(next.total, next.currency, organisation)!.amount });
  });

  it("the same by bank transfer: 'I have paid' reports both parts as one amount", async () => {
    const stay = await money.book(RATES.seasideFlexible, "bank", TODAY, 5, "es");
    const next = (await money.open(stay)).reservation.account.next!;
    expect(next.amount).toBeCloseTo(next.total, 2);
    const firstOnly = await money.post(stay, { intent: "pay", payment_method: "bank", invoice_id: String(next.invoiceId), amount: String(next.parts[0]) });
    expect(firstOnly.status).toBe(400);
    const both = await money.post(stay, { intent: "pay", payment_method: "bank", invoice_id: String(next.invoiceId), amount: String(next.amount) });
    expect(both.status).toBe(303);
  });

  it("by card: one card payment settles deposit and balance due today, and the stay reads paid in full", async () => {
    const stay = await money.book(RATES.flexible, "mobilpay", TODAY, 3, "en");
    const next = (await money.open(stay)).reservation.account.next!;
    expect(next.parts).toHaveLength(2);
    const paid = await money.payByCard(stay, "confirm", next.amount, next.invoiceId);
    expect(paid.card?.amount).toBeCloseTo(next.total, 2);
    expect((await money.open(stay)).reservation.account.state).toBe("paid");
  });
});

describe("5. a refund is told once, and only when one is owed", () => {
  it.each(LANGUAGES)("%s: cancelled free after a paid deposit: the refund is said once, no 'possible refund'", async (language) => {
    const stay = await money.book(RATES.flexible, "mobilpay", TODAY, 30, language);
    const next = (await money.open(stay)).reservation.account.next!;
    await money.payByCard(stay, "confirm", next.amount, next.invoiceId);
    expect((await money.post(stay, { intent: "cancel", fee: "0" })).status).toBe(303);
    const page = await money.open(stay);
    const { cancellation } = page.reservation.account;
    expect(cancellation.toRefund).toBeCloseTo(next.amount, 2);
    const t = i18nFor(language).t;
    const text = pageText(language, page.reservation);
    expect(text).not.toContain(t("reservation.cancelRequested"));
    expect(text.split(t("reservation.money.toRefund")).length - 1).toBe(1);
  });

  it.each(LANGUAGES)("%s: a non-refundable stay paid in full, cancelled: its fee is what was paid, nothing about a refund", async (language) => {
    const stay = await money.book(RATES.nonRefundable, "mobilpay", TODAY, 30, language);
    const next = (await money.open(stay)).reservation.account.next!;
    await money.payByCard(stay, "confirm", next.amount, next.invoiceId);
    const fee = (await money.open(stay)).reservation.cancellationFee!;
    expect((await money.post(stay, { intent: "cancel", fee: String(fee) })).status).toBe(303);
    const page = await money.open(stay);
    expect(page.reservation.account.cancellation).toMatchObject({ toRefund: 0, toPay: 0 });
    const t = i18nFor(language).t;
    const text = pageText(language, page.reservation);
    expect(text).not.toContain(t("reservation.cancelRequested"));
    expect(text).not.toContain(t("reservation.money.toRefund"));
  });
});

describe("6. a card retry stays with the card", () => {
  it.each(["es", "it"] as const)(
    "%s: a decline is told in the guest's words, and the retry prepares the provider's form for the whole next payment",
    async (language) => {
      const stay = await money.book(RATES.flexible, "mobilpay", TODAY, 30, language);
      const next = (await money.open(stay)).reservation.account.next!;
      await money.payByCard(stay, "decline", next.amount, next.invoiceId);
      const declined = await money.open(stay);
      expect(declined.reservation.account.cardErrors).toHaveLength(1);
      const text = pageText(language, declined.reservation);
      expect(text).not.toContain("Card declined by the issuing bank");
      expect(text).toContain(i18nFor(language).t("reservation.cardError", { card: "4111********1111" }));
      const retry = await money.payByCard(stay, "confirm", next.amount, next.invoiceId);
      expect(retry.card).toBeTruthy();
      const paid = await money.open(stay);
      expect(paid.reservation.account.cardErrors).toEqual([]);
      expect(paid.reservation.account.paid).toBeCloseTo(next.amount, 2);
    },
  );
});

describe("7. the desk reads money as the guest does", () => {
  it("demo stays: 100001 part paid with its balance, 100002 paid in full", async () => {
    const partPaid = await money.staffView({ id: 100001, email: "ana.popescu@example.com" });
    expect(partPaid?.page).toMatchObject({ kind: "part-paid" });
    expect(partPaid!.page.balance).toBeGreaterThan(0);
    // The listing carries no fee of a stay not cancelled (today's fee is the reservation page's): the rest is one reading.
    expect({ ...partPaid?.listed, fee: 0 }).toEqual({ ...partPaid?.page, fee: 0 });
    const paid = await money.staffView({ id: 100002, email: "ion.ionescu@example.com" });
    expect(paid?.page).toMatchObject({ kind: "paid", balance: 0 });
    expect({ ...paid?.listed, fee: 0 }).toEqual({ ...paid?.page, fee: 0 });
  });

  it("a cancelled stay with a fee: staff see the fee and what is still to pay, as the guest does", async () => {
    const stay = await money.book(RATES.nonRefundable, "bank", TODAY, 30, "en");
    const fee = (await money.open(stay)).reservation.cancellationFee!;
    expect(fee).toBeGreaterThan(0);
    expect((await money.post(stay, { intent: "cancel", fee: String(fee) })).status).toBe(303);
    const guest = (await money.open(stay)).reservation.account.cancellation;
    const staff = await money.staffView(stay);
    expect(staff?.page).toMatchObject({ kind: "cancelled", fee: guest.fee, toPay: guest.toPay, toRefund: guest.toRefund });
    expect(staff?.listed).toEqual(staff?.page);
    const t = i18nFor("en").t;
    expect(t("staff.money.cancelledToPay", { fee: "x", toPay: "y" })).not.toContain(t("staff.payment.canceled"));
  });
});
