/**
 * The organisation's data, the one thing every page needs: its cost cold (fetched from the PMS
 * and parsed with its contract), warm (through the BFF cache) and under a burst of concurrent cold
 * requests (single flight: one PMS call). In-process, against a mock started here.
 */
import { performance } from "node:perf_hooks";
import { createAnonymousCache } from "../../bff/cache";
import { createLogger } from "../../bff/logger";
import { createSiteDirectory, type SiteRef } from "../../bff/org";
import { createUpstreamClient } from "../../bff/upstream";
import { startMockServer } from "../../mocks/server";

const ref: SiteRef = { slug: "carpathia-ro", slugSource: "query", locationId: null, hotelId: null, embed: null, domain: null };

async function measure(budgetMs: number, maxRuns: number, run: () => Promise<unknown>) {
  let runs = 0;
  const started = performance.now();
  while (runs < maxRuns && performance.now() - started < budgetMs) {
    await run();
    runs++;
  }
  return { perOpMs: (performance.now() - started) / runs, runs };
}

export async function benchOrganisationCache() {
  const mock = await startMockServer({ port: 0 });
  const logger = createLogger({ level: "silent" });
  const upstream = createUpstreamClient({ baseUrl: mock.url, timeoutMs: 5_000, logger });
  const cache = createAnonymousCache({ logger });
  const sites = createSiteDirectory(upstream, cache);
  try {
    await sites.site(ref); // warm the connection pool and the cache once
    const cold = await measure(2_000, 500, () => upstream.call("getOrganisation", { params: { organization_full_slug: "carpathia-ro" } }));
    const warm = await measure(1_000, 200_000, () => sites.site(ref));
    await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
    cache.clear();
    const burst = await measure(2_000, 50, async () => {
      cache.clear();
      await Promise.all(Array.from({ length: 100 }, () => sites.site(ref)));
    });
    const calls = (await (await fetch(`${mock.url}/__mock/calls`)).json()) as Record<string, number>;
    return {
      coldMs: cold.perOpMs,
      warmMs: warm.perOpMs,
      burstMs: burst.perOpMs,
      warmVsCold: cold.perOpMs / warm.perOpMs,
      burstVsCold: burst.perOpMs / cold.perOpMs,
      pmsCallsPerBurst: (calls["GET /api/anonymous-orgs/{organization_full_slug}"] ?? 0) / Math.max(burst.runs, 1),
    };
  } finally {
    await upstream.close();
    await mock.close();
  }
}
