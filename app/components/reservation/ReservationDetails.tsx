import type { ReactNode } from "react";
import { useTranslation } from "#translation";
import { formatMoney } from "~/booking/money";
import { formatDay, formatMoment } from "~/site/dates";
import type { ReservationView } from "~/reservation/view";
import { HotelText, phrase } from "~/components/HotelText";

/** What the guest booked, what it costs, what is paid and what cancelling would cost today. */
export function ReservationDetails({
  reservation,
  invoiceHref,
  payment = null,
  retrying = false,
}: {
  reservation: ReservationView;
  invoiceHref: (invoiceId: number) => string;
  /** The ways to pay the next payment (PaymentActions), drawn in the payment section, under what they pay. */
  payment?: ReactNode;
  /** A card payment is being retried (the provider's form is ready below): an earlier decline is not told again as news. */
  retrying?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  const cancelled = reservation.account.state === "cancelled";
  return (
    <>
      <dl className="offer__facts reservation-facts">
        <dt>{t("reservation.status")}</dt>
        <dd data-status={reservation.status}>{t(`reservation.statuses.${reservation.status}`)}</dd>
        <dt>{t("reservation.stay")}</dt>
        <dd>
          {formatDay(reservation.dayFrom, i18n.language)} – {formatDay(reservation.dayTo, i18n.language)} ·{" "}
          {t("reservation.nights", { count: reservation.nights })}
        </dd>
        <dt>{t("reservation.guests")}</dt>
        <dd>
          {t("booking.search.adults")}: {reservation.adults} · {t("booking.search.children")}: {reservation.children}
        </dd>
        <dt>{t("reservation.rooms")}</dt>
        <dd>
          {phrase(i18n.language, (slot) =>
            reservation.rooms.map((room) => t("booking.results.room", { count: room.count, name: slot({ text: room.name, lang: room.lang }) })).join(", "),
          )}
        </dd>
        <dt>{t("reservation.ratePlan")}</dt>
        <dd>
          <HotelText value={reservation.ratePlan} /> · <HotelText value={reservation.meal} />
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

      <MoneySummary reservation={reservation} payment={payment} retrying={retrying} />

      {reservation.instalments.length > 0 ? (
        <section aria-labelledby="instalments-heading">
          <h2 id="instalments-heading">{t("reservation.instalments")}</h2>
          <ul className="reservation-instalments">
            {reservation.instalments.map((instalment) => (
              <li key={`${instalment.invoiceId}-${instalment.dueDate}-${instalment.amount}`} data-urgent={instalment.urgent || undefined}>
                <InstalmentWhen instalment={instalment} />
                {" · "}
                {instalment.paid ? t("reservation.paid") : cancelled ? t("reservation.money.notCharged") : t("reservation.unpaid")}
                {instalment.proforma ? (
                  <>
                    {" · "}
                    <a href={invoiceHref(instalment.invoiceId)}>{t("reservation.proforma")}</a>
                  </>
                ) : null}
                {instalment.urgent ? (
                  <>
                    {" "}
                    <strong className="badge badge--urgent">
                      {t(
                        instalment.daysLeft < 0
                          ? "reservation.urgent.overdue"
                          : instalment.daysLeft === 0
                            ? "reservation.urgent.today"
                            : "reservation.urgent.tomorrow",
                      )}
                    </strong>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {!cancelled && (reservation.cancellationPolicy || reservation.cancellationFee !== null) ? (
        <section aria-labelledby="cancellation-heading">
          <h2 id="cancellation-heading">{t("reservation.cancellationHeading")}</h2>
          {reservation.cancellationPolicy ? <p>{reservation.cancellationPolicy}</p> : null}
          {reservation.cancellationFee !== null && reservation.can.cancel ? <CancellationToday reservation={reservation} /> : null}
        </section>
      ) : null}
    </>
  );
}

/** What cancelling today costs, and against what is already paid, what would come back or remain. */
export function CancellationToday({ reservation }: { reservation: ReservationView }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, reservation.account.currency, i18n.language);
  const { fee, paid, toPay, toRefund } = reservation.account.cancellation;
  return (
    <>
      <p data-testid="cancellation-fee">{fee > 0 ? t("reservation.feeToday", { fee: money(fee) }) : t("reservation.feeFree")}</p>
      {paid > 0 ? (
        <p>
          {toRefund > 0
            ? t("reservation.money.wouldRefund", { paid: money(paid), refund: money(toRefund) })
            : toPay > 0
              ? t("reservation.money.wouldRemain", { paid: money(paid), toPay: money(toPay) })
              : t("reservation.money.wouldKeep", { paid: money(paid) })}
        </p>
      ) : null}
    </>
  );
}

/**
 * The reservation's money in a few lines, from its one account: paid in full; what is left, the
 * next payment and the one date to pay it by; a payment reported; or what a cancellation charged.
 */
function MoneySummary({ reservation, payment, retrying }: { reservation: ReservationView; payment: ReactNode; retrying: boolean }) {
  const { t, i18n } = useTranslation();
  const { account } = reservation;
  const money = (amount: number) => formatMoney(amount, account.currency, i18n.language);
  const next = account.next;
  return (
    <section id="payment" className="reservation-money" aria-labelledby="money-heading" data-account={account.state}>
      <h2 id="money-heading">{t("reservation.money.heading")}</h2>
      {account.state === "paid" ? (
        <>
          <p className="booking-notice booking-notice--success" data-testid="payment-status">
            {t("reservation.paymentDone")}
          </p>
          <p>
            {reservation.paymentMethod
              ? t("reservation.money.paidBy", { amount: money(account.paid), method: reservation.paymentMethod })
              : t("reservation.money.paidSoFar", { amount: money(account.paid) })}
          </p>
        </>
      ) : account.state === "reported" ? (
        <p className="booking-notice booking-notice--info" data-testid="payment-status">
          {t("reservation.paymentReported")}
        </p>
      ) : account.state === "awaiting-invoice" ? (
        <p>{t("reservation.money.awaitingInvoice")}</p>
      ) : account.state === "cancelled" ? (
        <>
          <p className="booking-notice booking-notice--info" data-testid="payment-status">
            {t(CANCELLED_TEXTS[reservation.paymentStatus ?? ""] ?? "reservation.cancelledByGuest")}
          </p>
          <dl className="offer__facts" data-testid="cancellation-account">
            <dt>{t("reservation.money.cancellationFee")}</dt>
            <dd>{account.cancellation.fee > 0 ? money(account.cancellation.fee) : t("reservation.money.free")}</dd>
            <dt>{t("reservation.money.paid")}</dt>
            <dd>{money(account.cancellation.paid)}</dd>
            {account.cancellation.toPay > 0 ? (
              <>
                <dt>{t("reservation.money.toPay")}</dt>
                <dd>{money(account.cancellation.toPay)}</dd>
              </>
            ) : null}
            {account.cancellation.toRefund > 0 ? (
              <>
                <dt>{t("reservation.money.toRefund")}</dt>
                <dd>{money(account.cancellation.toRefund)}</dd>
              </>
            ) : null}
          </dl>
        </>
      ) : (
        <>
          <p>
            {account.paid > 0 ? `${t("reservation.money.paidSoFar", { amount: money(account.paid) })} · ` : ""}
            {t("reservation.money.leftToPay", { amount: money(account.outstanding) })}
          </p>
          {next ? (
            <p data-testid="next-payment" data-due-date={next.dueDate}>
              <strong>
                {t(next.overdue ? "reservation.money.nextOverdue" : next.dueNow ? "reservation.money.nextToday" : "reservation.money.nextOn", {
                  amount: next.parts.length > 1 ? `${money(next.total)} (${next.parts.map(money).join(" + ")})` : money(next.total),
                  date: formatDay(next.dueDate, i18n.language),
                })}
              </strong>{" "}
              {account.chosenMethod === "custom" && reservation.paymentMethod ? t("reservation.money.atTheHotel", { method: reservation.paymentMethod }) : null}
            </p>
          ) : null}
          {next && !next.beforeArrival && !next.dueNow && account.chosenMethod !== "custom" ? (
            <p data-testid="pay-on-arrival">{t("reservation.money.onArrival")}</p>
          ) : null}
          {account.releaseAt ? (
            <p className="booking-notice booking-notice--info" data-testid="release-note">
              {t("reservation.releaseNote", { date: formatMoment(account.releaseAt, i18n.language, reservation.timeZone) })}
            </p>
          ) : null}
          {/* A decline is told where the guest pays again (our words: the provider's reason is in its own language). */}
          {retrying
            ? null
            : account.cardErrors.slice(-1).map((error, index) => (
                <p key={index} className="booking-notice booking-notice--error" data-testid="card-error">
                  {t("reservation.cardError", { card: error.card ?? "—" })}
                </p>
              ))}
          {payment}
        </>
      )}
    </section>
  );
}

/**
 * When an instalment falls due, in the words the booking page used for it (`booking.terms`: "30 %
 * (252.00 RON) on booking", "70 % (588.00 RON) on 22 December 2026") and its one date, the
 * proforma's; an instalment the terms do not explain reads the PMS's own note and its date.
 */
function InstalmentWhen({ instalment }: { instalment: ReservationView["instalments"][number] }) {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(instalment.amount, instalment.currency, i18n.language);
  const date = formatDay(instalment.dueDate, i18n.language);
  const { term } = instalment;
  if (!term) {
    return (
      <>
        {instalment.note ? (
          <>
            <HotelText value={instalment.note} />:{" "}
          </>
        ) : null}
        {amount} · {t("reservation.due", { date })}
      </>
    );
  }
  // After a change of dates a paid deposit is the old total's share: the part's words, without a percent that no longer holds.
  const words =
    term.percent === null ? t(`reservation.terms.${term.key}`, { amount, date }) : t(`booking.terms.${term.key}`, { percent: term.percent, amount, date });
  // "On 22 December 2026" carries its date already; "on booking" and "on arrival" are given theirs.
  return <>{term.key === "before-arrival" ? words : `${words}, ${date}`}</>;
}

/** The spec's texts (§4) for a cancelled reservation, by the guest's payment status. */
const CANCELLED_TEXTS: Record<string, string> = {
  canceled: "reservation.cancelledByGuest",
  // What is refunded is told once, in the account below, and only when something is owed back (docs/decisions/053).
  canceled_and_payed: "reservation.cancelledByGuest",
  canceled_by_staff: "reservation.cancelledByStaff",
};
