import { Form, Link } from "@remix-run/react";
import { useTranslation } from "#translation";
import { formatMoney } from "~/booking/money";
import { FailureNotice } from "~/components/Notifications";
import type { ReservationView } from "~/reservation/view";
import type { ActionFailure } from "~/site/action-failure";

/** The refusal that brings the cancel step back with today's fee (MANAGE_ERRORS.feeChanged). */
export const FEE_CHANGED = "reservation.errors.feeChanged";

/**
 * Cancelling, in two steps: a link to the step (`?confirm=cancel#cancel`), then the step itself with
 * today's fee and the form that cancels at that fee only.
 */
export function CancelReservation({
  reservation,
  confirm,
  feeChanged,
  failure = null,
  here,
  busy,
}: {
  reservation: ReservationView;
  confirm: boolean;
  feeChanged: boolean;
  /** The PMS refused or failed the cancellation: told in the step, which stays open to try again. */
  failure?: ActionFailure | null;
  here: string;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (!confirm) {
    return (
      <p>
        <Link to={`${here}${here.includes("?") ? "&" : "?"}confirm=cancel#cancel`} className="button button--secondary">
          {t("reservation.cancel")}
        </Link>
      </p>
    );
  }
  return (
    <div id="cancel" className="cancel-confirm" role="group" aria-labelledby="cancel-heading">
      <h3 id="cancel-heading">{t("reservation.cancelConfirmHeading", { id: reservation.id })}</h3>
      {/* Where the guest is looking: the fee they confirmed is not today's any more. */}
      {feeChanged ? (
        <p className="booking-notice booking-notice--error" role="alert">
          {t(FEE_CHANGED)}
        </p>
      ) : null}
      <FailureNotice failure={failure} />
      <p>
        {reservation.cancellationFee && reservation.cancellationFee > 0
          ? t("reservation.feeToday", { fee: formatMoney(reservation.cancellationFee, reservation.currency, i18n.language) })
          : t("reservation.feeFree")}
      </p>
      {/* Back at this step when the fee changed, also without JavaScript (the answer opens at #cancel). */}
      <Form method="post" action={`${here}#cancel`}>
        <input type="hidden" name="intent" value="cancel" />
        {/* The fee just shown: the server cancels only at this fee, or shows the new one and asks again. */}
        <input type="hidden" name="fee" value={reservation.cancellationFee ?? 0} />
        <button type="submit" className="button button--danger" disabled={busy}>
          {t("reservation.cancelConfirm")}
        </button>{" "}
        <Link to={here}>{t("reservation.cancelKeep")}</Link>
      </Form>
    </div>
  );
}
