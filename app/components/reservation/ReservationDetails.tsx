import { useTranslation } from "react-i18next";
import { formatDay, formatMoment, formatMoney } from "~/booking/money";
import type { ReservationView } from "~/reservation/view";

/** What the guest booked, what it costs, what is paid and what cancelling would cost today. */
export function ReservationDetails({ reservation, invoiceHref }: { reservation: ReservationView; invoiceHref: (invoiceId: number) => string }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  return (
    <>
      <dl className="offer__facts reservation-facts">
        <dt>{t("reservation.status")}</dt>
        <dd data-status={reservation.status}>{t(`reservation.statuses.${reservation.status}`)}</dd>
        <dt>{t("reservation.stay")}</dt>
        <dd>
          {formatDay(reservation.dayFrom, i18n.language)} – {formatDay(reservation.dayTo, i18n.language)} · {t("reservation.nights", { count: reservation.nights })}
        </dd>
        <dt>{t("reservation.guests")}</dt>
        <dd>
          {t("booking.search.adults")}: {reservation.adults} · {t("booking.search.children")}: {reservation.children}
        </dd>
        <dt>{t("reservation.rooms")}</dt>
        <dd>{reservation.rooms.map((room) => t("booking.results.room", { count: room.count, name: room.name })).join(", ")}</dd>
        <dt>{t("reservation.ratePlan")}</dt>
        <dd>
          {reservation.ratePlan} · {reservation.meal}
        </dd>
        <dt>{t("reservation.total")}</dt>
        <dd>{money(reservation.total, reservation.currency)}</dd>
        {reservation.paymentMethod ? (
          <>
            <dt>{t("reservation.paymentMethod")}</dt>
            <dd>{reservation.paymentMethod}</dd>
          </>
        ) : null}
        <dt>{t("reservation.guest")}</dt>
        <dd>
          {reservation.guest.name} · {reservation.guest.email} · {reservation.guest.phone}
        </dd>
      </dl>

      <PaymentStatus reservation={reservation} />

      {reservation.instalments.length > 0 ? (
        <section aria-labelledby="instalments-heading">
          <h2 id="instalments-heading">{t("reservation.instalments")}</h2>
          <ul className="reservation-instalments">
            {reservation.instalments.map((instalment) => (
              <li key={`${instalment.invoiceId}-${instalment.dueDate}`} data-urgent={instalment.urgent || undefined}>
                {instalment.note ? `${instalment.note}: ` : ""}
                {money(instalment.amount, instalment.currency)} · {t("reservation.due", { date: formatDay(instalment.dueDate, i18n.language) })} ·{" "}
                {instalment.paid ? t("reservation.paid") : t("reservation.unpaid")}
                {" · "}
                <a href={invoiceHref(instalment.invoiceId)}>{t("reservation.proforma")}</a>
                {instalment.urgent ? (
                  <>
                    {" "}
                    <strong className="badge badge--urgent">{t("reservation.urgent")}</strong>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {reservation.cardErrors.map((error, index) => (
        <p key={index} className="booking-notice booking-notice--error">
          {t("reservation.cardError", { message: error.message, card: error.card ?? "—" })}
        </p>
      ))}

      {reservation.releaseAt ? (
        <p className="booking-notice booking-notice--info">
          {t("reservation.releaseNote", { date: formatMoment(reservation.releaseAt, i18n.language, reservation.timeZone) })}
        </p>
      ) : null}

      {reservation.cancellationPolicy || reservation.cancellationFee !== null ? (
        <section aria-labelledby="cancellation-heading">
          <h2 id="cancellation-heading">{t("reservation.cancellationHeading")}</h2>
          {reservation.cancellationPolicy ? <p>{reservation.cancellationPolicy}</p> : null}
          {reservation.cancellationFee !== null && reservation.can.cancel ? (
            <p data-testid="cancellation-fee">
              {reservation.cancellationFee > 0 ? t("reservation.feeToday", { fee: money(reservation.cancellationFee, reservation.currency) }) : t("reservation.feeFree")}
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

/** The spec's payment texts (§4) for the guest's payment status. */
function PaymentStatus({ reservation }: { reservation: ReservationView }) {
  const { t } = useTranslation();
  const key = reservation.paymentDone
    ? "reservation.paymentDone"
    : ({ payed: "reservation.paymentReported", canceled: "reservation.cancelledByGuest", canceled_and_payed: "reservation.cancelRequested", canceled_by_staff: "reservation.cancelledByStaff" } as Record<string, string>)[reservation.paymentStatus ?? ""];
  if (!key) return null;
  return (
    <p className="booking-notice booking-notice--info" data-testid="payment-status">
      {t(key)}
    </p>
  );
}
