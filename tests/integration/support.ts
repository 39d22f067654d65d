/**
 * The BFF's pieces wired to the mock PMS over real HTTP, with a clock the test moves.
 */
import { createAnonymousCache } from "../../bff/cache";
import { createSiteDirectory } from "../../bff/org";
import { createTestLogger } from "../../bff/testing";
import { createUpstreamClient } from "../../bff/upstream";
import { startMockServer } from "../../mocks/server";

/** The hotel date every integration test pins the mock to: a Monday in the low season. */
export const PINNED_TODAY = "2026-05-04";

export async function startBffOnMock(options: { timeoutMs?: number } = {}) {
  const mock = await startMockServer({ port: 0, today: PINNED_TODAY });
  const { logger, lines } = createTestLogger();
  let now = Date.now();
  const upstream = createUpstreamClient({ baseUrl: mock.url, timeoutMs: options.timeoutMs ?? 3_000, logger });
  const cache = createAnonymousCache({ logger, now: () => now });
  const sites = createSiteDirectory(upstream, cache);

  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${mock.url}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  };

  return {
    mock,
    upstream,
    cache,
    sites,
    logLines: lines,
    advance: (ms: number) => (now += ms),
    calls: () => control("/__mock/calls") as Promise<Record<string, number>>,
    faults: (faults: Record<string, unknown>) => control("/__mock/faults", faults),
    reset: () => control("/__mock/reset", {}),
    sessions: () => control("/__mock/sessions"),
    async close() {
      await control("/__mock/reset", {}).catch(() => {});
      await upstream.close();
      await mock.close();
    },
  };
}

export const ORGANISATION_CALL = "GET /api/anonymous-orgs/{organization_full_slug}";
