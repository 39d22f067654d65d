/**
 * Loads the hotel a request is for and the guest's language, turning every way that can fail into
 * a page with the right status: 400 for a malformed parameter, 404 for an unknown hotel, 503 when
 * the PMS does not answer (and nothing stale is cached). Never a 500 from here.
 */
import { data } from "@remix-run/node";
import type { Location, Organisation, RoomType, Translated } from "../../contracts/entities";
import { type Bff, bffFor, canonicalSite, type CanonicalSite, type Config, framerOrigins, isUpstreamError, locationsInOrder, MalformedParameter, NOT_A_PATH, publicMediaUrl, readCookie, readSiteRef, requestContext, type RouteArgs, servedDomain, SESSION_COOKIE, type Site, siteOrigin, type SiteRef, type Toast } from "~/bff.server";
import { pickLanguage, toLanguage, type Language } from "~/i18n";
import { fixedT, languageReader } from "~/i18n.server";
import { POLICY_PATHS, safeExternalUrl } from "./policies.server";
import { withKept } from "~/utils/links";
import { pathOnly } from "~/utils/redirect-target";
import { canonicalPath, pageAddresses, type PageAddresses } from "./addresses";
import { hotelLanguagesOf, localized, localizedText, MISSING_TEXT, textInPageLanguage, type HotelLanguages } from "./localized";
import type { AccountView, FailureData, LocationText, LocationView, PhotoView, PolicyLink, RoomView, SiteView, TextLanguages } from "./view";

export interface LoadedSite {
  site: Site;
  ref: SiteRef;
  /** This site's public origin, from configuration: never the request's Host (bff/public-url.ts). */
  origin: string;
  /** Where the organisation's public pages are canonical, and in which language without `lang`. */
  canonical: CanonicalSite & { defaultLanguage: Language };
  locale: Language;
  view: SiteView;
}

export async function loadSite({ request, context }: RouteArgs, params: { locationId?: string } = {}): Promise<LoadedSite> {
  const { bff, requestId, logger } = bffFor({ request, context });
  const url = new URL(request.url);
  const stored = await readCookie<string>(languageReader, request.headers.get("Cookie"));
  const param = url.searchParams.get("lang");
  const earlyLocale = pickLanguage({ stored, param });
  const fail = (failure: Omit<FailureData, "locale">, status: number) => data<FailureData>({ ...failure, locale: earlyLocale }, { status });

  let ref: SiteRef;
  try {
    ref = readSiteRef(url, request.headers.get("host"), {
      baseDomain: bff.config.BASE_DOMAIN,
      defaultOrg: bff.config.DEFAULT_ORG,
      locationId: params.locationId ?? null,
      domains: bff.config.organisationDomains,
    });
  } catch (error) {
    if (error instanceof MalformedParameter) {
      logger.info({ parameter: error.parameter }, "malformed query parameter");
      throw fail({ reason: "bad-request", parameter: error.parameter }, 400);
    }
    throw error;
  }

  let site: Site | null;
  try {
    site = await bff.sites.site(ref, { requestId, logger });
  } catch (error) {
    if (isUpstreamError(error)) {
      logger.warn({ failure: error.failure, endpoint: error.endpoint, status: error.status }, "hotel data unavailable");
      throw fail({ reason: "unavailable" }, 503);
    }
    throw error;
  }
  if (!site) {
    logger.info({ slug: ref.slug, locationId: ref.locationId }, "unknown organisation or location");
    throw fail({ reason: "not-found" }, 404);
  }

  // A domain of ORGANISATION_DOMAINS serves its organisation only while the PMS names it one of
  // the organisation's domains: a stale or mistyped entry is a 404, never another hotel's site.
  if (ref.domain && !site.locations.some((location) => servedDomain(location.client_domain) === ref.domain)) {
    logger.warn({ domain: ref.domain, slug: ref.slug }, "ORGANISATION_DOMAINS names a domain the organisation does not list as its client_domain");
    throw fail({ reason: "not-found" }, 404);
  }
  const home = site.locations[0];
  const ownDomain = ownDomainOf(site.organisation, bff.config);

  const settings = site.organisation.settings;
  const organisationDefault = settings.language_default ?? settings.language;
  const locale = pickLanguage({ stored, param, organisationDefault });
  const origin = ref.domain ? `https://${ref.domain}` : siteOrigin(bff.config, ref.slugSource === "subdomain" ? ref.slug : null);
  const canonical = {
    ...canonicalSite(bff.config, {
      slug: ref.slug,
      slugSource: ref.slugSource,
      slugFull: site.organisation.slug_full,
      // Canonical on the organisation's own domain when it is served there: asked for on it, served
      // by this site (ORGANISATION_DOMAINS), or its subdomain redirects there (decisions 015, 016).
      clientDomain: ref.domain ?? ownDomain ?? (home?.redirect_from_subdomain_to_domain ? home.client_domain : null),
    }),
    defaultLanguage: pickLanguage({ organisationDefault }),
  };
  return { site, ref, origin, canonical, locale, view: toSiteView(site, ref, locale, new URL(bff.upstreamUrl).origin, toLanguage(param)) };
}

/**
 * The organisation's own domain this site serves for it: its home location's `client_domain`, when
 * ORGANISATION_DOMAINS gives that domain to this organisation (docs/decisions/016).
 */
export function ownDomainOf(organisation: Organisation, config: Pick<Config, "organisationDomains">): string | null {
  const domain = servedDomain(locationsInOrder(organisation)[0]?.client_domain);
  return domain && config.organisationDomains.get(domain) === organisation.slug_full.toLowerCase() ? domain : null;
}

/**
 * Where a request on the organisation's subdomain moves when its home location says
 * `redirect_from_subdomain_to_domain` (spec §3) and this site serves that domain: the same path
 * and query there, over https. Asked by the front door for every GET and HEAD before any route
 * (a form post keeps its answer; docs/decisions/016), from the cached organisation. Null when the
 * request stays: not on an organisation's own subdomain, a frame (`embed`: it stays on the origin
 * its script named), no such organisation, or the PMS does not answer (the page then says so).
 * NOT_A_PATH when it would move but its path is no path of a site (`//evil.example/x`, `//`,
 * `/%5Cevil.example`): the front door answers 404 and moves nothing.
 */
export async function ownDomainRedirect(request: Request, bff: Bff): Promise<string | typeof NOT_A_PATH | null> {
  const url = new URL(request.url);
  // A load balancer's checks stay answered wherever they are asked.
  if (url.pathname === "/healthz" || url.pathname === "/readyz") return null;
  let ref: SiteRef;
  try {
    ref = readSiteRef(url, request.headers.get("host"), { baseDomain: bff.config.BASE_DOMAIN, domains: bff.config.organisationDomains });
  } catch {
    return null;
  }
  if (ref.slugSource !== "subdomain" || !ref.slug || ref.embed) return null;
  let organisation: Organisation | null;
  try {
    organisation = await bff.sites.organisation(ref.slug, requestContext(request, bff.logger));
  } catch (error) {
    if (isUpstreamError(error)) return null;
    throw error;
  }
  if (!organisation || !locationsInOrder(organisation)[0]?.redirect_from_subdomain_to_domain) return null;
  const domain = ownDomainOf(organisation, bff.config);
  if (!domain) return null;
  // Never `new URL(path, base)`: a path that starts with `//` is read as another host
  // (`//evil.example/x` → https://evil.example/x) and `//` alone throws. The target is the
  // domain followed by a path that can only be a path (RFC 3986 §4.2), or no target at all.
  const path = pathOnly(url.pathname);
  if (path === null) return NOT_A_PATH;
  const target = new URL(`https://${domain}${path}${url.search}`);
  return target.host === domain ? target.href : NOT_A_PATH;
}

/**
 * This page's canonical address and hreflang alternates, on the organisation's canonical origin
 * (docs/decisions/015): the path asked for (a site page opened with `?location=` under its
 * `/hotel/:id` path) in the page's language.
 */
export function addressesOf(request: Request, loaded: LoadedSite, params: { locationId?: string } = {}): PageAddresses {
  const path = canonicalPath(new URL(request.url).pathname, params.locationId === undefined ? loaded.ref.locationId : null);
  return pageAddresses(path, loaded.locale, loaded.canonical);
}

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

export function toSiteView(site: Site, ref: SiteRef, language: string, upstreamOrigin: string, languageParam: Language | null = null): SiteView {
  const { organisation } = site;
  const hotel = hotelLanguagesOf(organisation);
  const displayLanguage = hotel.display ?? "en";
  const about = localizedText(organisation.about?.description, language, hotel);
  const keep: Record<string, string> = {};
  if (ref.slugSource === "query" && ref.slug) keep.o = ref.slug;
  // DEFAULT_ORG's site on the main domain: its booking page needs `o` there (spec §2), and so
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
    const title = textInPageLanguage(policy.title, language, hotel) ?? fixedT(toLanguage(language) ?? "ro")(`policies.titles.${kind}`);
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
      acceptsCards: Boolean(payment?.mobilpay?.enabled),
      showAllLocations: organisation.settings.show_all_location_per_site ?? false,
      supportsCoupons: organisation.settings.supports_coupons ?? false,
      displayLanguage,
      textLang: about.lang ? { aboutText: about.lang } : {},
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
 * The site's home (spec §2, docs/decisions/015): a location's page is its own home; on a subdomain
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

/**
 * Rooms of the page's location (spec §2), or of every location when the organisation shows all
 * locations on one site. Through the cache, like everything anonymous.
 */
export async function loadRooms({ request, context }: RouteArgs, loaded: LoadedSite): Promise<RoomView[]> {
  const { bff, requestId, logger } = bffFor({ request, context });
  const origin = new URL(bff.upstreamUrl).origin;
  const { site, locale } = loaded;
  const wanted = site.organisation.settings.show_all_location_per_site ? site.locations : site.location ? [site.location] : [];
  const rooms: RoomType[] = [];
  for (const location of wanted) {
    if (site.rooms && location.id === site.location?.id) {
      rooms.push(...site.rooms);
      continue;
    }
    try {
      const found = await bff.sites.organisationAtLocation(location.id, { requestId, logger });
      rooms.push(...(found?.location.rooms ?? []));
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      logger.warn({ location: location.id, failure: error.failure }, "rooms unavailable");
      throw data<FailureData>({ reason: "unavailable", locale }, { status: 503 });
    }
  }
  const hotel = hotelLanguagesOf(site.organisation);
  return rooms.map((room) => toRoomView(room, locale, origin, hotel));
}

/**
 * What the frame shows from the guest's session: the flash notification left by an action (read
 * once) and who is signed in. Only a guest who already has a session can have either, so anonymous
 * pages never create a session (or a cookie).
 */
export async function readSessionFrame({ request, context }: RouteArgs): Promise<{ toast: Toast | null; account: AccountView | null; setCookie: string | null }> {
  if (!request.headers.get("Cookie")?.includes(`${SESSION_COOKIE}=`)) return { toast: null, account: null, setCookie: null };
  const { bff } = bffFor({ request, context });
  const session = await bff.sessions.get(request);
  const toast = session.get("toast") ?? null;
  const user = session.get("user");
  return { toast, account: user ? { email: user.email, role: user.role } : null, setCookie: toast ? await bff.sessions.commit(session) : null };
}
