import { useNavigation } from "@remix-run/react";
import { useTranslation } from "#translation";
import { FailureNotice } from "~/components/Notifications";
import type { ActionFailure } from "~/site/action-failure";
import type { ReservationView } from "~/reservation/view";
import { CancelReservation, FEE_CHANGED } from "./CancelReservation";
import type { CardProviderView } from "./CardPayment";
import { NoteForm } from "./NoteForm";
import { isPaymentFailure } from "./PaymentActions";
import type { PayPalCheckoutView } from "./PayPalPayment";
import type { InstalmentMethod } from "./ReportPaymentForm";
import { TimeForm, TimeSuggestions } from "./TimeForm";

export interface ManageProps {
  reservation: ReservationView;
  methods: InstalmentMethod[];
  /** Field → translation key of what is wrong, from the last post. */
  errors: Record<string, string>;
  /** What the guest typed in the last post, shown again. */
  typed: Record<string, string>;
  /** The cancellation step: shown before anything changes. */
  confirmCancel: boolean;
  /** This page's address (keeping o and lang), for the cancel step's links. */
  here: string;
  /** A card payment the PMS prepared: the form the guest posts to the provider's page. */
  card: CardProviderView | null;
  /** PayPal's buttons for the next instalment, when the guest chose PayPal and the hotel takes it. */
  paypal: PayPalCheckoutView | null;
  /** Right after booking: PayPal's buttons load at once, without a click to open them. */
  payPalOpen?: boolean;
  /** The card payment is already one button away at the top of the page (right after booking). */
  cardShownAbove?: boolean;
  /** The change of the last post that the PMS refused or failed: told at its form (app/site/action-failure.ts). */
  failure?: ActionFailure | null;
}

/**
 * Every change a guest may make, each a plain form with its `intent` (works without JavaScript).
 * Paying is not here: it is in the payment section, under what it pays (PaymentActions, which takes
 * this interface's payment fields).
 */
export function ManageReservation({ reservation, errors, typed, confirmCancel, here, failure = null }: ManageProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const can = reservation.can;
  const failed = (action: ActionFailure["action"]) => (failure?.action === action ? failure : null);
  // A cancelled reservation has nothing left to change.
  if (reservation.status === "Canceled") return null;

  return (
    <section className="reservation-manage" aria-labelledby="manage-heading">
      <h2 id="manage-heading">{t("reservation.manageHeading")}</h2>
      {errors.intent && errors.intent !== FEE_CHANGED ? (
        <p className="booking-notice booking-notice--error" role="alert">
          {t(errors.intent)}
        </p>
      ) : null}
      {/* A failure of a form not drawn below (a card or PayPal payment), or of one no longer offered. */}
      {/* A payment's failure is told in the payment section while something is due there (PaymentActions). */}
      <FailureNotice
        failure={failure && !(isPaymentFailure(failure) && reservation.account.state === "due") && !shownAtItsForm(failure, can) ? failure : null}
      />
      <TimeSuggestions />

      {can.setArrival ? (
        <TimeForm
          intent="arrival-time"
          name="arrival_time"
          label={t("reservation.arrivalTime")}
          value={typed.arrival_time ?? reservation.arrivalTime ?? ""}
          error={errors.arrival_time}
          failure={failed("arrivalTime")}
          here={here}
        />
      ) : null}
      {can.setDeparture ? (
        <TimeForm
          intent="departure-time"
          name="departure_time"
          label={t("reservation.departureTime")}
          value={typed.departure_time ?? reservation.departureTime ?? ""}
          error={errors.departure_time}
          failure={failed("departureTime")}
          here={here}
        />
      ) : null}
      {can.note ? <NoteForm value={typed.note ?? reservation.note} error={errors.note} failure={failed("note")} here={here} /> : null}

      {/* Paying is in the payment section, under what it pays (PaymentActions, docs/decisions/053). */}
      {can.cancel ? (
        <CancelReservation
          reservation={reservation}
          confirm={confirmCancel}
          feeChanged={errors.intent === FEE_CHANGED}
          failure={failed("cancel")}
          here={here}
          busy={busy}
        />
      ) : null}
    </section>
  );
}

/** Whether the failed action's own form is on the page, to tell the failure there. */
function shownAtItsForm(failure: ActionFailure, can: { setArrival: boolean; setDeparture: boolean; note: boolean; cancel: boolean }): boolean {
  switch (failure.action) {
    case "arrivalTime":
      return can.setArrival;
    case "departureTime":
      return can.setDeparture;
    case "note":
      return can.note;
    case "cancel":
      return can.cancel;
    // Told in the dates' own section (ChangeDates), drawn outside this one.
    case "changeDates":
      return true;
    default:
      return false;
  }
}
