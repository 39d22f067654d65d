/**
 * One account of a reservation's money (docs/decisions/026): what is owed, by when and how, what is paid,
 * and what a cancellation charged — computed once, here, from the PMS's reservation, so the page,
 * its buttons and its notices can never disagree. Pure: no translation, no clock but `now`.
 *
 * The PMS's instalments are the truth about what is paid (a card or PayPal payment marks its
 * instalment paid and leaves the guest's payment status "created"); the guest's payment status says
 * only what the guest reported or asked (docs/spec.md §4: payed, canceled, canceled_and_payed, …).
 */
import type { GuestPaymentMethod, PaymentSettings, Reservation } from "../../contracts/entities";
import { hotelToday } from "~/booking/dates";
import { roundMoney } from "~/booking/money";
import { dueTogether } from "../../contracts/payment-terms";
import { balanceOf } from "./balance";

export { balanceOf, type Balance, type BalanceKind, type MoneyFacts } from "./balance";

/**
 * - `due`: something is left to pay and the guest has not reported paying it;
 * - `reported`: the guest said they paid (a transfer, say); the hotel confirms it when it arrives;
 * - `paid`: every instalment is paid;
 * - `cancelled`: the reservation is cancelled (see `cancellation` for the fee and what remains);
 * - `awaiting-invoice`: the hotel has issued no invoice yet, so nothing is due online.
 */
export type AccountState = "due" | "reported" | "paid" | "cancelled" | "awaiting-invoice";

/** The ways a guest pays online from the reservation page; "report" is "I have paid" by `report`'s method. */
export interface PaymentActions {
  card: boolean;
  paypal: boolean;
  /** The self-reported method the guest may say they paid by, or null. */
  report: SelfReported | null;
}

/** Ways a guest settles an instalment themselves, for the hotel to confirm (docs/spec.md §4: status payed). */
export const SELF_REPORTED_METHODS = ["bank", "custom", "revolut"] as const satisfies readonly GuestPaymentMethod[];
export type SelfReported = (typeof SELF_REPORTED_METHODS)[number];

/**
 * What the guest pays next: all that falls due by its date, settled by one payment (the card
 * button's, PayPal's and "I have paid"'s amount: docs/decisions/053 — a deposit and a balance both
 * due today are one payment of both, never a payment of the deposit with the balance still "due today").
 */
export interface NextPayment {
  invoiceId: number;
  /** What one payment settles now: the instalments of `invoiceId` due by then (see {@link payableNow}). */
  amount: number;
  currency: string;
  /** The one date it falls due: the proforma's earliest due date of what is unpaid (a hotel date). */
  dueDate: string;
  /** Due today or earlier. */
  dueNow: boolean;
  /** Due before today: "due since", its date still said (a date gone by is never shown as ahead). */
  overdue: boolean;
  /** All that is unpaid and falls due by then (today's, if it is past): a balance due with the deposit included. */
  total: number;
  /** The amounts of those instalments, in the proforma's order. */
  parts: number[];
  /** It falls due before the arrival day: a rate paid on arrival owes nothing before the guest comes. */
  beforeArrival: boolean;
}

export interface CancellationAccount {
  /** What cancelling costs (today's, or the one charged when it was cancelled). */
  fee: number;
  /** What the guest has paid so far. */
  paid: number;
  /** What the guest still owes of the fee. */
  toPay: number;
  /** What the hotel owes the guest back. */
  toRefund: number;
}

export interface MoneyAccount {
  state: AccountState;
  currency: string;
  total: number;
  paid: number;
  outstanding: number;
  next: NextPayment | null;
  /** When an unpaid booking is released automatically: only while that moment is ahead and nothing is paid. */
  releaseAt: string | null;
  /** The method chosen at booking. */
  chosenMethod: string | null;
  /** The method of the last successful payment (a card, PayPal…), else the chosen one. */
  method: string | null;
  /** Card payments that failed since the last successful payment, while something is still owed. */
  cardErrors: Array<{ message: string; card: string | null }>;
  actions: PaymentActions;
  cancellation: CancellationAccount;
}

/** What the organisation takes online, as far as the account needs to know. */
export interface OnlineMethods {
  card: boolean;
  paypal: boolean;
  /** Self-reported methods the organisation takes. */
  reported: readonly SelfReported[];
}

/** What the organisation's payment settings take online. PayPal needs its client id as well. */
export function onlineMethodsOf(payment: PaymentSettings | null | undefined): OnlineMethods {
  return {
    card: Boolean(payment?.mobilpay?.enabled),
    paypal: Boolean(payment?.paypal?.enabled && payment.paypal.client_id),
    reported: SELF_REPORTED_METHODS.filter((method) => payment?.[method]?.enabled),
  };
}

type Invoice = Reservation["invoices"][number];
/** One instalment of a proforma, with the proforma it belongs to. */
type ProformaLine = { invoice: Invoice; due: Invoice["due_dates"][number] };

const NO_ACTIONS: PaymentActions = { card: false, paypal: false, report: null };

/** A payment the provider approved (error code "0"), or one recorded without a provider order (staff, transfer). */
const succeeded = (payment: Reservation["payments"][number]) =>
  !payment.order || payment.order.error_code === "0" || payment.order.error_code === null || payment.order.error_code === undefined;

export function moneyAccount(reservation: Reservation, methods: OnlineMethods, now: Date, timeZone: string): MoneyAccount {
  const balance = balanceOf(reservation);
  const { currency, paid } = balance;
  const instalments: ProformaLine[] = reservation.invoices.flatMap((invoice) => invoice.due_dates.map((due) => ({ invoice, due })));
  const outstanding = roundMoney(instalments.filter(({ due }) => !due.paid).reduce((sum, { due }) => sum + due.amount, 0));
  const preferences = reservation.financials.guest_preferences ?? null;
  const chosenMethod = preferences?.payment_method ?? reservation.payment_method ?? null;

  const lastSuccess = reservation.payments.findLastIndex(succeeded);
  const method = lastSuccess >= 0 ? reservation.payments[lastSuccess]!.method : chosenMethod;

  const cancelled = reservation.status === "Canceled";
  const state: AccountState = cancelled
    ? "cancelled"
    : instalments.length === 0
      ? "awaiting-invoice"
      : outstanding <= 0
        ? "paid"
        : preferences?.status === "payed"
          ? "reported"
          : "due";

  const today = hotelToday(now, timeZone);
  const next: NextPayment | null = state === "due" ? nextPayment(instalments, today, reservation.day_from) : null;

  const releaseMoment = preferences?.status === "created" ? (preferences.cancellation_time ?? null) : null;
  // Released only while nothing is paid, the moment is still ahead, and something falls due by then
  // before arrival (docs/decisions/053): a stay paid on arrival owes nothing the release could punish.
  const releaseAt =
    state === "due" &&
    paid === 0 &&
    releaseMoment &&
    Date.parse(releaseMoment) > now.getTime() &&
    next?.beforeArrival &&
    next.dueDate <= hotelToday(new Date(releaseMoment), timeZone)
      ? releaseMoment
      : null;

  const cardErrors =
    state === "due"
      ? reservation.payments
          .slice(lastSuccess + 1)
          .filter((payment) => payment.method === "mobilpay" && !succeeded(payment))
          .map((payment) => ({ message: payment.order?.message ?? "", card: payment.order?.card_masked ?? null }))
      : [];

  const { fee } = balance;
  // Paid online only what falls due before arrival, or is due today: what falls due on arrival is paid at the hotel.
  const payable = next && (next.beforeArrival || next.dueNow);
  return {
    state,
    currency,
    total: balance.total,
    paid,
    outstanding,
    next,
    releaseAt,
    chosenMethod,
    method,
    cardErrors,
    actions: payable ? actionsFor(chosenMethod, methods) : NO_ACTIONS,
    cancellation: { fee, paid, toPay: roundMoney(Math.max(0, fee - paid)), toRefund: roundMoney(Math.max(0, paid - fee)) },
  };
}

/**
 * What one payment settles now (docs/decisions/053), the rule the PMS follows too (mocks/instalments.ts):
 * the first invoice with something unpaid, and its unpaid instalments due by the earliest unpaid due
 * date — or by today, when that date is past. Card, PayPal and "I have paid" pay exactly `amount`.
 */
export function payableNow(
  reservation: Pick<Reservation, "invoices" | "status">,
  today: string,
): { invoiceId: number; currency: string; amount: number; dueDate: string; count: number } | null {
  if (reservation.status === "Canceled") return null;
  const invoice = reservation.invoices.find((candidate) => candidate.due_dates.some((due) => !due.paid));
  if (!invoice) return null;
  const group = dueTogether(invoice.due_dates, today);
  return {
    invoiceId: invoice.id,
    currency: invoice.currency,
    amount: roundMoney(group.reduce((sum, due) => sum + due.amount, 0)),
    // The first unpaid instalment's date: PayPal's order names it (contracts/paypal.ts), as the PMS checks.
    dueDate: invoice.due_dates.find((due) => !due.paid)!.due_date,
    count: group.length,
  };
}

/**
 * The next payment from the proforma's own dates (docs/decisions/044): the earliest due date of
 * what is unpaid, and every unpaid instalment due by then — or by today, when that date is past.
 */
function nextPayment(instalments: ProformaLine[], today: string, dayFrom: string): NextPayment | null {
  const unpaid = instalments.filter(({ due }) => !due.paid);
  const first = unpaid[0];
  if (!first) return null;
  const dueDate = unpaid.reduce((earliest, { due }) => (due.due_date < earliest ? due.due_date : earliest), first.due.due_date);
  const by = dueDate < today ? today : dueDate;
  const parts = unpaid.filter(({ due }) => due.due_date <= by).map(({ due }) => roundMoney(due.amount));
  const settled = dueTogether(first.invoice.due_dates, today);
  return {
    invoiceId: first.invoice.id,
    amount: roundMoney(settled.reduce((sum, due) => sum + due.amount, 0)),
    currency: first.invoice.currency,
    dueDate,
    dueNow: dueDate <= today,
    overdue: dueDate < today,
    total: roundMoney(parts.reduce((sum, amount) => sum + amount, 0)),
    parts,
    beforeArrival: dueDate < dayFrom,
  };
}

/**
 * Only the way the guest chose to pay, if the hotel still takes it: a card guest gets the card
 * button, a PayPal guest PayPal's, a transfer guest "I have paid" for that transfer. "Pay at
 * reception" has nothing to do online. A booking without a known method gets what the hotel takes.
 */
function actionsFor(chosen: string | null, methods: OnlineMethods): PaymentActions {
  switch (chosen) {
    case "mobilpay":
      return { ...NO_ACTIONS, card: methods.card };
    case "paypal":
      return { ...NO_ACTIONS, paypal: methods.paypal };
    case "bank":
    case "revolut":
      return { ...NO_ACTIONS, report: methods.reported.includes(chosen) ? chosen : null };
    case "custom":
      return NO_ACTIONS;
    default:
      return { card: methods.card, paypal: methods.paypal, report: methods.reported.find((method) => method !== "custom") ?? null };
  }
}
