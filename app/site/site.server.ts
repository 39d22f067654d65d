/**
 * Loads the hotel a request is for and the guest's language, turning every way that can fail into
 * a page with the right status: 400 for a malformed parameter, 404 for an unknown hotel, 503 when
 * the PMS does not answer (and nothing stale is cached). Never a 500 from here.
 */
import { data } from "@remix-run/node";
import type { Location } from "../../contracts/entities";
import { isUpstreamError } from "../../bff/errors";
import { MalformedParameter, readSiteRef, type Site, type SiteRef } from "../../bff/org";
import { bffFor } from "~/bff.server";
import { pickLanguage, type Language } from "~/i18n";
import { languageCookie } from "~/i18n.server";
import { localized } from "./localized";
import type { FailureData, LocationView, SiteView } from "./view";

export interface LoadedSite {
  site: Site;
  ref: SiteRef;
  locale: Language;
  view: SiteView;
}

export async function loadSite(request: Request, params: { locationId?: string } = {}): Promise<LoadedSite> {
  const { bff, requestId, logger } = await bffFor(request);
  const url = new URL(request.url);
  const stored = (await languageCookie.parse(request.headers.get("Cookie"))) as string | null;
  const param = url.searchParams.get("lang");
  const earlyLocale = pickLanguage({ stored, param });
  const fail = (failure: Omit<FailureData, "locale">, status: number) => data<FailureData>({ ...failure, locale: earlyLocale }, { status });

  let ref: SiteRef;
  try {
    ref = readSiteRef(url, request.headers.get("host"), {
      baseDomain: bff.config.BASE_DOMAIN,
      defaultOrg: bff.config.DEFAULT_ORG,
      locationId: params.locationId ?? null,
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

  const settings = site.organisation.settings;
  const locale = pickLanguage({ stored, param, organisationDefault: settings.language_default ?? settings.language });
  return { site, ref, locale, view: toSiteView(site, ref, locale) };
}

function toLocationView(location: Location, language: string): LocationView {
  const address = location.address;
  const title = localized(location.location_title, language);
  return {
    id: location.id,
    name: location.name,
    title: title === "—" ? location.name : title,
    shortDescription: localized(location.short_description, language),
    phone: location.phone ?? null,
    email: location.email ?? null,
    address: address ? [address.address1, address.address2, address.city, address.zip, address.country].filter(Boolean).join(", ") : null,
    city: address?.city ?? null,
    coordinates: location.coordinates ?? null,
  };
}

export function toSiteView(site: Site, ref: SiteRef, language: string): SiteView {
  const { organisation } = site;
  const keep: Record<string, string> = {};
  if (ref.slugSource === "query" && ref.slug) keep.o = ref.slug;
  if (ref.embed) keep.embed = ref.embed;
  return {
    organisation: {
      id: organisation.id,
      name: organisation.name,
      slug: organisation.slug_full,
      logoUrl: organisation.logo_url ?? organisation.logo ?? null,
      phone: organisation.phone ?? null,
      email: organisation.email ?? null,
    },
    location: site.location ? toLocationView(site.location, language) : null,
    locations: site.locations.map((location) => toLocationView(location, language)),
    embed: ref.embed,
    keep,
  };
}
