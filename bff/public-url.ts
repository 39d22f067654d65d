/**
 * The site's public addresses, from configuration only. A request's `Host` header is whatever the
 * client typed: written into a canonical link of a page a CDN keeps, it poisons the cache for
 * everyone. So absolute URLs are built from PUBLIC_URL / BASE_DOMAIN, and a page asked for under a
 * host we do not serve is answered, but never cacheable.
 */
import type { Config } from "./config";

type OriginConfig = Pick<Config, "publicOrigin" | "BASE_DOMAIN">;

/** The origin of an organisation's site: its subdomain of BASE_DOMAIN, or the main origin. */
export function siteOrigin(config: OriginConfig, subdomain: string | null): string {
  const main = new URL(config.publicOrigin);
  if (!subdomain) return main.origin;
  main.hostname = `${subdomain}.${config.BASE_DOMAIN.toLowerCase()}`;
  return main.origin;
}

/** BASE_DOMAIN, one label below it, or PUBLIC_URL's host: the hosts this site is served on. */
export function isKnownHost(host: string | null, config: OriginConfig): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  const base = config.BASE_DOMAIN.toLowerCase();
  if (hostname === base || hostname === new URL(config.publicOrigin).hostname) return true;
  if (!hostname.endsWith(`.${base}`)) return false;
  return !hostname.slice(0, -base.length - 1).includes(".");
}
