/**
 * Which hotel a request is for, and its public data.
 *
 * The organisation comes from its own domain when this site serves it (ORGANISATION_DOMAINS,
 * docs/decisions/016), else the subdomain of BASE_DOMAIN (`carpathia-ro.localhost`), else the
 * `o` query parameter, else DEFAULT_ORG. A location comes from the path (`/hotel/102`) or `location`.
 * A subdomain that is not an organisation may be a location's own subdomain (docs/spec.md §7 looks
 * organisations up "by subdomain or location id").
 */
import type { Location, Organisation, OrganisationAtLocation, RoomType } from "../contracts/entities";
import { CacheLong, CacheNotFound, readShared, type AnonymousCache } from "./cache";
import { parseHost } from "./http/host";
import { isUpstreamError } from "./errors";
import { anonymous, type CallContext, type UpstreamClient } from "./upstream";

const isNotFound = (error: unknown): boolean => isUpstreamError(error) && error.isNotFound;

export type SlugSource = "domain" | "subdomain" | "query" | "default";
export type EmbedMode = "portal" | "site";

export interface SiteRef {
  slug: string | null;
  slugSource: SlugSource | null;
  locationId: number | null;
  /** `?h=ID`: an old link to a hotel's page, answered with a redirect to /hotel/ID. */
  hotelId: number | null;
  embed: EmbedMode | null;
  /** The organisation's own domain the request is on (slugSource "domain"), else null. */
  domain: string | null;
}

/** `embed`'s value (docs/spec.md §1: portal, site), or null for anything else. */
export const embedModeOf = (value: string | null): EmbedMode | null => (value === "portal" || value === "site" ? value : null);

/** A query parameter that cannot be what it claims to be; answered 400, never guessed at. */
export class MalformedParameter extends Error {
  override name = "MalformedParameter";
  constructor(readonly parameter: string) {
    super(`Malformed query parameter "${parameter}"`);
  }
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
const POSITIVE_ID = /^[1-9]\d{0,9}$/;

function readId(value: string | null, parameter: string): number | null {
  if (value === null || value === "") return null;
  if (!POSITIVE_ID.test(value)) throw new MalformedParameter(parameter);
  return Number(value);
}

/**
 * The single label left of BASE_DOMAIN in the host, if any (`www` is not a hotel). The host is read
 * as every other reader reads it (bff/http/host.ts, docs/decisions/050): one that is not
 * `hostname[:port]` names nothing (the server has answered it 400 before).
 */
export function subdomainOf(host: string | null, baseDomain: string): string | null {
  const hostname = parseHost(host)?.hostname;
  if (!hostname) return null;
  const suffix = `.${baseDomain.toLowerCase()}`;
  if (!hostname.endsWith(suffix)) return null;
  const label = hostname.slice(0, -suffix.length);
  if (!label || label.includes(".") || label === "www" || !SLUG.test(label)) return null;
  return label;
}

export function readSiteRef(
  url: URL,
  host: string | null,
  options: { baseDomain: string; defaultOrg?: string | null; locationId?: string | null; domains?: ReadonlyMap<string, string> },
): SiteRef {
  // Only a host named in configuration selects an organisation by domain: never a guess from Host.
  const hostname = parseHost(host)?.hostname;
  const domain = hostname && options.domains?.has(hostname) ? hostname : null;
  const fromHost = subdomainOf(host, options.baseDomain);
  const o = url.searchParams.get("o");
  if (o !== null && o !== "" && !SLUG.test(o.toLowerCase())) throw new MalformedParameter("o");
  const embed = url.searchParams.get("embed");
  if (embed !== null && embed !== "" && embedModeOf(embed) === null) throw new MalformedParameter("embed");

  let slug: string | null = null;
  let slugSource: SlugSource | null = null;
  if (domain) [slug, slugSource] = [options.domains!.get(domain)!, "domain"];
  else if (fromHost) [slug, slugSource] = [fromHost, "subdomain"];
  else if (o) [slug, slugSource] = [o.toLowerCase(), "query"];
  else if (options.defaultOrg) [slug, slugSource] = [options.defaultOrg, "default"];
  // The host names the organisation; an o naming another there is a link gone wrong: said so (400,
  // "this link is not valid"), not answered with the host's pages under the other's name (issue 51, decision 055).
  if ((slugSource === "domain" || slugSource === "subdomain") && o && o.toLowerCase() !== slug) throw new MalformedParameter("o");

  const locationId =
    options.locationId !== undefined && options.locationId !== null
      ? readId(options.locationId, "locationId")
      : readId(url.searchParams.get("location"), "location");

  return {
    slug,
    slugSource,
    locationId,
    hotelId: readId(url.searchParams.get("h"), "h"),
    embed: (embed || null) as EmbedMode | null,
    domain,
  };
}

export interface Site {
  organisation: Organisation;
  /** The location the page is about: the one asked for, else the first by sort order. */
  location: Location | null;
  locations: Location[];
  /** Rooms of `location`, when it was loaded by location. */
  rooms: RoomType[] | null;
}

export const locationsInOrder = (organisation: Organisation): Location[] =>
  [...organisation.settings.locations].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0) || a.id - b.id);

export interface SiteDirectory {
  organisation(slug: string, context?: CallContext): Promise<Organisation | null>;
  organisationAtLocation(location: number | string, context?: CallContext): Promise<OrganisationAtLocation | null>;
  site(ref: SiteRef, context?: CallContext): Promise<Site | null>;
}

/** Anonymous organisation data, through the cache: a warm page costs no upstream call. */
export function createSiteDirectory(upstream: UpstreamClient, cache: AnonymousCache): SiteDirectory {
  /** A 404 is an answer (cached briefly as null); any other failure propagates. */
  const orNull = <T>(key: string, load: () => Promise<T>): Promise<T | null> =>
    readShared(cache, { key, strategy: CacheLong, load, miss: { when: isNotFound, answer: null, remember: CacheNotFound } });

  const directory: SiteDirectory = {
    organisation: (slug, context) =>
      orNull(`organisation:${slug}`, () => upstream.call("getOrganisation", { params: { organization_full_slug: slug } }, anonymous(context))),

    organisationAtLocation: (location, context) =>
      orNull(`organisation-at-location:${location}`, () => upstream.call("getOrganisationByLocation", { params: { location } }, anonymous(context))),

    async site(ref, context) {
      if (ref.locationId !== null) {
        const found = await directory.organisationAtLocation(ref.locationId, context);
        if (!found) return null;
        // A location of another organisation than the one named is not this site's page.
        if (ref.slug && ref.slugSource !== "default" && found.organization.slug_full !== ref.slug) return null;
        return {
          organisation: found.organization,
          location: found.location,
          locations: locationsInOrder(found.organization),
          rooms: found.location.rooms,
        };
      }
      if (!ref.slug) return null;
      const organisation = await directory.organisation(ref.slug, context);
      if (organisation) {
        const locations = locationsInOrder(organisation);
        return { organisation, location: locations[0] ?? null, locations, rooms: null };
      }
      if (ref.slugSource !== "subdomain") return null;
      const byLocation = await directory.organisationAtLocation(ref.slug, context);
      if (!byLocation) return null;
      return {
        organisation: byLocation.organization,
        location: byLocation.location,
        locations: locationsInOrder(byLocation.organization),
        rooms: byLocation.location.rooms,
      };
    },
  };
  return directory;
}
