/**
 * Paying a reservation: its proforma's instalments are settled in their order, by whatever method
 * (card, PayPal, a transfer the hotel received). A guest's online payment (card, PayPal) settles all
 * that falls due by the first unpaid instalment's date — or by today, once that is past — as one
 * payment (docs/decisions/053: a deposit and a balance both due today are paid together); the
 * hotel's own record of a payment (the mock control) settles one instalment. The first payment
 * confirms a new reservation; a payment the guest reported ("I have paid") is settled by the hotel's record.
 */
import { UPSTREAM_ERROR_CODES } from "../contracts/entities";
import { dueTogether } from "../contracts/payment-terms";
import { PmsError } from "./pms-error";
import type { ReservationRecord, World } from "./world";

type Payment = NonNullable<ReservationRecord["payments"]>[number];

/** The first unpaid instalment of an invoice. */
export function nextUnpaidInstalment(reservation: ReservationRecord, invoiceId: number) {
  const invoice = reservation.invoices?.find((candidate) => Number(candidate.id) === invoiceId);
  if (!invoice) throw new PmsError(404, "Invoice not found");
  const instalment = invoice.due_dates?.find((dueDate) => !dueDate.paid);
  if (!instalment) throw new PmsError(409, "This invoice is already paid", UPSTREAM_ERROR_CODES.alreadyPaid);
  return { invoice, instalment };
}

/** What a card or PayPal payment of an invoice settles today: its unpaid instalments due together, and their sum. */
export function payableInstalments(reservation: ReservationRecord, invoiceId: number, today: string) {
  const { invoice, instalment } = nextUnpaidInstalment(reservation, invoiceId);
  const instalments = dueTogether(invoice.due_dates ?? [], today);
  const amount = Math.round(instalments.reduce((sum, due) => sum + due.amount, 0) * 100) / 100;
  return { invoice, first: instalment, instalments, amount };
}

function record(world: World, reservation: ReservationRecord, invoiceId: number, amount: number, method: string, order?: Payment["order"]): Payment {
  const payment: Payment = { id: world.nextId.payment++, amount, method, invoice_id: invoiceId, order: order ?? null };
  reservation.payments = [...(reservation.payments ?? []), payment];
  if (reservation.status === "New") reservation.status = "Confirmed";
  return payment;
}

/** The hotel records a payment it received: the first unpaid instalment of the invoice is paid; a payment the guest reported is thereby confirmed. */
export function payNextInstalment(world: World, reservation: ReservationRecord, invoiceId: number, method: string, order?: Payment["order"]): Payment {
  const { instalment } = nextUnpaidInstalment(reservation, invoiceId);
  instalment.paid = true;
  const preferences = reservation.financials.guest_preferences;
  // The report ("I have paid") is answered: the guest may report the next instalment when it is due.
  if (preferences?.status === "payed") reservation.financials.guest_preferences = { ...preferences, status: "created" };
  return record(world, reservation, invoiceId, instalment.amount, method, order);
}

/** A guest's online payment (card, PayPal) of everything due together today ({@link payableInstalments}). */
export function payDueInstalments(world: World, reservation: ReservationRecord, invoiceId: number, method: string, order?: Payment["order"]): Payment {
  const { instalments, amount } = payableInstalments(reservation, invoiceId, world.today);
  for (const instalment of instalments) instalment.paid = true;
  return record(world, reservation, invoiceId, amount, method, order);
}
