/**
 * A reservation's balance (docs/decisions/026, 053): what is paid, what is left, what a cancellation
 * charged or gives back, read from the PMS's instalments, the same for the guest's page
 * (account.ts's moneyAccount) and the front desk's lists (app/staff/arrivals.ts). Pure.
 */
import { roundMoney } from "~/booking/money";

/**
 * The one reading of a reservation's money everyone shares (docs/decisions/053): the guest's page
 * (through {@link moneyAccount}), its payment boxes, the front desk, the staff search and the
 * staff's reservation page, and the arrivals sheet's "balance" column.
 *
 * - `unpaid`: nothing is paid and something is owed;
 * - `part-paid`: some instalments are paid, `balance` is left;
 * - `paid`: every instalment is paid;
 * - `no-invoice`: the hotel has issued no proforma yet (`balance` is the total);
 * - `cancelled`: see `fee`, `toPay` (of the fee, still owed) and `toRefund` (owed back).
 */
export type BalanceKind = "unpaid" | "part-paid" | "paid" | "no-invoice" | "cancelled";

export interface Balance {
  kind: BalanceKind;
  currency: string;
  total: number;
  /** What the instalments say is paid. */
  paid: number;
  /** What is still owed on the stay (0 once cancelled: see `toPay`). */
  balance: number;
  /** The cancellation fee: today's while the stay stands, the one charged once cancelled. */
  fee: number;
  /** Once cancelled: what the guest still owes of the fee. */
  toPay: number;
  /** Once cancelled: what the hotel owes the guest back. */
  toRefund: number;
}

/**
 * The money facts of a reservation as the PMS gives them, in either shape it answers: the guest's
 * reservation (`financials.rate`) or a staff listing (`total`, `currency`, StayListing).
 */
export interface MoneyFacts {
  status: string;
  invoices?: ReadonlyArray<{ currency?: string | null; due_dates?: ReadonlyArray<{ amount: number; paid?: boolean | null }> | null }> | null;
  cancellationFee?: number | null;
  financials?: { rate: { price: number; currency: string } } | null;
  total?: number | null;
  currency?: string | null;
}

/** A reservation's balance: what is paid, what is left, what a cancellation charged or gives back. */
export function balanceOf(reservation: MoneyFacts): Balance {
  const dues = (reservation.invoices ?? []).flatMap((invoice) => invoice.due_dates ?? []);
  const currency = reservation.invoices?.[0]?.currency ?? reservation.financials?.rate.currency ?? reservation.currency ?? "";
  const total = roundMoney(reservation.financials?.rate.price ?? reservation.total ?? 0);
  const paid = roundMoney(dues.filter((due) => due.paid).reduce((sum, due) => sum + due.amount, 0));
  const owed = roundMoney(dues.filter((due) => !due.paid).reduce((sum, due) => sum + due.amount, 0));
  const fee = roundMoney(reservation.cancellationFee ?? 0);
  const cancelled = reservation.status === "Canceled";
  const kind: BalanceKind = cancelled ? "cancelled" : dues.length === 0 ? "no-invoice" : owed <= 0 ? "paid" : paid > 0 ? "part-paid" : "unpaid";
  return {
    kind,
    currency,
    total,
    paid,
    balance: cancelled ? 0 : dues.length === 0 ? total : owed,
    fee,
    toPay: cancelled ? roundMoney(Math.max(0, fee - paid)) : 0,
    toRefund: cancelled ? roundMoney(Math.max(0, paid - fee)) : 0,
  };
}
