/**
 * `npm run bench`: speed goals as ratios measured in one run on this machine, against the mock PMS
 * started here (absolute numbers on shared machines mean little; ratios travel).
 *
 *   cold  = an organisation fetched from the PMS over HTTP and parsed with its contract
 *   warm  = the same organisation through the BFF cache (what every page after the first pays)
 *   burst = 100 concurrent cold requests for one organisation (single flight → one PMS call)
 *   grid  = the staff plan grid of the largest demo location over 31 days, a whole server request
 *           (front door, loaders, three PMS calls, render) against the home page in the same run
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { createAnonymousCache } from "../../bff/cache";
import { createLogger } from "../../bff/logger";
import { createSiteDirectory, type SiteRef } from "../../bff/org";
import { createUpstreamClient } from "../../bff/upstream";
import { startMockServer } from "../../mocks/server";

const ref: SiteRef = { slug: "carpathia-ro", slugSource: "query", locationId: null, hotelId: null, embed: null, domain: null };

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
  await benchPlanGrid();
} finally {
  await upstream.close();
  await mock.close();
}

/**
 * The plan grid as a server request: the production build's request handler behind the front door
 * (what server.mjs runs, minus express), on this run's mock, signed in as the demo staff member.
 */
async function benchPlanGrid() {
  const root = process.cwd();
  const buildFile = join(root, "build", "index.js");
  const sources = join(root, "app");
  if (!existsSync(buildFile) || statSync(buildFile).mtimeMs < statSync(sources).mtimeMs) {
    console.log("\nbuilding the site for the grid benchmark…");
    const built = spawnSync(process.execPath, [join(root, "node_modules", "@remix-run", "dev", "dist", "cli.js"), "build"], { cwd: root, stdio: "ignore" });
    if (built.status !== 0) throw new Error("remix build failed");
  }
  await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
  Object.assign(process.env, { UPSTREAM_URL: mock.url, DEFAULT_ORG: "carpathia-ro", LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent", NODE_ENV: "production", SESSION_SECRET: "bench-secret-bench-secret-bench" });
  const { createRequestHandler } = await import("@remix-run/node");
  const build = await import(pathToFileURL(buildFile).href);
  const handle = createRequestHandler(build, "production");
  const { frontDoor } = build.entry.module as { frontDoor: { handle(request: Request, client: string, next: (request: Request, context: unknown) => Promise<Response>): Promise<Response> } };
  const serve = async (request: Request): Promise<Response> => {
    const response = await frontDoor.handle(request, "127.0.0.1", (inner, context) => handle(inner, context as never));
    await response.text();
    return response;
  };

  const signedIn = await serve(
    new Request("http://localhost/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", Host: "localhost" },
      body: new URLSearchParams({ email: "staff@example.com", password: "staff-pass-1", redirectTo: "/staff/plan" }),
    }),
  );
  const cookie = signedIn.headers.get("set-cookie")?.split(";")[0];
  if (signedIn.status !== 303 || !cookie) throw new Error(`staff sign-in answered ${signedIn.status}`);

  // The largest demo location: the most rooms.
  const world = mock.world;
  const roomsAt = (locationId: number) => world.roomTypes.filter((roomType) => roomType.location_id === locationId).reduce((sum, roomType) => sum + roomType.room_numbers.length, 0);
  const largest = [...world.locations].sort((a, b) => roomsAt(b.id) - roomsAt(a.id))[0]!;
  const gridUrl = `http://localhost/staff/plan?location=${largest.id}&days=31&day_from=${world.today}`;
  const grid = await serve(new Request(gridUrl, { headers: { Cookie: cookie } }));
  const html = await (await frontDoor.handle(new Request(gridUrl, { headers: { Cookie: cookie } }), "127.0.0.1", (inner, context) => handle(inner, context as never))).text();
  if (grid.status !== 200 || (html.match(/<th scope="col" class="plan-day/g) ?? []).length !== 31) throw new Error(`the grid answered ${grid.status} without its 31 days`);

  console.log(`\nplan grid: ${largest.name} (${roomsAt(largest.id)} rooms), 31 days, whole server requests`);
  // The organisation's home page (DEFAULT_ORG), a full render: not the `?o=` redirect.
  const home = new Request("http://localhost/");
  const first = await serve(home.clone());
  if (first.status !== 200) throw new Error(`the home page answered ${first.status}`);
  const { perOpMs: homeMs } = await measure("home page (warm organisation cache)", 3_000, 2_000, async () => {
    const answer = await serve(new Request(home.url));
    if (answer.status !== 200) throw new Error(`the home page answered ${answer.status}`);
  });
  const gridCalls = async () => {
    const counted = (await (await fetch(`${mock.url}/__mock/calls`)).json()) as Record<string, number>;
    return (counted["GET /api/locations/{location_id}/inventory"] ?? 0) + (counted["GET /api/locations/{location_id}/rates"] ?? 0) + (counted["GET /api/reservations"] ?? 0);
  };
  const callsBefore = await gridCalls();
  const { perOpMs: gridMs, runs } = await measure("staff plan grid, 31 days (3 PMS calls each)", 4_000, 1_000, async () => {
    // Every run must be the grid itself, not a sign-in redirect or an error page.
    const answer = await serve(new Request(gridUrl, { headers: { Cookie: cookie } }));
    if (answer.status !== 200) throw new Error(`the grid answered ${answer.status}`);
  });
  const staffCalls = (await gridCalls()) - callsBefore;
  console.log(`  grid vs home page, server time per request: ${(gridMs / homeMs).toFixed(1)}×  (goal ≤ 5×)`);
  console.log(`  PMS calls per grid request:                 ${(staffCalls / Math.max(runs, 1)).toFixed(2)}  (3: never cached)`);
}
