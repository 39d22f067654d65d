/**
 * Paying an instalment through the mock's PayPal sandbox over HTTP, as the guest's browser does
 * with PayPal's SDK: create the order, then capture it. By default the order is exactly what the
 * site asks for (the instalment in PayPal's currency, its references); a test changes any part to
 * play a guest who did not pay what was due.
 */
import { payPalCharge, payPalReferences } from "../../contracts/paypal";
import { organisationById, type World } from "../../mocks/world";

export interface SandboxOrder {
  amount?: number;
  currency?: string;
  invoice_id?: string;
  custom_id?: string;
  /** PENDING: PayPal holds the capture for review; nothing is paid yet. */
  captureStatus?: "COMPLETED" | "PENDING";
}

/** What the site's page shows and asks PayPal for: the next unpaid instalment of the reservation. */
export function payPalDueOf(world: World, reservationId: number) {
  const reservation = world.reservations.get(reservationId)!;
  const invoice = reservation.invoices!.find((candidate) => candidate.due_dates?.some((due) => !due.paid))!;
  const instalment = invoice.due_dates!.find((due) => !due.paid)!;
  const charge = payPalCharge(instalment.amount, invoice.currency, organisationById(world, reservation.org_id)!.profile)!;
  return { invoiceId: Number(invoice.id), ...charge, references: payPalReferences(reservationId, Number(invoice.id), instalment.due_date) };
}

export async function captureInSandbox(mockUrl: string, world: World, reservationId: number, order: SandboxOrder = {}) {
  const due = payPalDueOf(world, reservationId);
  const unit = {
    amount: { value: (order.amount ?? due.amount).toFixed(2), currency_code: order.currency ?? due.currency },
    invoice_id: order.invoice_id ?? due.references.invoice_id,
    custom_id: order.custom_id ?? due.references.custom_id,
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${mockUrl}/__mock/paypal/v2/checkout/orders${path}`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`the PayPal sandbox answered ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const created = (await post("", { purchase_units: [unit], sandbox_capture_status: order.captureStatus })) as { id: string };
  const captured = (await post(`/${created.id}/capture`, {})) as { purchase_units: Array<{ payments: { captures: Array<{ id: string }> } }> };
  const captureId = captured.purchase_units[0]!.payments.captures[0]!.id;
  return {
    due,
    orderId: created.id,
    captureId,
    body: {
      reservation_id: reservationId,
      invoice_id: due.invoiceId,
      order_id: created.id,
      capture: { id: captureId },
      amount: due.amount,
      currency: due.currency,
    },
  };
}
