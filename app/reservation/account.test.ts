import { describe, expect, it } from "vitest";
import { Reservation, type GuestPaymentStatus, type ReservationStatus } from "../../contracts/entities";
import { balanceOf, moneyAccount, onlineMethodsOf, type OnlineMethods, payableNow } from "./account";

const ZONE = "Europe/Bucharest";
/** Noon in Bucharest on 23 November 2026: the hotel's today is 2026-11-23. */
const NOW = new Date("2026-11-23T10:00:00Z");
const ALL: OnlineMethods = { card: true, paypal: true, reported: ["bank", "revolut", "custom"] };

type Instalment = { due: string; amount: number; paid: boolean };
type Payment = { method: string; amount?: number; error?: string | null; message?: string | null; card?: string | null };

/** A reservation as the PMS answers it: 1000 RON, two instalments by default (200 at booking, 800 on arrival). */
function reservation(
  options: {
    status?: ReservationStatus;
    guestStatus?: GuestPaymentStatus;
    method?: string;
    /** The method in the guest's preferences when it is not the booking's own (one this site does not know). */
    preferred?: string;
    /** false: no guest preferences at all (a booking the desk or a channel made). */
    preferences?: false;
    releaseAt?: string | null;
    instalments?: Instalment[];
    payments?: Payment[];
    fee?: number | null;
  } = {},
) {
  const instalments = options.instalments ?? [
    { due: "2026-11-23", amount: 200, paid: false },
    { due: "2026-12-20", amount: 800, paid: false },
  ];
  const method = options.method ?? "bank";
  return Reservation.parse({
    id: 100010,
    status: options.status ?? "New",
    day_from: "2026-12-20",
    day_to: "2026-12-23",
    adults: 2,
    children: 0,
    rooms: 1,
    nights: 3,
    meal_id: 1,
    room_types: { "1011": 1 },
    financials: {
      rate_plan_id: 11,
      rate: {
        price: 1000,
        price_regular: 1000,
        price_without_all_taxes: 900,
        meal_id: 1,
        payment_terms: {
          installment_reservation_percent: 20,
          installment_days_before_arrival_percent: 0,
          days_before_arrival: 0,
          installment_on_arrival_percent: 80,
        },
        currency: "RON",
      },
      guest_preferences:
        options.preferences === false
          ? null
          : {
              status: options.guestStatus ?? "created",
              payment_method: options.preferred ?? method,
              cancellation_time: options.releaseAt === undefined ? "2026-11-26T12:00:00.000Z" : options.releaseAt,
            },
    },
    location_id: 101,
    org_id: 1,
    first_name: "Ana",
    last_name: "Pop",
    phone: "+40 700 000 000",
    email: "ana@example.com",
    payment_method: method,
    invoices: instalments.length
      ? [
          {
            id: 7,
            type: "proforma",
            currency: "RON",
            due_dates: instalments.map((due) => ({ due_date: due.due, amount: due.amount, total_amount_with_all_taxes: due.amount, paid: due.paid })),
          },
        ]
      : [],
    payments: (options.payments ?? []).map((payment, index) => ({
      id: index + 1,
      amount: payment.amount ?? 0,
      method: payment.method,
      invoice_id: 7,
      order:
        payment.error === undefined
          ? null
          : {
              error_code: payment.error,
              message: payment.message === undefined ? "Approved" : payment.message,
              card_masked: payment.card === undefined ? "4111********1111" : payment.card,
            },
    })),
    cancellationFee: options.fee ?? null,
  });
}

const account = (options: Parameters<typeof reservation>[0] = {}, methods: OnlineMethods = ALL, now = NOW) =>
  moneyAccount(reservation(options), methods, now, ZONE);

describe("the money account: what is owed", () => {
  it("a new booking owes its first instalment on its own date; the release is the reservation's deadline, not a second date for it", () => {
    const money = account({ releaseAt: "2026-11-26T12:00:00.000Z" });
    expect(money).toMatchObject({ state: "due", total: 1000, paid: 0, outstanding: 1000, releaseAt: "2026-11-26T12:00:00.000Z" });
    expect(money.next).toEqual({
      invoiceId: 7,
      amount: 200,
      currency: "RON",
      dueDate: "2026-11-23",
      dueNow: true,
      overdue: false,
      total: 200,
      parts: [200],
      beforeArrival: true,
    });
  });

  it("the same-day case: a deposit and a balance both due today are one next payment, the balance included", () => {
    const money = account({
      instalments: [
        { due: "2026-11-23", amount: 300, paid: false },
        { due: "2026-11-23", amount: 700, paid: false },
      ],
    });
    // One payment settles all that falls due together (docs/decisions/053): the deposit and the balance.
    expect(money.next).toEqual({
      invoiceId: 7,
      amount: 1000,
      currency: "RON",
      dueDate: "2026-11-23",
      dueNow: true,
      overdue: false,
      total: 1000,
      parts: [300, 700],
      beforeArrival: true,
    });
  });

  it("an instalment past its date and one due today are due together, from the earlier date", () => {
    const money = account({
      instalments: [
        { due: "2026-11-20", amount: 100, paid: false },
        { due: "2026-11-23", amount: 200, paid: false },
        { due: "2026-12-20", amount: 700, paid: false },
      ],
      releaseAt: null,
    });
    expect(money.next).toMatchObject({ amount: 300, dueDate: "2026-11-20", dueNow: true, overdue: true, total: 300, parts: [100, 200] });
  });

  it("an instalment due later is the next payment on its own date, not with one due after it", () => {
    const money = account({
      instalments: [
        { due: "2026-11-23", amount: 200, paid: true },
        { due: "2026-12-01", amount: 300, paid: false },
        { due: "2026-12-20", amount: 500, paid: false },
      ],
    });
    expect(money.next).toMatchObject({ amount: 300, dueDate: "2026-12-01", dueNow: false, total: 300, parts: [300] });
  });

  it("no release (the hotel set none): the due date is the date", () => {
    expect(account({ instalments: [{ due: "2026-11-24", amount: 1000, paid: false }], releaseAt: null }).next).toMatchObject({
      dueDate: "2026-11-24",
      dueNow: false,
    });
  });

  it("never warns of a release already past, nor at its very moment", () => {
    expect(account({ releaseAt: "2026-11-21T12:00:00.000Z" }).releaseAt).toBeNull();
    expect(account({ releaseAt: NOW.toISOString() }).releaseAt).toBeNull();
  });

  it("warns of a release only when something falls due by its day: on that day yes, the day after no", () => {
    const dueOn = (due: string) => [
      { due, amount: 200, paid: false },
      { due: "2026-12-20", amount: 800, paid: false },
    ];
    expect(account({ instalments: dueOn("2026-11-26"), releaseAt: "2026-11-26T12:00:00.000Z" }).releaseAt).toBe("2026-11-26T12:00:00.000Z");
    expect(account({ instalments: dueOn("2026-11-27"), releaseAt: "2026-11-26T12:00:00.000Z" }).releaseAt).toBeNull();
  });

  it("never warns of a release once a part is paid, even with the next part due before it", () => {
    const money = account({
      instalments: [
        { due: "2026-11-23", amount: 200, paid: true },
        { due: "2026-12-01", amount: 300, paid: false },
        { due: "2026-12-20", amount: 500, paid: false },
      ],
      payments: [{ method: "bank", amount: 200 }],
      releaseAt: "2026-12-05T12:00:00.000Z",
    });
    expect(money).toMatchObject({ state: "due", paid: 200, releaseAt: null });
  });

  it("never warns of a release once anything is paid, and the deposit paid leaves the rest due", () => {
    const money = account({
      instalments: [
        { due: "2026-11-23", amount: 200, paid: true },
        { due: "2026-12-20", amount: 800, paid: false },
      ],
      payments: [{ method: "mobilpay", amount: 200, error: "0" }],
    });
    expect(money).toMatchObject({ state: "due", paid: 200, outstanding: 800, releaseAt: null, method: "mobilpay" });
    expect(money.next).toMatchObject({ amount: 800, dueDate: "2026-12-20", dueNow: false, total: 800 });
  });

  it("a past due date still unpaid is due now, not a date in the past", () => {
    expect(account({ instalments: [{ due: "2026-11-20", amount: 1000, paid: false }], releaseAt: null }).next).toMatchObject({
      dueDate: "2026-11-20",
      dueNow: true,
    });
  });

  it("the hotel's today, not the server's: 23:30 UTC on the 22nd is already the 23rd in Bucharest", () => {
    const lateEvening = new Date("2026-11-22T23:30:00Z");
    expect(account({ releaseAt: null }, ALL, lateEvening).next).toMatchObject({ dueDate: "2026-11-23", dueNow: true });
    expect(account({ releaseAt: null }, ALL, new Date("2026-11-22T21:30:00Z")).next).toMatchObject({ dueDate: "2026-11-23", dueNow: false });
  });
});

describe("the money account: paid in full, by every method", () => {
  const paidAll = [
    { due: "2026-11-23", amount: 200, paid: true },
    { due: "2026-12-20", amount: 800, paid: true },
  ];

  it.each([
    ["bank transfer the hotel confirmed", "bank", [] as Payment[], "bank"],
    [
      "card",
      "mobilpay",
      [
        { method: "mobilpay", amount: 200, error: "0" },
        { method: "mobilpay", amount: 800, error: "0" },
      ],
      "mobilpay",
    ],
    ["PayPal", "paypal", [{ method: "paypal", amount: 1000, error: "0", message: "PayPal capture X" }], "paypal"],
    ["card after choosing a transfer", "bank", [{ method: "mobilpay", amount: 1000, error: "0" }], "mobilpay"],
  ])("paid by %s: Paid in full, nothing to do, no release warning, the method used", (_name, chosen, payments, used) => {
    // A provider's payment leaves the guest's status "created" and its release time set: the instalments decide.
    const money = account({ method: chosen, instalments: paidAll, payments, status: "Confirmed", releaseAt: "2026-11-26T12:00:00.000Z" });
    expect(money).toMatchObject({
      state: "paid",
      paid: 1000,
      outstanding: 0,
      next: null,
      releaseAt: null,
      method: used,
      chosenMethod: chosen,
      cardErrors: [],
      actions: { card: false, paypal: false, report: null },
    });
  });

  it("checked in and paid in full long ago: Paid in full, no past release date", () => {
    expect(
      account({
        status: "Checked-in",
        method: "mobilpay",
        instalments: paidAll,
        payments: [{ method: "mobilpay", amount: 1000, error: "0" }],
        releaseAt: "2026-10-15T12:00:00.000Z",
      }),
    ).toMatchObject({ state: "paid", releaseAt: null });
  });

  it("a reported transfer waits for the hotel: no pay actions, no release warning", () => {
    expect(account({ guestStatus: "payed" })).toMatchObject({
      state: "reported",
      next: null,
      releaseAt: null,
      actions: { card: false, paypal: false, report: null },
    });
  });

  it("no invoice issued yet: nothing to pay online", () => {
    expect(account({ instalments: [] })).toMatchObject({
      state: "awaiting-invoice",
      paid: 0,
      outstanding: 0,
      next: null,
      actions: { card: false, paypal: false, report: null },
    });
  });
});

describe("the money account: only the way the guest chose", () => {
  it.each([
    ["mobilpay", { card: true, paypal: false, report: null }],
    ["paypal", { card: false, paypal: true, report: null }],
    ["bank", { card: false, paypal: false, report: "bank" }],
    ["revolut", { card: false, paypal: false, report: "revolut" }],
    ["custom", { card: false, paypal: false, report: null }],
  ])("chosen %s", (method, actions) => {
    expect(account({ method }).actions).toEqual(actions);
  });

  it("a way of paying this site does not know (another system's) gets what the hotel takes, a transfer before a custom way", () => {
    const voucher = { preferred: "voucher" };
    expect(account(voucher).actions).toEqual({ card: true, paypal: true, report: "bank" });
    expect(account(voucher, { card: false, paypal: false, reported: ["custom", "revolut"] }).actions).toEqual({
      card: false,
      paypal: false,
      report: "revolut",
    });
    expect(account(voucher, { card: false, paypal: false, reported: ["custom"] }).actions).toEqual({ card: false, paypal: false, report: null });
    expect(account(voucher)).toMatchObject({ chosenMethod: "voucher", method: "voucher" });
  });

  it("a method the hotel no longer takes offers nothing to press", () => {
    expect(account({ method: "mobilpay" }, { card: false, paypal: true, reported: ["bank"] }).actions).toEqual({ card: false, paypal: false, report: null });
    expect(account({ method: "revolut" }, { card: true, paypal: true, reported: ["bank"] }).actions).toEqual({ card: false, paypal: false, report: null });
  });
});

describe("the money account: card errors", () => {
  it("shows the declines since the last success while something is owed", () => {
    const money = account({
      method: "mobilpay",
      instalments: [
        { due: "2026-11-23", amount: 200, paid: true },
        { due: "2026-12-20", amount: 800, paid: false },
      ],
      payments: [
        { method: "mobilpay", error: "16", message: "Old decline" },
        { method: "mobilpay", amount: 200, error: "0" },
        { method: "mobilpay", error: "16", message: "Card declined" },
      ],
    });
    expect(money.cardErrors).toEqual([{ message: "Card declined", card: "4111********1111" }]);
  });

  it("only card declines are card errors, each with the provider's words or none, and the card when known", () => {
    const money = account({
      method: "mobilpay",
      payments: [
        { method: "paypal", error: "DECLINED", message: "PayPal declined" },
        { method: "mobilpay", error: "16", message: null, card: null },
        { method: "mobilpay", error: "34", message: "Insufficient funds", card: "5555********4444" },
      ],
    });
    expect(money.cardErrors).toEqual([
      { message: "", card: null },
      { message: "Insufficient funds", card: "5555********4444" },
    ]);
  });

  it("a provider's order without an error code is a success: the declines before it are no hint, and it is the method paid by", () => {
    for (const error of [null, "0"]) {
      const money = account({
        method: "mobilpay",
        payments: [
          { method: "mobilpay", error: "16", message: "Card declined" },
          { method: "paypal", amount: 200, error },
        ],
      });
      expect(money).toMatchObject({ cardErrors: [], method: "paypal" });
    }
  });

  it("a provider's order that carries no error code at all is a success too", () => {
    const stay = reservation({
      method: "mobilpay",
      payments: [
        { method: "mobilpay", error: "16", message: "Card declined" },
        { method: "mobilpay", amount: 200, error: "0" },
      ],
    });
    stay.payments[1]!.order = { message: "Approved", card_masked: "4111********1111" };
    expect(moneyAccount(stay, ALL, NOW, ZONE)).toMatchObject({ cardErrors: [], method: "mobilpay" });
  });

  it("a decline followed by a success leaves no hint", () => {
    const money = account({
      method: "mobilpay",
      instalments: [{ due: "2026-11-23", amount: 1000, paid: true }],
      payments: [
        { method: "mobilpay", error: "16", message: "Card declined" },
        { method: "mobilpay", amount: 1000, error: "0" },
      ],
    });
    expect(money).toMatchObject({ state: "paid", cardErrors: [] });
  });

  it("a decline on a cancelled stay is history, not a hint", () => {
    expect(
      account({
        status: "Canceled",
        guestStatus: "canceled",
        method: "mobilpay",
        payments: [{ method: "mobilpay", error: "16", message: "Card declined" }],
        fee: 0,
      }).cardErrors,
    ).toEqual([]);
  });
});

describe("the money account: cancelled", () => {
  it("free cancellation, nothing paid: nothing to pay, nothing to refund, no actions", () => {
    const money = account({ status: "Canceled", guestStatus: "canceled", fee: 0 });
    expect(money).toMatchObject({
      state: "cancelled",
      next: null,
      releaseAt: null,
      actions: { card: false, paypal: false, report: null },
      cancellation: { fee: 0, paid: 0, toPay: 0, toRefund: 0 },
    });
  });

  it("a 100 % fee with the deposit paid: the rest of the fee is still to pay", () => {
    const money = account({
      status: "Canceled",
      guestStatus: "canceled_and_payed",
      fee: 1000,
      instalments: [
        { due: "2026-11-23", amount: 200, paid: true },
        { due: "2026-12-20", amount: 800, paid: false },
      ],
    });
    expect(money.cancellation).toEqual({ fee: 1000, paid: 200, toPay: 800, toRefund: 0 });
  });

  it("a fee smaller than what was paid: the difference is to be refunded", () => {
    const money = account({
      status: "Canceled",
      guestStatus: "canceled_and_payed",
      fee: 150.5,
      instalments: [
        { due: "2026-11-23", amount: 200, paid: true },
        { due: "2026-12-20", amount: 800, paid: false },
      ],
    });
    expect(money.cancellation).toEqual({ fee: 150.5, paid: 200, toPay: 0, toRefund: 49.5 });
  });

  it("cancelled by the hotel is cancelled too", () => {
    expect(account({ status: "Canceled", guestStatus: "canceled_by_staff", fee: 0 }).state).toBe("cancelled");
  });
});

describe("the money account: today's cancellation, before cancelling", () => {
  it("says what cancelling now would charge against what is paid", () => {
    const money = account({
      fee: 1000,
      instalments: [
        { due: "2026-11-23", amount: 200, paid: true },
        { due: "2026-12-20", amount: 800, paid: false },
      ],
    });
    expect(money.cancellation).toEqual({ fee: 1000, paid: 200, toPay: 800, toRefund: 0 });
  });
});

describe("issue 49 (docs/decisions/053): one reading of the money, in every order of steps", () => {
  it("a stay paid on arrival: due on the arrival day, no release warning, nothing to pay online before then", () => {
    const money = account({ instalments: [{ due: "2026-12-20", amount: 1000, paid: false }] });
    expect(money.next).toMatchObject({ dueDate: "2026-12-20", beforeArrival: false, dueNow: false });
    expect(money.releaseAt).toBeNull();
    expect(money.actions).toEqual({ card: false, paypal: false, report: null });
  });

  it("the arrival day come: due today, paid online by the way chosen", () => {
    const money = account({ instalments: [{ due: "2026-12-20", amount: 1000, paid: false }] }, ALL, new Date("2026-12-20T10:00:00Z"));
    expect(money.next).toMatchObject({ dueNow: true, beforeArrival: false });
    expect(money.actions.report).toBe("bank");
  });

  it("a booking the desk made, without the guest's preferences: the booking's own method, no release warning, owed as its proforma says", () => {
    expect(account({ preferences: false, method: "mobilpay" })).toMatchObject({
      state: "due",
      chosenMethod: "mobilpay",
      releaseAt: null,
      next: { dueDate: "2026-11-23", amount: 200 },
      actions: { card: true, paypal: false, report: null },
    });
    expect(account({ preferences: false, instalments: [{ due: "2026-11-23", amount: 1000, paid: true }] }).state).toBe("paid");
  });

  it("a payment the desk recorded (no provider order) is a success: the card declines before it are no hint, and it is the method paid by", () => {
    const money = account({
      method: "mobilpay",
      payments: [
        { method: "mobilpay", error: "16", message: "Card declined" },
        { method: "cash", amount: 200 },
      ],
    });
    expect(money).toMatchObject({ cardErrors: [], method: "cash" });
  });

  it("instalments the PMS lists out of date order: the next payment is the earliest unpaid one", () => {
    const money = account({
      instalments: [
        { due: "2026-12-20", amount: 800, paid: false },
        { due: "2026-11-30", amount: 200, paid: false },
      ],
    });
    expect(money.next).toMatchObject({ dueDate: "2026-11-30", total: 200, parts: [200] });
  });

  it("nothing is payable on a cancelled stay, nor on one paid in full", () => {
    expect(payableNow(reservation({ status: "Canceled", guestStatus: "canceled", fee: 0 }), "2026-11-23")).toBeNull();
    expect(
      payableNow(
        reservation({
          instalments: [
            { due: "2026-11-23", amount: 200, paid: true },
            { due: "2026-12-20", amount: 800, paid: true },
          ],
        }),
        "2026-11-23",
      ),
    ).toBeNull();
  });

  it("one payment settles all that falls due together, as the PMS takes it", () => {
    const stay = reservation({
      instalments: [
        { due: "2026-11-23", amount: 300, paid: false },
        { due: "2026-11-23", amount: 700, paid: false },
      ],
    });
    expect(payableNow(stay, "2026-11-23")).toEqual({ invoiceId: 7, currency: "RON", amount: 1000, dueDate: "2026-11-23", count: 2 });
  });

  it.each([
    ["nothing paid", [false, false], "New", null, { kind: "unpaid", paid: 0, balance: 1000 }],
    ["the deposit paid", [true, false], "Confirmed", null, { kind: "part-paid", paid: 200, balance: 800 }],
    ["all paid", [true, true], "Confirmed", null, { kind: "paid", paid: 1000, balance: 0 }],
    ["cancelled with a fee, the deposit paid", [true, false], "Canceled", 500, { kind: "cancelled", paid: 200, balance: 0, fee: 500, toPay: 300, toRefund: 0 }],
    ["cancelled free, the deposit paid", [true, false], "Canceled", 0, { kind: "cancelled", paid: 200, fee: 0, toPay: 0, toRefund: 200 }],
  ] as const)("balanceOf: %s", (_name, paid, status, fee, expected) => {
    const stay = reservation({
      status,
      fee,
      instalments: [
        { due: "2026-11-23", amount: 200, paid: paid[0] },
        { due: "2026-12-20", amount: 800, paid: paid[1] },
      ],
    });
    expect(balanceOf(stay)).toMatchObject(expected);
    // A staff listing of the same stay reads the same.
    expect(balanceOf({ status, total: 1000, currency: "RON", invoices: stay.invoices, cancellationFee: fee })).toEqual(balanceOf(stay));
  });
});

describe("what the hotel takes online", () => {
  it("nothing without payment settings, or with a method switched off", () => {
    for (const settings of [null, undefined, {}]) expect(onlineMethodsOf(settings)).toEqual({ card: false, paypal: false, reported: [] });
    expect(onlineMethodsOf({ mobilpay: { enabled: false }, bank: { enabled: false } })).toEqual({ card: false, paypal: false, reported: [] });
  });

  it("PayPal only with its client id; a card, a transfer and a custom way as switched on", () => {
    expect(onlineMethodsOf({ paypal: { enabled: true } }).paypal).toBe(false);
    expect(onlineMethodsOf({ paypal: { enabled: true, client_id: "" } }).paypal).toBe(false);
    expect(onlineMethodsOf({ paypal: { enabled: false, client_id: "AbC" } }).paypal).toBe(false);
    expect(onlineMethodsOf({ paypal: { enabled: true, client_id: "AbC" } }).paypal).toBe(true);
    expect(onlineMethodsOf({ mobilpay: { enabled: true }, revolut: { enabled: true }, custom: { enabled: true }, bank: { enabled: false } })).toEqual({
      card: true,
      paypal: false,
      reported: ["custom", "revolut"],
    });
  });
});

describe("a reservation's balance from the PMS's facts", () => {
  it("no invoice issued yet: the whole price is the balance, in the rate's currency", () => {
    expect(balanceOf({ status: "New", invoices: [], financials: { rate: { price: 1000, currency: "RON" } } })).toMatchObject({
      kind: "no-invoice",
      currency: "RON",
      total: 1000,
      paid: 0,
      balance: 1000,
    });
  });

  it("the invoice's currency before the rate's; the desk's facts (a total and a currency, no rate) read alike", () => {
    const invoiced = {
      status: "New",
      invoices: [{ currency: "EUR", due_dates: [{ amount: 200, paid: false }] }],
      financials: { rate: { price: 200, currency: "RON" } },
    };
    expect(balanceOf(invoiced)).toMatchObject({ kind: "unpaid", currency: "EUR", balance: 200 });
    expect(balanceOf({ status: "Confirmed", invoices: null, total: 640, currency: "EUR" })).toMatchObject({
      kind: "no-invoice",
      currency: "EUR",
      total: 640,
      balance: 640,
    });
  });
});
