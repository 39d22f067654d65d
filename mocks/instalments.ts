/**
 * Paying a reservation: its proforma's instalments are settled one at a time, oldest first, by
 * whatever method (card, PayPal, a transfer the hotel received). The first payment confirms a new
 * reservation.
 */
import { UPSTREAM_ERROR_CODES } from "../contracts/entities";
import { PmsError } from "./pms-error";
import type { ReservationRecord, World } from "./world";

type Payment = NonNullable<ReservationRecord["payments"]>[number];

/** The first unpaid instalment of an invoice (what a card or PayPal payment settles). */
export function nextUnpaidInstalment(reservation: ReservationRecord, invoiceId: number) {
  const invoice = reservation.invoices?.find((candidate) => Number(candidate.id) === invoiceId);
  if (!invoice) throw new PmsError(404, "Invoice not found");
  const instalment = invoice.due_dates?.find((dueDate) => !dueDate.paid);
  if (!instalment) throw new PmsError(409, "This invoice is already paid", UPSTREAM_ERROR_CODES.alreadyPaid);
  return { invoice, instalment };
}

/** Marks the first unpaid instalment of an invoice paid and records the payment. */
export function payNextInstalment(world: World, reservation: ReservationRecord, invoiceId: number, method: string, order?: Payment["order"]): Payment {
  const { instalment } = nextUnpaidInstalment(reservation, invoiceId);
  instalment.paid = true;
  const payment: Payment = { id: world.nextId.payment++, amount: instalment.amount, method, invoice_id: invoiceId, order: order ?? null };
  reservation.payments = [...(reservation.payments ?? []), payment];
  if (reservation.status === "New") reservation.status = "Confirmed";
  return payment;
}
