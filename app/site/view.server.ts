/**
 * The views of the hotel site (./view.ts) made from the PMS's entities: the organisation, its
 * locations, its policy links and its rooms, each text already in the page's language through the
 * one chain of docs/decisions/025, each photo on an address the browser may load.
 */
import type { Location, RoomType, Translated } from "../../contracts/entities";
import { framerOrigins, publicMediaUrl, type Site, type SiteRef } from "~/bff.server";
import { FALLBACK_LANGUAGE, toLanguage, type Language } from "~/i18n";
import { fixedT } from "~/i18n.server";
import { withKept } from "~/utils/links";
import { hotelLanguagesOf, localized, localizedText, MISSING_TEXT, textInPageLanguage, type HotelLanguages } from "./localized";
import { disputeCountryOf } from "./consumer-disputes";
import { partnerLogosOf } from "./partners.server";
import { POLICY_PATHS, safeExternalUrl } from "./policy-links";
import type { LocationSummary, LocationText, LocationView, PageSiteView, PhotoView, PolicyLink, RoomView, SiteView, TextLanguages } from "./view";

const text = (value: string): string | null => (value === MISSING_TEXT ? null : value);

/**
 * The hotel's own texts of one view, each through the one chain of docs/decisions/025 (the page's
 * language, English, the organisation's, its `default`, the display language, any);
 * `textLang` collects the language of every text that is a fallback.
 */
function hotelTexts<Key extends string>(language: string, hotel: HotelLanguages | null) {
  const textLang: TextLanguages<Key> = {};
  const pick = (key: Key, translated: Translated | null | undefined): string => {
    const found = localizedText(translated, language, hotel);
    if (found.lang) textLang[key] = found.lang;
    return found.text;
  };
  return { pick, textLang };
}

function photoViews(
  urls: Array<{ url: string; description?: Translated } | string>,
  alt: { text: string; lang?: string },
  language: string,
  hotel: HotelLanguages | null,
  origin: string,
): PhotoView[] {
  return urls.flatMap((photo, index) => {
    const url = publicMediaUrl(typeof photo === "string" ? photo : photo.url, origin);
    if (!url) return [];
    const described = typeof photo === "string" ? null : localizedText(photo.description, language, hotel);
    if (described && described.text !== MISSING_TEXT) return [{ url, alt: described.text, ...(described.lang ? { lang: described.lang } : {}) }];
    return [{ url, alt: `${alt.text} (${index + 1})`, ...(alt.lang ? { lang: alt.lang } : {}) }];
  });
}

function toLocationView(location: Location, language: string, hotel: HotelLanguages, origin: string): LocationView {
  const address = location.address;
  const { pick, textLang } = hotelTexts<LocationText>(language, hotel);
  const title = text(pick("title", location.location_title)) ?? location.name;
  return {
    id: location.id,
    name: location.name,
    title,
    shortDescription: pick("shortDescription", location.short_description),
    description: pick("description", location.description),
    aboutText: pick("aboutText", location.about_us_text),
    discoverText: pick("discoverText", location.discovery_us_text),
    excellenceText: pick("excellenceText", location.we_offer_excellent_experience_text),
    // A button speaks the page's language: without the hotel's words in it, ours ("Reserve now").
    bookNowText: textInPageLanguage(location.book_now_text, language, hotel),
    phone: location.phone ?? null,
    email: location.email ?? null,
    address: address ? [address.address1, address.address2, address.city, address.zip, address.country].filter(Boolean).join(", ") : null,
    city: address?.city ?? null,
    coordinates: location.coordinates ?? null,
    mapsLink: location.maps_link ?? null,
    social: {
      facebook: location.social?.facebook ?? null,
      instagram: location.social?.instagram ?? null,
      youtube: location.social?.youtube ?? null,
    },
    photos: photoViews(location.photos, { text: location.name }, language, hotel, origin),
    bannerUrl: publicMediaUrl(location.banner_image?.url, origin),
    faviconUrl: publicMediaUrl(location.favicon_image?.url, origin),
    showLogo: location.show_logo ?? true,
    showGallerySlider: location.show_homepage_gallery_slider ?? false,
    // Through the same chain: a tag cannot carry a `lang`, but English beats a dash or Romanian.
    meta: {
      title: text(localized(location.meta_title, language, hotel)),
      description: text(localized(location.meta_description, language, hotel)),
      keywords: text(localized(location.meta_keywords, language, hotel)),
    },
    textLang,
  };
}

const POLICY_KINDS = ["terms", "policies", "order", "cancel", "gdpr"] as const;

/** Views made per organisation entry: any location, language, hotel name and frame it was asked with. */
const siteViews = new WeakMap<Site["organisation"], WeakMap<object, Map<string, SiteView>>>();
/** Ways one organisation entry is asked for (languages × locations × frames): far fewer in practice. */
const VIEWS_PER_ORGANISATION = 64;
const NO_LOCATION = {};

/**
 * {@link toSiteView}, made once per organisation entry of the data cache and way of asking for it.
 * The entries are the cache's own objects, kept until the hotel's data is fetched again, so a new
 * version of the data is a new key and an old view goes with the old entry. Every page needs the
 * view and the same few are asked for all day (a fifth of the search page's loader went to making
 * it again); frozen, so no page can change what the next one is given.
 */
export function siteViewOf(site: Site, ref: SiteRef, language: string, upstreamOrigin: string, languageParam: Language | null = null): SiteView {
  let byLocation = siteViews.get(site.organisation);
  if (!byLocation) siteViews.set(site.organisation, (byLocation = new WeakMap()));
  let views = byLocation.get(site.location ?? NO_LOCATION);
  if (!views) byLocation.set(site.location ?? NO_LOCATION, (views = new Map()));
  const key = `${language} ${languageParam} ${ref.slugSource} ${ref.slug} ${ref.embed} ${ref.locationId} ${upstreamOrigin}`;
  let view = views.get(key);
  if (!view) {
    if (views.size >= VIEWS_PER_ORGANISATION) views.clear();
    views.set(key, (view = deepFreeze(toSiteView(site, ref, language, upstreamOrigin, languageParam))));
  }
  return view;
}

/** {@link pageSiteOf}'s views, one per (frozen, kept) site view. */
const pageSites = new WeakMap<SiteView, PageSiteView>();

/** A site view as pages are sent it: the other locations as summaries, made once per view. */
export function pageSiteOf(view: SiteView): PageSiteView {
  let page = pageSites.get(view);
  if (!page) {
    const locations = view.locations.map(({ id, name, shortDescription, address, bookNowText, textLang }): LocationSummary => ({
      id,
      name,
      shortDescription,
      address,
      bookNowText,
      textLang: textLang.shortDescription ? { shortDescription: textLang.shortDescription } : {},
    }));
    pageSites.set(view, (page = deepFreeze({ ...view, locations })));
  }
  return page;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function toSiteView(site: Site, ref: SiteRef, language: string, upstreamOrigin: string, languageParam: Language | null = null): SiteView {
  const { organisation } = site;
  const hotel = hotelLanguagesOf(organisation);
  const displayLanguage = hotel.display ?? "en";
  const about = localizedText(organisation.about?.description, language, hotel);
  const keep: Record<string, string> = {};
  if (ref.slugSource === "query" && ref.slug) keep.o = ref.slug;
  // DEFAULT_ORG's site on the main domain: its booking page needs `o` there (docs/spec.md §2), and so
  // does a link to another organisation's location opened on it.
  if (ref.slugSource === "default" && SLUG_PARAMETER.test(organisation.slug_full)) keep.o = organisation.slug_full;
  if (ref.embed) keep.embed = ref.embed;
  // A language asked for in the link stays for the whole visit (the stored choice needs no help).
  if (languageParam) keep.lang = languageParam;
  const invoice = organisation.settings_financials?.invoice;
  const payment = organisation.settings_financials?.payment;
  const reservations = organisation.settings_reservations;
  const policies: PolicyLink[] = POLICY_KINDS.flatMap((kind) => {
    const policy = reservations?.[kind];
    if (!policy?.active) return [];
    // Only an http(s) address of the hotel's own page replaces ours; a link must never run script.
    const external = safeExternalUrl(policy.url);
    // A link speaks the page's language: a title the hotel did not write in it gives way to our
    // name for the policy (its text falls back through the chain; docs/decisions/025).
    const title = textInPageLanguage(policy.title, language, hotel) ?? fixedT(toLanguage(language) ?? FALLBACK_LANGUAGE)(`policies.titles.${kind}`);
    // Our own page keeps the hotel and the language, wherever the link is shown (footer, forms).
    return [{ kind, href: external ?? withKept(POLICY_PATHS[kind], keep), title, external: Boolean(external) }];
  });
  return {
    organisation: {
      id: organisation.id,
      name: organisation.name,
      slug: organisation.slug_full,
      logoUrl: publicMediaUrl(organisation.logo_url ?? organisation.logo, upstreamOrigin),
      phone: organisation.phone ?? null,
      email: organisation.email ?? null,
      aboutText: about.text,
      photos: photoViews(organisation.about?.photo_urls ?? [], { text: organisation.name }, language, hotel, upstreamOrigin),
      businessName: invoice?.business_name ?? null,
      vatNumber: invoice?.vat_number ?? null,
      registry: invoice?.business_registry ?? null,
      disputeCountry: disputeCountryOf(
        invoice?.vat_number,
        site.locations.map((location) => location.address?.country),
      ),
      acceptsCards: Boolean(payment?.mobilpay?.enabled),
      showAllLocations: organisation.settings.show_all_location_per_site ?? false,
      supportsCoupons: organisation.settings.supports_coupons ?? false,
      displayLanguage,
      textLang: about.lang ? { aboutText: about.lang } : {},
      partners: partnerLogosOf(organisation, upstreamOrigin),
    },
    location: site.location ? toLocationView(site.location, language, hotel, upstreamOrigin) : null,
    locations: site.locations.map((location) => toLocationView(location, language, hotel, upstreamOrigin)),
    policies,
    analytics: {
      googleAnalytics: reservations?.analytics_ga_tracking_id ?? null,
      googleAnalytics4: reservations?.google_analytcs_four ?? null,
      facebookPixel: reservations?.analytics_fp_tracking_id ?? null,
    },
    embed: ref.embed,
    // Only the organisation's own domains may frame it (https; http too on loopback, for tests and the demo).
    frameAncestors: framerOrigins(site.locations.flatMap((location) => [location.client_domain, location.hoteliera_domain])),
    basePath: ref.locationId !== null ? `/hotel/${ref.locationId}` : "",
    keep,
    home: homeOf(ref, site.location?.id ?? null, keep),
  };
}

/** What `o` may be (bff/org.ts reads it so). */
const SLUG_PARAMETER = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/**
 * The site's home (docs/spec.md §2, docs/decisions/015): a location's page is its own home; on a subdomain
 * `/`; for an organisation named by `o` its first location's page, since `/?o=` opens the booking
 * page; for DEFAULT_ORG the bare `/`, which is its home without `o`.
 */
function homeOf(ref: SiteRef, locationId: number | null, keep: Record<string, string>): string {
  if (ref.locationId !== null) return withKept(`/hotel/${ref.locationId}`, keep);
  if (ref.slugSource === "query" && locationId !== null) return withKept(`/hotel/${locationId}`, keep);
  if (ref.slugSource === "default") {
    const { o: _o, ...rest } = keep;
    return withKept("/", rest);
  }
  return withKept("/", keep);
}

/**
 * `hotel`: the organisation's languages for the chain (`hotelLanguagesOf`; a display language alone
 * as before decision 025; null: the page's language, English, `default`, any).
 */
export function toRoomView(room: RoomType, language: string, upstreamOrigin: string, hotel: HotelLanguages | string | null = null): RoomView {
  const languages = typeof hotel === "string" ? { display: hotel } : hotel;
  const { pick, textLang } = hotelTexts<"name" | "description">(language, languages);
  const name = pick("name", room.name);
  return {
    id: room.id,
    locationId: room.location_id,
    name,
    description: pick("description", room.description),
    adults: room.adults,
    children: room.children,
    beds: Object.entries(room.beds)
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => ({ kind, count })),
    // A photo's alt text must say something even where the hotel named the room in no language.
    photos: photoViews(room.photo_urls, text(name) ? { text: name, lang: textLang.name } : { text: `#${room.id}` }, language, languages, upstreamOrigin),
    textLang,
  };
}
