/**
 * Loads the hotel a request is for and the guest's language, turning every way that can fail into
 * a page with the right status: 400 for a malformed parameter, 404 for an unknown hotel, 503 when
 * the PMS does not answer (and nothing stale is cached). Never a 500 from here.
 */
import {
  bffFor,
  canonicalSite,
  type CanonicalSite,
  isUpstreamError,
  MalformedParameter,
  readCookie,
  readSiteRef,
  type RouteArgs,
  servedDomain,
  type Site,
  siteOrigin,
  type SiteRef,
} from "~/bff.server";
import { pickLanguage, toLanguage, type Language } from "~/i18n";
import { fixedT, languageReader } from "~/i18n.server";
import { failure, pmsUnavailable } from "./failure.server";
import { publicPageHeaders } from "./http.server";
import { ownDomainOf } from "./own-domain.server";
import { siteViewOf } from "./view.server";
import type { FailureData, SiteView } from "./view";

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
  const fail = (fields: Omit<FailureData, "locale" | "title">, status: number) => failure(status, { ...fields, locale: earlyLocale });

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
      throw pmsUnavailable(earlyLocale);
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
  return { site, ref, origin, canonical, locale, view: siteViewOf(site, ref, locale, new URL(bff.upstreamUrl).origin, toLanguage(param)) };
}

/**
 * What every hotel site page's loader starts with: the hotel (through the cache, so the root's
 * load and this one are one upstream call), the page's title in the guest's language, and the
 * public cache headers.
 */
export async function loadSitePage({ request, context }: RouteArgs, params: { locationId?: string }, titleKey: string | null) {
  const loaded = await loadSite({ request, context }, params);
  const title = titleKey ? fixedT(loaded.locale)(titleKey) : null;
  return { loaded, title, headers: publicPageHeaders(request) };
}
