import { FailureNotice } from "~/components/Notifications";
import type { ActionFailure } from "~/site/action-failure";
import type { ReservationView } from "~/reservation/view";
import { CardPaymentButton, CardProviderForm, type CardProviderView } from "./CardPayment";
import { PayPalPayment, type PayPalCheckoutView } from "./PayPalPayment";
import { type InstalmentMethod, ReportPaymentForm } from "./ReportPaymentForm";

/**
 * The ways to pay the next payment, for the way the guest chose (docs/decisions/026), drawn in the
 * payment section right under what they pay (docs/decisions/053): the card button and, once the
 * PMS has prepared it, the provider's form in its place (`#card-payment`, where the button's post
 * opens, also without JavaScript); PayPal's buttons; "I have paid". A failure of one is told here.
 */
export function PaymentActions({
  reservation,
  methods,
  card,
  paypal,
  payPalOpen,
  cardShownAbove,
  error,
  failure,
  here,
  busy,
}: {
  reservation: ReservationView;
  methods: InstalmentMethod[];
  card: CardProviderView | null;
  paypal: PayPalCheckoutView | null;
  payPalOpen: boolean;
  cardShownAbove: boolean;
  /** "I have paid"'s field error, from the last post. */
  error: string | undefined;
  failure: ActionFailure | null;
  here: string;
  busy: boolean;
}) {
  const { next, actions } = reservation.account;
  if (reservation.status === "Canceled") return null;
  // "I have paid" only for the way the guest chose (a transfer, Revolut): the hotel's details for it.
  const reported = methods.filter((method) => method.method === actions.report);
  const failedHere = failure && (failure.action === "card" || failure.action === "paypal" || failure.action === "pay") ? failure : null;
  const showCard = card ? (
    <CardProviderForm card={card} focus />
  ) : actions.card && next && !cardShownAbove ? (
    <CardPaymentButton next={next} here={here} busy={busy} />
  ) : null;
  if (!showCard && !(paypal && actions.paypal) && !(reported.length > 0 && next) && !failedHere) return null;
  return (
    <div className="reservation-pay" data-testid="payment-actions">
      {failedHere && failedHere.action !== "pay" ? <FailureNotice failure={failedHere} /> : null}
      {showCard}
      {paypal && actions.paypal ? <PayPalPayment checkout={paypal} open={payPalOpen} /> : null}
      {reported.length > 0 && next ? (
        <ReportPaymentForm next={next} methods={reported} error={error} failure={failedHere?.action === "pay" ? failedHere : null} here={here} busy={busy} />
      ) : null}
    </div>
  );
}

/** Whether a failure is told by {@link PaymentActions} (the payment section) rather than under "Your stay". */
export const isPaymentFailure = (failure: ActionFailure | null): boolean =>
  failure !== null && (failure.action === "card" || failure.action === "paypal" || failure.action === "pay");
