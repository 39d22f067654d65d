import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CacheLong } from "../../bff/cache";
import { UpstreamError } from "../../bff/errors";
import type { SiteRef } from "../../bff/org";
import { ORGANISATION_CALL, startBffOnMock } from "./support";

const carpathia: SiteRef = { slug: "carpathia-ro", slugSource: "query", locationId: null, hotelId: null, embed: null, domain: null };

describe("organisation data through the BFF cache, against the mock PMS over HTTP", () => {
  let bff: Awaited<ReturnType<typeof startBffOnMock>>;
  beforeAll(async () => {
    bff = await startBffOnMock({ timeoutMs: 600 });
  });
  afterAll(() => bff.close());
  beforeEach(async () => {
    bff.cache.clear();
    await bff.reset();
  });

  it("answers 100 concurrent cold requests for one organisation with ONE upstream call", async () => {
    const sites = await Promise.all(Array.from({ length: 100 }, () => bff.sites.site(carpathia)));
    expect(sites.every((site) => site?.organisation.name === "Hotel Carpathia")).toBe(true);
    expect((await bff.calls())[ORGANISATION_CALL]).toBe(1);
  });

  it("serves a warm organisation without calling the PMS", async () => {
    await bff.sites.site(carpathia);
    await bff.sites.site(carpathia);
    await bff.sites.site(carpathia);
    expect((await bff.calls())[ORGANISATION_CALL]).toBe(1);
  });

  it("keeps serving the cached organisation while the PMS is down (stale-if-error)", async () => {
    const first = await bff.sites.site(carpathia);
    bff.advance(CacheLong.maxAgeMs + CacheLong.staleWhileRevalidateMs + 1_000);
    await bff.faults({ down: true });
    const during = await bff.sites.site(carpathia);
    expect(during?.organisation.name).toBe(first?.organisation.name);
    expect(bff.logLines.some((line) => line.msg === "upstream failed; serving stale value")).toBe(true);
  });

  it("fails with a typed error for an organisation never seen while the PMS is down", async () => {
    await bff.faults({ down: true });
    const error = await bff.sites.site({ ...carpathia, slug: "seaside" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).failure).toBe("unreachable");
  });

  it("answers within its deadline when the PMS hangs", async () => {
    await bff.faults({ hang: true });
    const error = await bff.sites.site(carpathia).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).failure).toBe("timeout");
  });

  it("knows an unknown organisation as null, and asks the PMS only once while that is fresh", async () => {
    expect(await bff.sites.site({ ...carpathia, slug: "nope" })).toBeNull();
    expect(await bff.sites.site({ ...carpathia, slug: "nope" })).toBeNull();
    expect((await bff.calls())[ORGANISATION_CALL]).toBe(1);
  });

  it("loads a location's page by its id, with the location's rooms only", async () => {
    const site = await bff.sites.site({ ...carpathia, locationId: 102 });
    expect(site?.location?.id).toBe(102);
    expect(site?.rooms?.length).toBeGreaterThan(0);
    expect(site?.rooms?.every((room) => room.location_id === 102)).toBe(true);
  });

  it("does not show a location under another organisation's name", async () => {
    expect(await bff.sites.site({ ...carpathia, slug: "seaside", locationId: 102 })).toBeNull();
  });
});
