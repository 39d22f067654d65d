/**
 * `npm run bench`: speed goals as ratios measured in one run on this machine, against the mock PMS
 * started here (absolute numbers on shared machines mean little; ratios travel).
 *
 *   cold  = an organisation fetched from the PMS over HTTP and parsed with its contract
 *   warm  = the same organisation through the BFF cache (what every page after the first pays)
 *   burst = 100 concurrent cold requests for one organisation (single flight → one PMS call)
 */
import { performance } from "node:perf_hooks";
import { createAnonymousCache } from "../../bff/cache";
import { createLogger } from "../../bff/logger";
import { createSiteDirectory, type SiteRef } from "../../bff/org";
import { createUpstreamClient } from "../../bff/upstream";
import { startMockServer } from "../../mocks/server";

const ref: SiteRef = { slug: "carpathia-ro", slugSource: "query", locationId: null, hotelId: null, embed: null };

async function measure(label: string, budgetMs: number, maxRuns: number, run: () => Promise<unknown>) {
  let runs = 0;
  const started = performance.now();
  while (runs < maxRuns && performance.now() - started < budgetMs) {
    await run();
    runs++;
  }
  const perOpMs = (performance.now() - started) / runs;
  console.log(`${label.padEnd(44)} ${runs.toString().padStart(6)} runs  ${(perOpMs * 1000).toFixed(1).padStart(9)} µs/op`);
  return { perOpMs, runs };
}

const mock = await startMockServer({ port: 0 });
const logger = createLogger({ level: "silent" });
const upstream = createUpstreamClient({ baseUrl: mock.url, timeoutMs: 5_000, logger });
const cache = createAnonymousCache({ logger });
const sites = createSiteDirectory(upstream, cache);

try {
  await sites.site(ref); // warm the connection pool and the cache once
  const { perOpMs: cold } = await measure("cold: organisation from the PMS", 3_000, 500, () =>
    upstream.call("getOrganisation", { params: { organization_full_slug: "carpathia-ro" } }),
  );
  const { perOpMs: warm } = await measure("warm: organisation through the BFF cache", 2_000, 200_000, () => sites.site(ref));

  await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
  cache.clear();
  const { perOpMs: burst, runs: bursts } = await measure("burst: 100 concurrent cold requests", 3_000, 50, async () => {
    cache.clear();
    await Promise.all(Array.from({ length: 100 }, () => sites.site(ref)));
  });
  const calls = (await (await fetch(`${mock.url}/__mock/calls`)).json()) as Record<string, number>;

  console.log("\nratios (higher is better)");
  console.log(`  warm vs cold page data:            ${(cold / warm).toFixed(0)}× faster  (goal ≥ 100×)`);
  console.log(`  100-request burst vs 1 cold call:  ${(burst / cold).toFixed(1)}× the time of one call  (goal ≤ 3×)`);
  console.log(`  PMS calls per burst:               ${((calls["GET /api/anonymous-orgs/{organization_full_slug}"] ?? 0) / Math.max(bursts, 1)).toFixed(2)}  (goal 1)`);
} finally {
  await upstream.close();
  await mock.close();
}
