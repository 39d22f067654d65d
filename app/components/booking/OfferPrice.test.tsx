/** The chosen offer's details: the PMS's price lines under a heading that says what they are (issue 51, item 7). */
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { OfferView } from "~/booking/view";
import { i18nFor } from "~/i18n.server";
import { OfferDetails } from "./OfferPrice";

const offer = {
  ratePlanId: 11,
  mealId: 2,
  mealName: { text: "Bed and breakfast", lang: "en" },
  mealCode: "BB",
  price: 424.92,
  priceRegular: null,
  perNight: 212.46,
  priceWithoutTaxes: 390,
  taxes: [],
  rules: [{ title: { text: "Accommodation, 2 nights", lang: "en" }, priceLabel: "390,00 lei" }],
  policy: [],
  schedule: [],
  dueNow: 0,
  currency: "RON",
  converted: [],
} satisfies OfferView;

describe("the price breakdown's heading", () => {
  it.each([
    ["en", "Price breakdown"],
    ["es", "Desglose del precio"],
    ["it", "Dettaglio del prezzo"],
  ] as const)("%s: %s, not 'Rules'", (language, heading) => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18nFor(language)}>
        <OfferDetails offer={offer} open />
      </I18nextProvider>,
    );
    expect(html).toContain(`<dt>${heading}</dt>`);
    expect(html).not.toMatch(/<dt>(Rules|Normas|Regole)<\/dt>/);
  });
});
