/**
 * The site's public addresses, from configuration only. A request's `Host` header is whatever the
 * client typed: written into a canonical link of a page a CDN keeps, it poisons the cache for
 * everyone. So absolute URLs are built from PUBLIC_URL / BASE_DOMAIN, and a page asked for under a
 * host we do not serve is answered, but never cacheable.
 */
import type { Config } from "./config";
import { servedDomain } from "./domains";
import { parseHost } from "./http/host";

type OriginConfig = Pick<Config, "publicOrigin" | "BASE_DOMAIN"> & Partial<Pick<Config, "organisationDomains">>;

/** The origin of an organisation's site: its subdomain of BASE_DOMAIN, or the main origin. */
export function siteOrigin(config: OriginConfig, subdomain: string | null): string {
  const main = new URL(config.publicOrigin);
  if (!subdomain) return main.origin;
  main.hostname = `${subdomain}.${config.BASE_DOMAIN.toLowerCase()}`;
  return main.origin;
}

/**
 * BASE_DOMAIN, one label below it, PUBLIC_URL's host or an organisation's own domain of
 * ORGANISATION_DOMAINS: the hosts this site is served on.
 */
export function isKnownHost(host: string | null, config: OriginConfig): boolean {
  // Read as the server read it (bff/http/host.ts): a value that is not `hostname[:port]` is no host of ours.
  const hostname = parseHost(host)?.hostname;
  if (!hostname) return false;
  const base = config.BASE_DOMAIN.toLowerCase();
  if (hostname === base || hostname === new URL(config.publicOrigin).hostname) return true;
  if (config.organisationDomains?.has(hostname)) return true;
  if (!hostname.endsWith(`.${base}`)) return false;
  return !hostname.slice(0, -base.length - 1).includes(".");
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const isLoopbackName = (hostname: string): boolean => hostname === "localhost" || hostname.endsWith(".localhost");

/**
 * Whether `{slug}.{BASE_DOMAIN}` are public addresses. They are, unless BASE_DOMAIN was left at its
 * `localhost` default while PUBLIC_URL names a real site: a single-hotel deployment that serves
 * everything on PUBLIC_URL, where a subdomain address would lead nowhere.
 */
export function servesSubdomains(config: OriginConfig): boolean {
  return !isLoopbackName(config.BASE_DOMAIN.toLowerCase()) || isLoopbackName(new URL(config.publicOrigin).hostname);
}

/** Where an organisation's pages are canonical, and the `o` their addresses then need. */
export interface CanonicalSite {
  origin: string;
  /** The organisation's slug when its canonical pages are on the main origin (named by `o`). */
  o: string | null;
}

/**
 * The one origin an organisation's public pages are canonical on, from configuration and the
 * organisation's own data, never from the request's Host (docs/decisions/015):
 * - its own domain (`clientDomain`, https) when it is served there: asked for on it, or the
 *   organisation redirects its subdomain there (docs/decisions/016);
 * - else the subdomain it was asked for, or its own `{slug}.{BASE_DOMAIN}` when it came by `o` or
 *   DEFAULT_ORG (the same page under `?o=` is a duplicate of the one on its subdomain);
 * - else (no public subdomains, or a slug that is no DNS label) the main origin, with `o` when the
 *   organisation was named by it.
 */
export function canonicalSite(
  config: OriginConfig,
  organisation: { slug: string | null; slugSource: "domain" | "subdomain" | "query" | "default" | null; slugFull: string; clientDomain?: string | null },
): CanonicalSite {
  const clientDomain = servedDomain(organisation.clientDomain);
  if (clientDomain) return { origin: `https://${clientDomain}`, o: null };
  if (organisation.slugSource === "subdomain" && organisation.slug) return { origin: siteOrigin(config, organisation.slug), o: null };
  const slug = organisation.slugFull.toLowerCase();
  if (servesSubdomains(config) && LABEL.test(slug) && slug !== "www") return { origin: siteOrigin(config, slug), o: null };
  return { origin: new URL(config.publicOrigin).origin, o: organisation.slugSource === "query" ? organisation.slug : null };
}
