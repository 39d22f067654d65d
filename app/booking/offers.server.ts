/**
 * The offers the guest sees: the PMS's solutions turned into rooms, rate plans and meals in the
 * guest's language, cheapest first, with what each costs and when it is paid (docs/spec.md §3, §9), and
 * the outcome of a search as the page tells it.
 */
import type { Rate, Solution, Translated } from "../../contracts/entities";
import { publicMediaUrl } from "~/bff.server";
import type { LoadedSite } from "~/site/site.server";
import { hotelLanguagesOf, hotelTextPicker, MISSING_TEXT, pageText, type HotelLanguages, type LocalizedText } from "~/site/localized";
import { tooBigFor } from "./capacity";
import { convertMoney, formatPriceLabel, roundMoney } from "./money";
import { cancellationBadge, cancellationHint, datedSchedule, paymentBadge, seasonStayAdvice, solutionKey, termKey, type StayAdvice } from "./offers";
import type { BookingSearch } from "./search";
import { locationIdOf, partyOf, type SearchAnswer } from "./search.server";
import type { OfferSummary, OfferView, SearchOutcomeView, SolutionView } from "./view";

/**
 * The rate's policy texts (its conditions) for the page: each of `policy_translated` through the
 * chain when the PMS sends them, else the `policy` strings as they are, in the organisation's
 * language (the display language when the PMS names none; marked with it on another language's
 * page). Blank ones are left out.
 */
export function policyTexts(rate: Pick<Rate, "policy" | "policy_translated">, language: string, hotel: HotelLanguages): LocalizedText[] {
  const pick = hotelTextPicker(language, hotel);
  const translated = (rate.policy_translated ?? []).map(pick).filter((text) => text.text !== MISSING_TEXT);
  if (translated.length > 0) return translated;
  const written = hotel.organisation ?? hotel.display ?? null;
  const lang = written && written.split("-")[0] !== language ? written : null;
  return rate.policy
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ text, lang }));
}

/** What the guest is choosing between, cheapest first; a room the guest came for comes first of all. */
function toSolutionViews(
  solutions: Solution[],
  loaded: LoadedSite,
  search: BookingSearch,
  origin: string,
  today: string,
  preselect: number | null,
): SolutionView[] {
  const { organisation } = loaded.site;
  const { locale } = loaded;
  const settings = organisation.settings;
  // Every hotel text of the page through the one chain (docs/decisions/025), picked once per text:
  // a name repeated over the page (each meal under each plan of each room) is then one object, which
  // the page's data carries once and refers to after (turbo-stream), not once per offer.
  const hotel = hotelLanguagesOf(organisation);
  const pick = hotelTextPicker(locale, hotel);
  const picked = new Map<unknown, LocalizedText>();
  const name = (text: Translated | null | undefined, key: unknown = text): LocalizedText => {
    const known = key ? picked.get(key) : undefined;
    if (known) return known;
    const found = pick(text);
    if (key) picked.set(key, found);
    return found;
  };
  const fx = settings.currencies_fx;
  const countryCurrency = settings.country_currency ?? settings.currency;

  const toOffer = (planId: number, rate: Solution["rate_plans"][number]["rates"][number]): OfferView => {
    const meal = settings.meals.find((candidate) => candidate.id === rate.meal_id);
    const schedule = datedSchedule(rate.payment_terms, rate.price, search.dayFrom, today);
    return {
      ratePlanId: planId,
      mealId: rate.meal_id,
      mealName: meal ? name(meal.name) : pageText(MISSING_TEXT),
      mealCode: meal?.code ?? null,
      price: roundMoney(rate.price),
      priceRegular: rate.price_regular > rate.price ? roundMoney(rate.price_regular) : null,
      perNight: roundMoney(rate.price / search.nights),
      priceWithoutTaxes: roundMoney(rate.price_without_all_taxes),
      taxes: rate.taxes.map((tax) => ({ name: name(tax.name), amount: roundMoney(tax.amount_price) })),
      rules: rate.rules.map((rule) => ({ title: name(rule.title), priceLabel: rule.price_label ? formatPriceLabel(rule.price_label, locale) : null })),
      policy: policyTexts(rate, locale, hotel),
      schedule,
      // The instalments the PMS will date on the booking day, to the cent as its proforma will say.
      dueNow: roundMoney(schedule.filter((part) => termKey(part) === "booking").reduce((sum, part) => sum + part.amount, 0)),
      currency: rate.currency,
      converted: Object.keys(fx)
        .filter((currency) => currency !== rate.currency)
        .flatMap((currency) => {
          const amount = convertMoney(rate.price, rate.currency, currency, fx, countryCurrency);
          return amount === null ? [] : [{ currency, amount }];
        }),
    };
  };

  const views = solutions.map((solution): SolutionView => {
    const ratePlans = solution.rate_plans
      .filter((plan) => plan.rates.length > 0)
      .map((plan) => {
        const offers = plan.rates.map((rate) => toOffer(plan.id, rate)).sort((a, b) => a.price - b.price);
        const cancellation = cancellationHint(
          plan.cancellation_policy_name ?? organisation.rate_plans.find((known) => known.id === plan.id)?.cancellation_policy_name,
        );
        const cheapest = offers[0]!;
        return {
          id: plan.id,
          // The same plan comes in each solution as another object: one name per plan id.
          name: name(plan.name, `plan ${plan.id}`),
          cancellation,
          cancellationBadge: cancellation ? cancellationBadge(cancellation, search.dayFrom, today) : null,
          payment: paymentBadge(cheapest.schedule),
          offers,
        };
      })
      .sort((a, b) => a.offers[0]!.price - b.offers[0]!.price);
    const roomIds = Object.keys(solution.room_types_total).map(Number);
    return {
      key: solutionKey(solution.room_types_total),
      rooms: Object.entries(solution.room_types_total).map(([id, count]) => {
        const room = settings.room_types.find((candidate) => candidate.id === Number(id));
        const named = room ? name(room.name) : pageText(MISSING_TEXT);
        const roomName = named.text !== MISSING_TEXT ? named : pageText(`#${id}`);
        const photos = (room?.photo_urls ?? []).flatMap((url, index) => {
          const publicUrl = publicMediaUrl(url, origin);
          const alt = index === 0 ? roomName.text : `${roomName.text} (${index + 1})`;
          return publicUrl ? [{ url: publicUrl, alt, ...(roomName.lang ? { lang: roomName.lang } : {}) }] : [];
        });
        const beds = Object.fromEntries(Object.entries(room?.beds ?? {}).filter(([, beds]) => beds > 0));
        return { id: Number(id), name: roomName, count, adults: room?.adults ?? 0, children: room?.children ?? 0, beds, photos };
      }),
      ratePlans,
      fromPrice: ratePlans[0]?.offers[0]?.price ?? 0,
      currency: ratePlans[0]?.offers[0]?.currency ?? settings.currency,
      preselected: preselect !== null && roomIds.includes(preselect),
    };
  });
  return views.sort((a, b) => Number(b.preselected) - Number(a.preselected) || a.fromPrice - b.fromPrice);
}

/** The PMS's answer as the guest reads it, with the season length-of-stay warnings. */
export function outcomeOf(
  answer: SearchAnswer,
  loaded: LoadedSite,
  search: BookingSearch,
  origin: string,
  today: string,
  preselect: number | null,
): SearchOutcomeView {
  const { organisation } = loaded.site;
  const advice = seasonStayAdvice({ ratePlans: organisation.rate_plans, seasons: organisation.settings.seasons }, search.dayFrom, search.nights);
  if (!Array.isArray(answer)) return { kind: "min-stay", minNights: answer.min_nights, advice };
  if (answer.length === 0) return tooBigOutcome(loaded, search, advice) ?? { kind: "no-availability", advice };
  const solutions = toSolutionViews(answer, loaded, search, origin, today, preselect).filter((solution) => solution.ratePlans.length > 0);
  if (solutions.length === 0) return { kind: "no-rate-plans", advice };
  return { kind: "solutions", solutions, advice };
}

/**
 * "Nothing free" for a party that no `rooms` rooms of this location could host is about the party,
 * not the dates: it says so, with the fewest rooms that would do (decision 023).
 */
export function tooBigOutcome(loaded: LoadedSite, search: BookingSearch, advice: StayAdvice[]): SearchOutcomeView | null {
  const locationId = locationIdOf(loaded, search);
  const roomTypes = loaded.site.organisation.settings.room_types.filter((room) => room.location_id === locationId);
  const party = partyOf(loaded, search);
  const tooBig = tooBigFor(roomTypes, { adults: party.adults, children: party.children, rooms: search.rooms });
  return tooBig ? { kind: "too-big", rooms: search.rooms, roomsNeeded: tooBig.roomsNeeded, advice } : null;
}

/** The outcome as the offers list shows it: each offer without what only the details step shows. */
export function listed(outcome: SearchOutcomeView): SearchOutcomeView<OfferSummary> {
  if (outcome.kind !== "solutions") return outcome;
  const summary = ({ ratePlanId, mealId, mealName, mealCode, price, priceRegular, perNight, dueNow, currency, converted }: OfferView): OfferSummary => ({
    ratePlanId,
    mealId,
    mealName,
    mealCode,
    price,
    priceRegular,
    perNight,
    dueNow,
    currency,
    converted,
  });
  return {
    ...outcome,
    solutions: outcome.solutions.map((solution) => ({
      ...solution,
      ratePlans: solution.ratePlans.map((plan) => ({ ...plan, offers: plan.offers.map(summary) })),
    })),
  };
}

/**
 * Whether a coupon brought any price down: the PMS answers a search with a code it does not take
 * exactly as one without it, so a regular price above the price is the only sign it applied.
 */
export function couponApplied(outcome: SearchOutcomeView<OfferSummary> | null): boolean {
  if (outcome?.kind !== "solutions") return false;
  return outcome.solutions.some((solution) => solution.ratePlans.some((plan) => plan.offers.some((offer) => offer.priceRegular !== null)));
}
