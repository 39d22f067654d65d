/**
 * The slices of the hotel's public data that pages need: already in the guest's language, photos
 * already pointing where a browser can load them, nothing secret. Safe to send to the browser.
 */
import type { ActionFailure } from "./action-failure";
import type { DisputeCountry } from "./consumer-disputes";

export interface PhotoView {
  url: string;
  alt: string;
  /** The language of `alt` when it is the hotel's text in another language than the page's. */
  lang?: string;
}

/**
 * For each of the hotel's own texts shown in another language than the page's (a fallback of the
 * one chain, docs/decisions/025): that language, for a `lang` attribute. Absent: the page's.
 */
export type TextLanguages<Key extends string> = Partial<Record<Key, string>>;

export type LocationText = "title" | "shortDescription" | "description" | "aboutText" | "discoverText" | "excellenceText";

export interface SocialView {
  facebook: string | null;
  instagram: string | null;
  youtube: string | null;
}

export interface LocationView {
  id: number;
  name: string;
  title: string;
  shortDescription: string;
  description: string;
  aboutText: string;
  discoverText: string;
  excellenceText: string;
  bookNowText: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  /** `'lat,lng'` as the PMS gives it. */
  coordinates: string | null;
  mapsLink: string | null;
  social: SocialView;
  photos: PhotoView[];
  bannerUrl: string | null;
  faviconUrl: string | null;
  showLogo: boolean;
  showGallerySlider: boolean;
  meta: { title: string | null; description: string | null; keywords: string | null };
  textLang: TextLanguages<LocationText>;
}

/**
 * Another location as every page carries it (the home's list of houses, the rooms page's groups):
 * its name and a line about it. Its whole view is on its own pages, as their `location`.
 */
export type LocationSummary = Pick<LocationView, "id" | "name" | "shortDescription" | "address" | "bookNowText"> & {
  textLang: TextLanguages<"shortDescription">;
};

export interface PolicyLink {
  kind: "terms" | "policies" | "order" | "cancel" | "gdpr";
  /** Our page, or the hotel's own page when the PMS gives a `url`. */
  href: string;
  title: string;
  external: boolean;
}

export interface SiteView {
  organisation: {
    id: number;
    name: string;
    slug: string;
    logoUrl: string | null;
    phone: string | null;
    email: string | null;
    aboutText: string;
    photos: PhotoView[];
    businessName: string | null;
    vatNumber: string | null;
    registry: string | null;
    /** The country whose consumer-protection body the footer names (decision 055); null: none shown. */
    disputeCountry: DisputeCountry | null;
    /** A card method (mobilpay) is enabled: the footer shows the card logos. */
    acceptsCards: boolean;
    showAllLocations: boolean;
    supportsCoupons: boolean;
    /** Spec §1: the location display language (ro or en, from the slug), a late step of the texts' chain (decision 025). */
    displayLanguage: string;
    textLang: TextLanguages<"aboutText">;
    /** The 404 page's partner logos: the channels it sells through that have one (decision 036). */
    partners: PartnerLogo[];
  };
  location: LocationView | null;
  locations: LocationView[];
  policies: PolicyLink[];
  analytics: { googleAnalytics: string | null; googleAnalytics4: string | null; facebookPixel: string | null };
  embed: "portal" | "site" | null;
  /** Origins allowed to frame the site (the organisation's own domains), for CSP frame-ancestors. */
  frameAncestors: string[];
  /** `/hotel/101` when the page is one location's site, else "" (the organisation's site). */
  basePath: string;
  /** Query parameters every link must keep (the organisation named by `o`, embed). */
  keep: Record<string, string>;
  /**
   * The site's home, with what links keep. On the main domain `/?o=SLUG` is the way into the
   * booking page (docs/spec.md §2, docs/decisions/015), so an organisation named by `o` has its home
   * under `/hotel/:locationId?o=SLUG`.
   */
  home: string;
}

/**
 * The site as the root's loader sends it to every page (issue 53): the page's location whole, the
 * others as summaries. Every location whole was half of a reservation page's data.
 */
export type PageSiteView = Omit<SiteView, "locations"> & { locations: LocationSummary[] };

/** A channel the hotel sells through, as its logo: `href` null when the PMS gave no http(s) address. */
export interface PartnerLogo {
  name: string;
  logoUrl: string;
  href: string | null;
}

export interface RoomView {
  id: number;
  locationId: number;
  name: string;
  description: string;
  adults: number;
  children: number;
  /** Bed kind → count, zero counts left out. */
  beds: Array<{ kind: string; count: number }>;
  photos: PhotoView[];
  textLang: TextLanguages<"name" | "description">;
}

/** A failure page's data; `locale` lets it speak the guest's language without the site. */
export interface FailureData {
  /** `refused`: the PMS refused the request itself (a 4xx that is the request's fault). */
  reason: "not-found" | "bad-request" | "refused" | "unavailable";
  locale: string;
  /** The page's `<title>` in `locale`, told by the server (app/site/failure.server.ts: `failure`). */
  title: string;
  parameter?: string;
  /** The failed request's trace id, for the guest to quote (a failure of ours: `unavailable`). */
  reference?: string;
  /** `refused`: the PMS's own words for it, as text (app/site/action-failure.ts); null when it gave none. */
  text?: string | null;
}

export const isFailureData = (value: unknown): value is FailureData =>
  typeof value === "object" && value !== null && "reason" in value && "locale" in value && "title" in value;

/** The signed-in user, as the frame shows it (never the PMS's token). */
export interface AccountView {
  email: string;
  role: "guest" | "staff";
}

/** A notice shown once after a redirect (the session's flash), or a failed action's (app/site/action-failure.ts). */
export interface ToastView {
  kind: "success" | "error" | "info";
  /** A translation key of our own texts; never a server's message. */
  key?: string;
  /** A server's own words, shown as text. */
  text?: string;
  /** An action that failed: named, with the server's text when it sent one. */
  failure?: ActionFailure;
}
