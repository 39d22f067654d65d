/**
 * What the booking page shows, as plain serialisable data: built on the server from the PMS's
 * answers, in the guest's language, and rendered by app/components/booking/. The hotel's own texts
 * (names of rooms, rates and meals, taxes, price lines, policy texts, a custom payment method) are
 * `LocalizedText`s: picked through the one chain of docs/decisions/025, each with its language when
 * it is a fallback in another, for a `lang` attribute.
 */
import type { GuestPaymentMethod } from "../../contracts/entities";
import type { AlternativeStay } from "./alternatives";
import type { LocalizedText } from "~/site/localized";
import type { CancellationBadge, CancellationHint, PaymentBadge, PaymentPart, StayAdvice } from "./offers";
import type { PayPalPrice } from "./paypal-price";
import type { SearchContext } from "./search";

export interface OfferView {
  ratePlanId: number;
  mealId: number;
  mealName: LocalizedText;
  mealCode: string | null;
  price: number;
  /** The regular price, only when higher than `price` (then shown struck through). */
  priceRegular: number | null;
  perNight: number;
  priceWithoutTaxes: number;
  taxes: Array<{ name: LocalizedText; amount: number }>;
  /** The PMS's price lines; amounts it wrote as "1386.00 RON" are already in the guest's format. */
  rules: Array<{ title: LocalizedText; priceLabel: string | null }>;
  /**
   * The PMS's own policy texts (conditions of the rate): from `policy_translated` through the chain
   * when the PMS sends it, else its `policy` strings, written in the organisation's language.
   */
  policy: LocalizedText[];
  schedule: PaymentPart[];
  /** What the guest pays when booking (instalments whose date has come included). */
  dueNow: number;
  currency: string;
  /** The price in the organisation's other currencies, at its fixed rates. */
  converted: Array<{ currency: string; amount: number }>;
}

/**
 * What the offers list shows of an offer. The price breakdown, the PMS's texts and the schedule
 * are shown only once the guest chooses (the details step gets the whole OfferView): sending them
 * for every meal of every plan of every room was half a search page's HTML.
 */
export type OfferSummary = Pick<
  OfferView,
  "ratePlanId" | "mealId" | "mealName" | "mealCode" | "price" | "priceRegular" | "perNight" | "dueNow" | "currency" | "converted"
>;

export interface RatePlanView<Offer extends OfferSummary = OfferView> {
  id: number;
  name: LocalizedText;
  cancellation: CancellationHint | null;
  /** The cancellation terms as dates for this stay (null: the PMS named no policy we know). */
  cancellationBadge: CancellationBadge | null;
  /** When the guest pays, from the cheapest offer's terms (they are the plan's). */
  payment: PaymentBadge | null;
  /** Cheapest first. */
  offers: Offer[];
}

export interface SolutionRoomView {
  id: number;
  name: LocalizedText;
  count: number;
  adults: number;
  children: number;
  /** Bed kind → count, kinds with none left out. */
  beds: Record<string, number>;
  /** `lang`: the language of `alt` (the room's name) when it is not the page's. */
  photos: Array<{ url: string; alt: string; lang?: string }>;
}

export interface SolutionView<Offer extends OfferSummary = OfferView> {
  /** The room-type combination as carried in the URL (`room_types`). */
  key: string;
  rooms: SolutionRoomView[];
  /** Cheapest first. */
  ratePlans: RatePlanView<Offer>[];
  /** The lowest total of any offer, in `currency`. */
  fromPrice: number;
  currency: string;
  /** It holds the room type the guest came for from the rooms page (`room_type_id`). */
  preselected: boolean;
}

export type SearchOutcomeView<Offer extends OfferSummary = OfferView> =
  | { kind: "solutions"; solutions: SolutionView<Offer>[]; advice: StayAdvice[] }
  /** The PMS's minimum stay: "select at least N nights". */
  | { kind: "min-stay"; minNights: number; advice: StayAdvice[] }
  | { kind: "no-availability"; advice: StayAdvice[] }
  /**
   * The party does not fit `rooms` rooms of any kind the hotel has (decision 023): `roomsNeeded` is
   * the fewest that could host it, null when not even the most a search may ask for can.
   */
  | { kind: "too-big"; rooms: number; roomsNeeded: number | null; advice: StayAdvice[] }
  /** Rooms are free but no rate plan sells this stay. */
  | { kind: "no-rate-plans"; advice: StayAdvice[] }
  /** The PMS could not answer; `message` is its own text when it gave one. */
  | { kind: "failed"; message: string | null };

export interface PaymentMethodView {
  method: GuestPaymentMethod;
  /** The hotel's name of its custom method, else ours. */
  name: LocalizedText;
  instructions: LocalizedText | null;
  /** For PayPal on a chosen offer: its surcharge and what it charges, before booking (decision 023). */
  payPal?: (PayPalPrice & { text: string }) | null;
}

export type GuestState = "new" | "exists" | "signedin";

/**
 * The chosen solution as the details step shows it: its key and rooms. Its other plans and meals
 * are not on that page, and sending them was a third of its data (issue 53).
 */
export type ChosenSolution = Pick<SolutionView, "key" | "rooms">;

export interface ChoiceView {
  solution: ChosenSolution;
  ratePlan: RatePlanView;
  offer: OfferView;
  paymentMethods: PaymentMethodView[];
  idempotencyKey: string;
  /** Details of the signed-in guest, to prefill the form. */
  prefill: { first_name: string; last_name: string; phone: string; email: string } | null;
  guestState: GuestState;
  /** What the guest had typed before signing in on the way (restored over the prefill). */
  typed: Record<string, string> | null;
}

export interface BookingPageData {
  context: SearchContext;
  /** Locations to pick from (only when the organisation has more than one). */
  locations: Array<{ id: number; name: string }>;
  /** The search form's values: the normalised search, else what the guest typed. */
  values: Record<string, string | string[]>;
  /** conform's reply when the search had errors. */
  searchErrors: Record<string, string[]> | null;
  /** The search the results are for, as URL query (for links and hidden fields). */
  query: Record<string, string> | null;
  nights: number | null;
  shortened: boolean;
  checkOutMoved: boolean;
  countedAsAdults: number;
  /** A coupon the search carried, and whether any offer's price came down with it. */
  coupon: { code: string; applied: boolean } | null;
  /** Null on the details step too: the page shows the chosen offer, not the list (`choice`). */
  outcome: SearchOutcomeView<OfferSummary> | null;
  /** For a search with nothing free or too few nights: the nearest stays that can be booked, with their totals (decision 046). */
  alternatives: AlternativeStay[];
  choice: ChoiceView | null;
  /** A choice in the URL that no longer exists (sold out, changed search). */
  choiceGone: boolean;
  /** The choice in the URL was booked from this session already: its reservation, instead of the form. */
  booked: { reservationId: number } | null;
  /**
   * The room type the guest came for from a room card (`room_type_id`): kept through a new search
   * and back from the details, so that room stays first whatever dates they try.
   */
  roomTypeId: string | null;
  /**
   * A plain search's results, when they come after the page around them (decision 049): the
   * coupon's effect, the offers and the nearest stays, once the PMS has answered.
   */
  later: Promise<SearchResults> | null;
}

/** What a search's answer makes of the page: the coupon's effect, the offers, the nearest stays. */
export type SearchResults = Pick<BookingPageData, "coupon" | "outcome" | "alternatives">;

/**
 * A problem with the booking as a whole: a translation key (with its values), or the PMS's own text.
 * `heading` replaces "Please check the form" when the problem is not in the form (the PMS did not answer).
 */
export type FormError =
  | {
      key: string;
      values?: Record<string, string | number>;
      heading?: string;
      /** A party the PMS refused for these rooms: the same stay searched with `rooms` rooms (the search's own "more rooms" link). */
      moreRooms?: { rooms: number; href: string };
    }
  | { text: string };
