/**
 * The organisation's own domain (docs/spec.md §3, docs/decisions/016): which one this site serves for it,
 * and the 301 there that the front door asks for before any route.
 */
import type { Organisation } from "../../contracts/entities";
import { type Bff, type Config, isUpstreamError, locationsInOrder, NOT_A_PATH, readSiteRef, requestContext, servedDomain, type SiteRef } from "~/bff.server";
import { pathOnly } from "~/utils/redirect-target";

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
 * `redirect_from_subdomain_to_domain` (docs/spec.md §3) and this site serves that domain: the same path
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
