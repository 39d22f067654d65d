import { Form } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "#translation";
import { formatMoney } from "~/booking/money";
import { formatDay } from "~/site/dates";
import { CardProviderForm } from "~/components/reservation/CardPayment";
import type { ManageProps } from "~/components/reservation/ManageReservation";
import type { ReservationView } from "~/reservation/view";
import type { LocalizedText } from "~/site/localized";
import { HotelLanguageNote, HotelText } from "~/components/HotelText";
import { FrameReturnField } from "~/components/EmbedFields";
import { alternatives, checkInOpensLater, offeredActions } from "~/reservation/offered";

/**
 * Right after booking: what happened (a headline, the code, the stay and its total) and what
 * happens next for the way the guest chose to pay: the card payment one button away, PayPal's
 * buttons already loading below, or the hotel's details for a transfer.
 */
export function BookedWelcome({
  welcome,
  reservation,
  methods,
  card,
  hasPayPal,
  here,
}: {
  welcome: { checkInTime: string | null; address: string | null; hotel: string };
  reservation: ReservationView;
  methods: { method: string; details: LocalizedText[] }[];
  card: ManageProps["card"];
  hasPayPal: boolean;
  here: string;
}) {
  const { t, i18n } = useTranslation();
  const { next, actions, chosenMethod } = reservation.account;
  const details = methods.find((candidate) => candidate.method === chosenMethod)?.details ?? [];
  return (
    <section id="booked" className="booked-welcome" aria-labelledby="booked-heading">
      <h2 id="booked-heading">{t("reservation.booked")}</h2>
      <p>{t("reservation.bookedNext", { id: reservation.id })}</p>
      <p className="booked-welcome__stay">
        {t("reservation.bookedStay", {
          dayFrom: formatDay(reservation.dayFrom, i18n.language),
          dayTo: formatDay(reservation.dayTo, i18n.language),
          nights: reservation.nights,
          adults: reservation.adults,
          children: reservation.children,
          total: formatMoney(reservation.total, reservation.currency, i18n.language),
        })}
      </p>
      {card ? <CardProviderForm card={card} /> : null}
      {!card && actions.card && next ? (
        // Inside the hotel's own website: the usual button, which learns the frame's address first.
        <Form method="post" action={`${here}#payment`} className="booked-welcome__pay">
          <input type="hidden" name="intent" value="card" />
          <FrameReturnField />
          <input type="hidden" name="invoice_id" value={next.invoiceId} />
          <input type="hidden" name="amount" value={next.amount} />
          <button type="submit" className="button button--primary">
            {t("reservation.payNowByCard", { amount: formatMoney(next.amount, next.currency, i18n.language) })}
          </button>
        </Form>
      ) : null}
      <ul>
        {hasPayPal && next ? (
          <li>
            <a href="#paypal-payment">{t("reservation.nextPayPal")}</a>
          </li>
        ) : !actions.card && details.length > 0 ? (
          <li>
            {details.map((detail, index) => (
              <Fragment key={index}>
                {index > 0 ? " " : null}
                <HotelText value={detail} />
              </Fragment>
            ))}
            {/* The hotel's instructions lead; a note when they are not in the guest's language. */}{" "}
            <HotelLanguageNote lang={details[0]?.lang} as="span" className="hotel-language-note hotel-language-note--inline" />
          </li>
        ) : null}
        <li>
          {welcome.hotel}
          {welcome.address ? `, ${welcome.address}` : ""}
          {welcome.checkInTime ? ` · ${t("reservation.checkInFrom", { time: welcome.checkInTime })}` : ""}
        </li>
        <CanHere reservation={reservation} />
        {checkInOpensLater(reservation) ? <li data-testid="check-in-later">{t("reservation.checkInLater")}</li> : null}
      </ul>
    </section>
  );
}

/** "On this page you can pay, set your arrival time or cancel": only what the page below offers. */
function CanHere({ reservation }: { reservation: ReservationView }) {
  const { t, i18n } = useTranslation();
  const offered = offeredActions(reservation);
  if (offered.length === 0) return null;
  return (
    <li data-testid="can-here">
      {t("reservation.canHere", {
        actions: alternatives(
          offered.map((action) => t(`reservation.can.${action}`)),
          i18n.language,
        ),
      })}
    </li>
  );
}
