/**
 * The money story in every order of steps (issue 49, docs/decisions/053): a model-based test
 * (fast-check `fc.commands` + `fc.asyncModelRun`) that books a stay on each kind of rate with each
 * method the hotel offers, then runs a generated sequence of guest and hotel steps against the mock
 * PMS through the app's own loaders and actions — "I have paid", the hotel records a payment, new
 * dates, a card declined then approved, a cancel — and after every step checks what the guest and
 * the staff are shown:
 *
 * - the schedule on the page is the proforma's lines, and its total the proforma's "Total:";
 * - the instalments add up to the total;
 * - a rate paid on arrival owes nothing before arrival, and no automatic-cancellation warning is
 *   given where nothing falls due before that moment;
 * - after a recorded payment, the next unpaid instalment is payable (not "reported", a way to pay it);
 * - what one payment settles is all that falls due by then (card, PayPal, "I have paid" amounts);
 * - a refund is told at most once, and only where something is owed back;
 * - the staff's paid / part paid / balance (and fee once cancelled) is the guest's.
 *
 * Seeded: MONEY_MODEL_SEED (default 4949) and MONEY_MODEL_RUNS (default 30) reproduce or widen a
 * run; a failure prints the shrunk sequence and the seed and path to replay it.
 */
import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { roundMoney } from "~/booking/money";
import type { Language } from "~/i18n";
import { hotelToday } from "~/booking/dates";
import { addDays, type Booked, i18nFor, loadModules, moneyHarness, pageText, RATES, type RateChoice, ZONE, type Harness } from "./money-harness";
import { PINNED_TODAY, useAppOnMock } from "./support";

const TODAY = "2026-11-28";
const SEED = Number(process.env.MONEY_MODEL_SEED ?? 4949);
const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 30);

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
afterEach(async () => {
  vi.useRealTimers();
  await money.control("/__mock/clock", { today: PINNED_TODAY });
});

interface Model {
  cancelled: boolean;
  /** A payment the hotel recorded, not yet followed by another step. */
  recorded: boolean;
}
interface Real {
  stay: Booked;
}
type MoneyCommand = fc.AsyncCommand<Model, Real>;

async function look(stay: Booked) {
  return money.open(stay);
}

/** Every invariant the issue lists, on what the guest and the staff see now. */
async function checkInvariants(stay: Booked, model: Model) {
  const page = await look(stay);
  const view = page.reservation;
  const { account } = view;
  const language = stay.language;
  const t = i18nFor(language).t;

  // The instalments add up to the total (the new one after a change of dates).
  if (view.instalments.length > 0)
    expect(roundMoney(view.instalments.reduce((sum, instalment) => sum + instalment.amount, 0)), "instalments add up to the total").toBeCloseTo(view.total, 2);

  // The schedule on the page is the proforma's, lines and total (a cancelled stay's proforma is withdrawn: 410).
  if (view.instalments.length > 0) {
    const proforma = await money.proforma(stay, page);
    if (account.state === "cancelled") expect(proforma.status).toBe(410);
    else {
      expect(proforma.status).toBe(200);
      expect(proforma.rows, "the proforma's lines are the page's").toEqual(
        view.instalments.map((instalment) => ({ date: instalment.dueDate, amount: instalment.amount })),
      );
      expect(proforma.total, "the proforma's total is the page's").toBeCloseTo(view.total, 2);
    }
  }

  // Every line in our words, in the guest's language, never the PMS's note.
  expect(
    view.instalments.every((instalment) => instalment.term !== null),
    "each line in our words",
  ).toBe(true);

  // A rate paid on arrival owes nothing before arrival.
  if (stay.rate.kind === "on-arrival") expect(view.instalments.every((instalment) => instalment.paid || instalment.dueDate === view.dayFrom)).toBe(true);
  // No automatic-cancellation warning where nothing falls due before that moment.
  if (account.releaseAt) {
    expect(account.next?.beforeArrival, "a release only where something is due before arrival").toBe(true);
    expect(account.next!.dueDate <= hotelToday(new Date(account.releaseAt), ZONE)).toBe(true);
    expect(account.paid).toBe(0);
  }

  // One payment settles all that falls due by then; the payment boxes ask exactly that.
  if (account.next) {
    expect(account.next.amount, "one payment is the whole next payment").toBeCloseTo(account.next.total, 2);
    if (account.actions.paypal) expect(page.paypal?.invoiceId).toBe(account.next.invoiceId);
    if (stay.rate.org === "seaside" && account.actions.paypal) expect(page.paypal?.amount).toBeCloseTo(account.next.amount, 2);
  }

  // After a recorded payment: the next unpaid instalment is payable, not waiting on an old report.
  if (model.recorded && account.state !== "paid" && account.state !== "cancelled") {
    expect(account.state, "after the hotel's record, the rest is due").toBe("due");
    expect(account.next).not.toBeNull();
    const unpaid = view.instalments.filter((instalment) => !instalment.paid);
    expect(account.next!.invoiceId).toBe(unpaid[0]!.invoiceId);
    const online = account.next!.beforeArrival || account.next!.dueNow;
    if (online && stay.method === "bank") expect(account.actions.report).toBe("bank");
    if (online && stay.method === "mobilpay") expect(account.actions.card).toBe(true);
  }

  // A refund is told at most once, and only where something is owed back.
  const text = pageText(language, view);
  const refundTold = text.split(t("reservation.money.toRefund")).length - 1;
  expect(refundTold, "a refund told at most once").toBeLessThanOrEqual(1);
  if (account.state === "cancelled" && account.cancellation.toRefund === 0) expect(refundTold).toBe(0);
  expect(text).not.toContain(t("reservation.cancelRequested"));

  // The staff read what the guest reads.
  const staff = await money.staffView(stay);
  if (staff) {
    for (const seen of [staff.page, staff.listed]) {
      expect(seen, "the staff search lists the stay").not.toBeNull();
      expect(seen!.paid, "staff's paid is the guest's").toBeCloseTo(account.paid, 2);
      if (account.state === "cancelled") {
        expect(seen!.kind).toBe("cancelled");
        const { fee, toPay, toRefund } = account.cancellation;
        expect({ fee: seen!.fee, toPay: seen!.toPay, toRefund: seen!.toRefund }, "staff's fee, to pay, to refund are the guest's").toEqual({
          fee,
          toPay,
          toRefund,
        });
      } else {
        expect(seen!.balance, "staff's balance is the guest's left to pay").toBeCloseTo(account.outstanding, 2);
        expect(seen!.kind).toBe(
          account.state === "paid" ? "paid" : account.paid > 0 ? "part-paid" : account.state === "awaiting-invoice" ? "no-invoice" : "unpaid",
        );
      }
    }
  }
  return view;
}

const describeStay = (stay: Booked) => `${stay.rate.kind}/${stay.rate.org}/${stay.method}/${stay.language}`;

class ReportPayment implements MoneyCommand {
  check = (model: Readonly<Model>) => !model.cancelled;
  async run(model: Model, real: Real) {
    const { reservation } = await look(real.stay);
    const next = reservation.account.next;
    if (reservation.account.actions.report && next) {
      const answer = await money.post(real.stay, {
        intent: "pay",
        payment_method: reservation.account.actions.report,
        invoice_id: String(next.invoiceId),
        amount: String(next.amount),
      });
      expect(answer.status, "'I have paid' is taken").toBe(303);
      expect((await look(real.stay)).reservation.account.state).toBe("reported");
    }
    model.recorded = false;
    await checkInvariants(real.stay, model);
  }
  toString = () => "guest: I have paid";
}

class HotelRecords implements MoneyCommand {
  check = (model: Readonly<Model>) => !model.cancelled;
  async run(model: Model, real: Real) {
    const answer = await money.record(real.stay);
    model.recorded = answer.status === 200;
    await checkInvariants(real.stay, model);
  }
  toString = () => "hotel: records a payment";
}

class ChangeDates implements MoneyCommand {
  constructor(
    readonly shift: number,
    readonly nights: number,
  ) {}
  check = (model: Readonly<Model>) => !model.cancelled;
  async run(model: Model, real: Real) {
    const before = (await look(real.stay)).reservation;
    if (before.dateChange === "open") {
      const asked = { day_from: addDays(before.dayFrom, this.shift), day_to: addDays(before.dayFrom, this.shift + this.nights) };
      const preview = (await money.open(real.stay, asked)).datePreview;
      if (preview) {
        const answer = await money.post(real.stay, { intent: "change-dates", day_from: preview.dayFrom, day_to: preview.dayTo, total: String(preview.total) });
        expect([303, 400, 409, 422], "a change is made or refused in words").toContain(answer.status);
      }
    }
    model.recorded = false;
    await checkInvariants(real.stay, model);
  }
  toString = () => `guest: new dates (${this.shift >= 0 ? "+" : ""}${this.shift} days, ${this.nights} nights)`;
}

class CardDeclinedThenPaid implements MoneyCommand {
  check = (model: Readonly<Model>) => !model.cancelled;
  async run(model: Model, real: Real) {
    const { reservation } = await look(real.stay);
    const next = reservation.account.next;
    if (reservation.account.actions.card && next) {
      await money.payByCard(real.stay, "decline", next.amount, next.invoiceId);
      const declined = (await look(real.stay)).reservation;
      expect(declined.account.cardErrors.length, "the decline is told").toBeGreaterThan(0);
      expect(pageText(real.stay.language, declined)).not.toContain("Card declined by the issuing bank");
      await checkInvariants(real.stay, model);
      const paid = await money.payByCard(real.stay, "confirm", next.amount, next.invoiceId);
      expect(paid.card?.amount, "the retry charges the next payment").toBeCloseTo(next.amount, 2);
      const after = (await look(real.stay)).reservation;
      expect(after.account.paid).toBeCloseTo(reservation.account.paid + next.amount, 2);
      expect(after.account.cardErrors).toEqual([]);
    }
    model.recorded = false;
    await checkInvariants(real.stay, model);
  }
  toString = () => "guest: card declined, then paid";
}

class Cancel implements MoneyCommand {
  check = (model: Readonly<Model>) => !model.cancelled;
  async run(model: Model, real: Real) {
    const { reservation } = await look(real.stay);
    if (reservation.can.cancel) {
      const answer = await money.post(real.stay, { intent: "cancel", fee: String(reservation.cancellationFee ?? 0) });
      expect(answer.status, "the cancel at the fee shown is taken").toBe(303);
      model.cancelled = true;
    }
    model.recorded = false;
    await checkInvariants(real.stay, model);
  }
  toString = () => "guest: cancels";
}

const RATE_KINDS = [RATES.flexible, RATES.nonRefundable, RATES.onArrival, RATES.seasideFlexible] as const;
const LANGS: Language[] = ["en", "ro", "es", "it"];

const booking = fc
  .record({
    rate: fc.constantFrom(...RATE_KINDS),
    // The n-th method the offer has (Carpathia: transfer, card, PayPal, Revolut, pay at reception; Seaside: transfer, PayPal).
    methodIndex: fc.nat({ max: 4 }),
    // Seaside's flexible rate is "full on booking" inside its 14 days, deposit + balance beyond.
    arrivesIn: fc.constantFrom(4, 10, 30),
    language: fc.constantFrom(...LANGS),
  })
  .map(({ rate, methodIndex, arrivesIn, language }) => ({ rate: rate as RateChoice, methodIndex, arrivesIn, language }));

const steps = fc.commands(
  [
    fc.constant(new ReportPayment()),
    fc.constant(new HotelRecords()),
    fc.tuple(fc.integer({ min: -2, max: 6 }), fc.integer({ min: 1, max: 4 })).map(([shift, nights]) => new ChangeDates(shift, nights)),
    fc.constant(new CardDeclinedThenPaid()),
    fc.constant(new Cancel()),
  ],
  { maxCommands: 6 },
);

describe("the money story in every order of steps (model-based)", () => {
  it(`holds its invariants for ${RUNS} generated sequences (seed ${SEED})`, async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await fc.assert(
      fc.asyncProperty(booking, steps, async (chosen, commands) => {
        await money.control("/__mock/reset", {});
        await money.pinDay(TODAY);
        const stay = await money.book(chosen.rate, chosen.methodIndex, TODAY, chosen.arrivesIn, chosen.language, "model");
        const model: Model = { cancelled: false, recorded: false };
        try {
          await checkInvariants(stay, model);
          await fc.asyncModelRun(() => ({ model, real: { stay } }), commands);
        } catch (error) {
          // The stay's kind with the failure: fast-check prints the shrunk steps, seed and path.
          throw new Error(`${describeStay(stay)} arriving in ${chosen.arrivesIn} days: ${(error as Error).message}`, { cause: error });
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: process.env.MONEY_MODEL_SHRINK === "0" },
    );
  }, 240_000);
});
