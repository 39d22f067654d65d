import { useTranslation } from "#translation";
import { formatMoney } from "~/booking/money";
import { formatDay } from "~/site/dates";
import { termKey } from "~/booking/offers";
import type { OfferView } from "~/booking/view";
import { HotelText, langOf } from "../HotelText";

/** The price before a discount (a coupon's, an offer's), struck through beside the price; nothing when there was none. */
export function RegularPrice({ offer }: { offer: Pick<OfferView, "priceRegular" | "currency"> }) {
  const { t, i18n } = useTranslation();
  if (offer.priceRegular === null) return null;
  return (
    <s className="offer__regular">
      <span className="visually-hidden">{t("booking.results.regularPrice")}: </span>
      {formatMoney(offer.priceRegular, offer.currency, i18n.language)}
    </s>
  );
}

/** The chosen offer's price: the meal, the stay's total, per night, and in the hotel's other currencies. */
export function OfferPrice({ offer }: { offer: OfferView }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, currency = offer.currency) => formatMoney(amount, currency, i18n.language);
  return (
    <div className="offer__price">
      <p className="offer__meal">
        <span className="visually-hidden">{t("booking.results.meal")}: </span>
        <HotelText value={offer.mealName} />
      </p>
      <p className="offer__total">
        <RegularPrice offer={offer} />{" "}
        <strong>
          <span className="visually-hidden">{t("booking.results.total")}: </span>
          {money(offer.price)}
        </strong>
      </p>
      <p className="offer__per-night">{t("booking.results.perNight", { price: money(offer.perNight) })}</p>
      {offer.converted.map((converted) => (
        <p key={converted.currency} className="offer__converted">
          {t("booking.results.approx", { amount: money(converted.amount, converted.currency) })}
        </p>
      ))}
    </div>
  );
}

/** Taxes, rules, policy texts and payment terms: in a <details>, which opens without JavaScript. */
export function OfferDetails({ offer, open = false }: { offer: OfferView; open?: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, offer.currency, i18n.language);
  return (
    <details className="offer__details" open={open}>
      <summary>{t("booking.results.details")}</summary>
      <dl className="offer__facts">
        <dt>{t("booking.results.withoutTaxes")}</dt>
        <dd>{money(offer.priceWithoutTaxes)}</dd>
        {offer.taxes.length > 0 ? (
          <>
            <dt>{t("booking.results.taxes")}</dt>
            <dd>
              <ul>
                {offer.taxes.map((tax, index) => (
                  <li key={index}>
                    <HotelText value={tax.name} />: {money(tax.amount)}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        <dt>{t("booking.terms.heading")}</dt>
        <dd>
          <ul>
            {offer.schedule.map((part) => (
              <li key={part.when}>
                {t(`booking.terms.${termKey(part)}`, {
                  percent: part.percent,
                  amount: money(part.amount),
                  days: part.days,
                  date: part.date ? formatDay(part.date, i18n.language) : "",
                })}
              </li>
            ))}
          </ul>
        </dd>
        {offer.rules.length > 0 ? (
          <>
            <dt>{t("booking.results.rules")}</dt>
            <dd>
              <ul>
                {offer.rules.map((rule, index) => (
                  <li key={index}>
                    <HotelText value={rule.title} />
                    {rule.priceLabel ? ` (${rule.priceLabel})` : ""}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      {offer.policy.length > 0 ? (
        <div className="offer__policy">
          <p className="offer__policy-heading">{t("booking.results.hotelWords")}</p>
          {offer.policy.map((text, index) => (
            <p key={index} lang={langOf(text, i18n.language)}>
              {text.text}
            </p>
          ))}
        </div>
      ) : null}
    </details>
  );
}
