/**
 * The organisation's own domains (docs/spec.md §3, a location's `client_domain` and `hoteliera_domain`):
 * the sites that may frame the booking site, and the domain an organisation's site may be served
 * on itself (docs/decisions/016). Both come from the PMS or from configuration, never from a
 * request: a `Host` header only ever selects among domains named here.
 */

/** A host name with a top-level domain of letters: what a public site is served on. */
const HOSTNAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const LABELS = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV4_LOOPBACK = /^127(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** `localhost`, a name under it, or 127.0.0.0/8: a browser reaches only this machine there. */
export const isLoopbackHostname = (hostname: string): boolean => hostname === "localhost" || hostname.endsWith(".localhost") || IPV4_LOOPBACK.test(hostname);

export interface OrganisationDomain {
  /** `www.hotel.example`, or `127.0.0.1:3470` on loopback. */
  host: string;
  hostname: string;
  loopback: boolean;
}

/**
 * A domain as the PMS holds it (`WWW.Hotel.example.`) → its host, or null when it is no domain a
 * browser could be on. A port is accepted on loopback only (tests and the demo run there); a
 * scheme, a path or anything else makes it no domain.
 */
export function parseOrganisationDomain(value: string | null | undefined): OrganisationDomain | null {
  const text = value?.trim().toLowerCase().replace(/\.$/, "") ?? "";
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(text);
  if (!match) return null;
  const hostname = match[1]!.replace(/\.$/, "");
  const port = match[2];
  const loopback = isLoopbackHostname(hostname) && LABELS.test(hostname);
  if (!loopback && !HOSTNAME.test(hostname)) return null;
  if (port !== undefined && (!loopback || Number(port) < 1 || Number(port) > 65535 || port.startsWith("0"))) return null;
  return { host: port ? `${hostname}:${port}` : hostname, hostname, loopback };
}

/**
 * The origins that may frame the organisation's embedded site (CSP `frame-ancestors`, and what the
 * frame accepts messages from): each of its locations' `client_domain` and `hoteliera_domain` over
 * https, and over http too on loopback, where tests and the demo serve the hotel's page.
 */
export function framerOrigins(domains: ReadonlyArray<string | null | undefined>): string[] {
  const origins = new Set<string>();
  for (const value of domains) {
    const domain = parseOrganisationDomain(value);
    if (!domain) continue;
    origins.add(`https://${domain.host}`);
    if (domain.loopback) origins.add(`http://${domain.host}`);
  }
  return [...origins];
}

/** A public host name (no port, no loopback): a domain this site can be served on over https. */
export function servedDomain(value: string | null | undefined): string | null {
  const domain = parseOrganisationDomain(value);
  return domain && !domain.loopback && domain.host === domain.hostname ? domain.hostname : null;
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/**
 * ORGANISATION_DOMAINS (`book.hotel.example=carpathia-ro,book.seaside.example=seaside`) → host name
 * → organisation slug, or the problems with it. The PMS has no look-up by domain (docs/spec.md §7), and a
 * domain only reaches this site once its operator points it here, so the operator names it here too.
 */
export function parseDomainMap(text: string | undefined): { domains: Map<string, string>; problems: string[] } {
  const domains = new Map<string, string>();
  const problems: string[] = [];
  for (const entry of (text ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [rawDomain, rawSlug, ...rest] = entry.split("=").map((part) => part.trim());
    const domain = servedDomain(rawDomain);
    const slug = rawSlug?.toLowerCase();
    if (rest.length > 0 || !domain || !slug || !SLUG.test(slug)) {
      problems.push(`"${entry}" must be domain=organisation-slug, e.g. book.hotel.example=carpathia-ro`);
      continue;
    }
    if (domains.has(domain) && domains.get(domain) !== slug) problems.push(`${domain} is given to two organisations`);
    domains.set(domain, slug);
  }
  return { domains, problems };
}

/** The host name of a Host header (`Book.Hotel.example:443` → `book.hotel.example`), or null. */
export function hostnameOf(host: string | null): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname || null;
  } catch {
    return null;
  }
}
