/**
 * The organisation's own domains (docs/spec.md §3, docs/decisions/016) through the app's server code: a
 * request on a domain of ORGANISATION_DOMAINS is that organisation's site while the PMS lists it
 * as a client_domain, canonical there; with redirect_from_subdomain_to_domain the subdomain moves
 * there (asked by the front door); and the domains that may frame the site.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NOT_A_PATH } from "../../bff/http/front-door";
import { HOSTILE_PATHS } from "../support/hostile-input";
import { appContext, HOTEL_SITE, onHotelSite, routeAnswer, routeArgs, testBff, useAppOnMock } from "./support";

const DOMAIN = "book.carpathia.example";
const app = useAppOnMock({ ORGANISATION_DOMAINS: `${DOMAIN}=carpathia-ro,book.seaside.example=seaside` });
let site: typeof import("~/site/site.server");
let ownDomain: typeof import("~/site/own-domain.server");
let booking: typeof import("~/routes/reservation-new");
let bff: ReturnType<typeof testBff>;

beforeAll(async () => {
  site = await import("~/site/site.server");
  ownDomain = await import("~/site/own-domain.server");
  booking = await import("~/routes/reservation-new");
  bff = testBff();
});

// The mock was just reset; the BFF must not answer from organisation data of another test.
beforeEach(() => bff.cache.clear());

async function setDomains(locationId: number, body: Record<string, unknown>) {
  const response = await fetch(`${app.mock.url}/__mock/locations/${locationId}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

const onDomain = (path: string, domain = DOMAIN) => new Request(`http://${domain}${path}`, { headers: { host: domain } });
const onSubdomain = (path: string, host = new URL(HOTEL_SITE).host) => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite({ host }) });

describe("requests on the organisation's own domain", () => {
  it("serve its site, canonical on that domain, links without o, the booking page open", async () => {
    await setDomains(101, { client_domain: DOMAIN });
    const loaded = await site.loadSite(routeArgs(onDomain("/rooms?lang=en&o=carpathia-ro")));
    expect(loaded.ref).toMatchObject({ slugSource: "domain", domain: DOMAIN });
    expect(loaded.view.organisation.slug).toBe("carpathia-ro");
    expect(loaded.origin).toBe(`https://${DOMAIN}`);
    expect(loaded.canonical).toMatchObject({ origin: `https://${DOMAIN}`, o: null });
    expect(loaded.view.keep).toEqual({ lang: "en" });
    const answer = await routeAnswer(() => booking.loader({ request: onDomain("/reservation-new?lang=en"), params: {}, context: appContext() }));
    expect(answer.status).toBe(200);
  });

  it("a configured domain the organisation does not list (yet, or any more) is the not-found page, never another site", async () => {
    await expect(site.loadSite(routeArgs(onDomain("/")))).rejects.toMatchObject({ init: { status: 404 } });
    await setDomains(201, { client_domain: DOMAIN });
    bff.cache.clear();
    // Listed by another organisation's location: still not carpathia-ro's to serve, nor seaside's.
    await expect(site.loadSite(routeArgs(onDomain("/")))).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("a domain listed by a location other than the first serves the organisation too", async () => {
    await setDomains(102, { client_domain: DOMAIN });
    expect((await site.loadSite(routeArgs(onDomain("/")))).view.organisation.slug).toBe("carpathia-ro");
  });
});

describe("redirect_from_subdomain_to_domain", () => {
  it("moves the organisation's subdomain to the same path and query on its domain", async () => {
    await setDomains(101, { client_domain: DOMAIN, redirect_from_subdomain_to_domain: true });
    expect(await ownDomain.ownDomainRedirect(onSubdomain("/rooms?lang=en&day_from=2026-06-01"), bff)).toBe(
      `https://${DOMAIN}/rooms?lang=en&day_from=2026-06-01`,
    );
    expect(await ownDomain.ownDomainRedirect(onSubdomain("/robots.txt"), bff)).toBe(`https://${DOMAIN}/robots.txt`);
  });

  it("only ever to that domain: a path that is no path moves nowhere (NOT_A_PATH: the front door's 404) and throws nothing", async () => {
    await setDomains(101, { client_domain: DOMAIN, redirect_from_subdomain_to_domain: true });
    for (const path of [
      "//evil.example/x",
      "///evil.example",
      "//",
      "//?a",
      "/.//evil",
      "/%5Cevil.example",
      "/%2F%2Fevil.example",
      "/%09/evil",
      "/%0D%0ALocation:%20https://evil.example",
    ]) {
      expect(await ownDomain.ownDomainRedirect(onSubdomain(path), bff), path).toBe(NOT_A_PATH);
    }
    // The whole corpus, as the URL parser leaves each one: no answer names another host.
    for (const target of HOSTILE_PATHS) {
      const request = new Request(`${HOTEL_SITE}${/^[/\\]/.test(target) ? "" : "/"}${target}`, { headers: onHotelSite({ host: new URL(HOTEL_SITE).host }) });
      const moved = await ownDomain.ownDomainRedirect(request, bff);
      const host = moved === NOT_A_PATH ? DOMAIN : new URL(moved ?? "https://unmoved.invalid/").host;
      expect(host, JSON.stringify(target)).toBe(DOMAIN);
    }
  });

  it("leaves alone a frame, the domain itself, a location's own subdomain, the main domain and health checks", async () => {
    await setDomains(101, { client_domain: DOMAIN, redirect_from_subdomain_to_domain: true });
    for (const request of [
      onSubdomain("/reservation-new?embed=site"),
      onDomain("/rooms"),
      onSubdomain("/", "carpathia-sinaia.localhost"),
      new Request("http://localhost/hotel/101?o=carpathia-ro", { headers: { host: "localhost" } }),
      onSubdomain("/healthz"),
    ]) {
      expect(await ownDomain.ownDomainRedirect(request, bff)).toBeNull();
    }
  });

  it("not without the flag, nor to a domain this site does not serve (it would lead to another server, or loop)", async () => {
    await setDomains(101, { client_domain: DOMAIN, redirect_from_subdomain_to_domain: false });
    expect(await ownDomain.ownDomainRedirect(onSubdomain("/rooms"), bff)).toBeNull();
    bff.cache.clear();
    await setDomains(101, { client_domain: "www.hotel-carpathia.example", redirect_from_subdomain_to_domain: true });
    expect(await ownDomain.ownDomainRedirect(onSubdomain("/rooms"), bff)).toBeNull();
    // Canonical there all the same (decision 015): the PMS says the site lives there.
    expect((await site.loadSite(routeArgs(onSubdomain("/rooms")))).canonical.origin).toBe("https://www.hotel-carpathia.example");
  });

  it("canonical follows the domain that is served: the configured domain also without the flag", async () => {
    await setDomains(101, { client_domain: DOMAIN });
    expect((await site.loadSite(routeArgs(onSubdomain("/rooms")))).canonical.origin).toBe(`https://${DOMAIN}`);
    bff.cache.clear();
    await setDomains(101, { client_domain: null });
    expect((await site.loadSite(routeArgs(onSubdomain("/rooms")))).canonical.origin).toBe(bff.config.publicOrigin.replace("//", "//carpathia-ro."));
  });
});

describe("who may frame the site", () => {
  it("the organisation's client_domain and hoteliera_domain (https; http too on loopback), nobody else", async () => {
    await setDomains(101, { client_domain: "127.0.0.1:3470" });
    const { view } = await site.loadSite(routeArgs(onSubdomain("/reservation-new?embed=site")));
    expect(view.embed).toBe("site");
    expect(view.keep).toEqual({ embed: "site" });
    expect(view.frameAncestors).toEqual([
      "https://127.0.0.1:3470",
      "http://127.0.0.1:3470",
      "https://carpathia-brasov.hoteliera.example",
      "https://carpathia-sinaia.hoteliera.example",
    ]);
  });
});
