/**
 * Metrics are labelled by route template through the real server's wiring (docs/operating.md,
 * docs/security.md): `npm start`'s own path (scripts/start.mjs, which builds when the build is
 * missing or older than the sources, then server.mjs on the build) on free ports, with METRICS_PORT.
 * Pages with ids in their paths are counted under their route's template — the one server.mjs hands
 * the front door from the build's route table — never under the raw path, and so is their single
 * fetch `.data` request; a path no route has is the catch-all's.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PINNED_TODAY } from "./support";

/** A port nothing listens on now (the system's choice), for a server that must be told its port. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let server: ChildProcess | undefined;
let output = "";
let site = "";
let metrics = "";

beforeAll(async () => {
  const [port, metricsPort] = [await freePort(), await freePort()];
  site = `http://127.0.0.1:${port}`;
  metrics = `http://127.0.0.1:${metricsPort}/metrics`;
  // Only what this server needs: no PMS, Redis or workers of the environment's.
  const { UPSTREAM_URL: _u, EMBEDDED_MOCK_URL: _e, REDIS_URL: _r, WEB_CONCURRENCY: _w, MOCK_PORT: _m, ...inherited } = process.env;
  server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...inherited,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      MOCK_TODAY: PINNED_TODAY,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SESSION_SECRET: "metrics-route-labels-test-secret",
      SHUTDOWN_DRAIN_MS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // A build may come first (a fresh checkout has none): minutes at most.
  for (const started = Date.now(); Date.now() - started < 280_000;) {
    if (server.exitCode !== null) throw new Error(`npm start's server exited (${server.exitCode}):\n${output.slice(-2_000)}`);
    if (
      await fetch(`${site}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start:\n${output.slice(-2_000)}`);
}, 300_000);

afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
}, 20_000);

/** A page of the demo hotel's own site (its subdomain of BASE_DOMAIN). */
const visit = (path: string) =>
  fetch(`${site}${path}`, { headers: { host: "carpathia-ro.localhost" }, redirect: "manual" }).then((response) => response.status);

/** Every `bff_http_requests_total` series of the metrics port: its labels, and its count. */
async function requestSeries(): Promise<Array<{ method: string; route: string; status_class: string; count: number }>> {
  const text = await (await fetch(metrics)).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith("bff_http_requests_total{"))
    .map((line) => {
      const labels = Object.fromEntries([...line.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
      return { method: labels.method!, route: labels.route!, status_class: labels.status_class!, count: Number(line.split(" ").at(-1)) };
    });
}

describe("metrics through the real server", () => {
  it("count a page by its route template, never by its raw path: /reservations/100001, /hotel/101, their .data requests, an unknown path", async () => {
    // The reservation page without a grant (404, the e-mail asked), the hotel page, and their data requests.
    expect(await visit("/reservations/100001")).toBe(404);
    expect(await visit("/hotel/101")).toBe(200);
    expect(await visit("/hotel/101.data")).toBe(200);
    expect(await visit("/reservations/100001.data")).toBe(404);
    expect(await visit("/no/such/page/4242")).toBe(404);

    const series = await requestSeries();
    const counted = (route: string, statusClass: string) =>
      series.filter((line) => line.method === "GET" && line.route === route && line.status_class === statusClass).reduce((sum, line) => sum + line.count, 0);
    expect(counted("/reservations/:reservationId", "4xx")).toBe(2);
    expect(counted("/hotel/:locationId", "2xx")).toBe(2);
    expect(counted("/*", "4xx")).toBe(1);
    // No label holds a raw path, an id or what the client made up.
    for (const line of series) {
      expect(line.route, JSON.stringify(line)).not.toMatch(/100001|\/101|4242|\.data|\/no\/such/);
    }
  });
});
