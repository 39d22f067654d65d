/**
 * A CPU profile of one page rendered afresh: `tsx tests/bench/profile-page.ts <page> [seconds]`
 * (page: search, booking, reservation, home, home-fresh, terms-fresh). The built site of this tree runs under
 * `node --cpu-prof` over its own mock PMS (no latency), takes 30 warm-up requests, then 4
 * connections for the given seconds (default 10); the profile's self time is summed by layer and
 * printed per request (docs/quality.md, "Speed"). The profile is left in $PROFILE_DIR (default /tmp).
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { load, once } from "./load";
import { freePort, mockControl, startMock } from "./processes";

const root = process.cwd();
const [pageName = "search", secondsText = "10"] = process.argv.slice(2);
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const paths: Record<string, string> = {
  search: `/reservation-new?day_from=${day(18)}&day_to=${day(20)}&adults=2&rooms=1`,
  booking: `/reservation-new?day_from=${day(18)}&day_to=${day(20)}&adults=2&children=0&rooms=1&room_types=1012:1&rate_plan_id=12&meal_id=1`,
  "home-fresh": "/",
  // The home as most guests get it: a kept page (with METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT
  // set, what observability costs a page that is otherwise almost free).
  home: "/",
  // The frame every page shares (root loader, layout, data and scripts) around a short text.
  "terms-fresh": "/terms",
  reservation: "/reservation-search?res=100001&email=ana.popescu%40example.com",
};
const dir = process.env.PROFILE_DIR ?? join("/tmp", `profile-${pageName}-${Date.now()}`);
mkdirSync(dir, { recursive: true });

const mock = await startMock(await freePort(), today);
// PROFILE_LATENCY_MS and PROFILE_CONNECTIONS: the bench's own conditions (20 ms a call, one connection) when set.
await mockControl.faults(mock, { latency_ms: Number(process.env.PROFILE_LATENCY_MS ?? 0) });
const port = await freePort();
const child = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${dir}`, "server.mjs", "build/index.js"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DEFAULT_ORG: "carpathia-ro",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    SESSION_SECRET: "bench-secret-bench-secret-bench",
    SHUTDOWN_DRAIN_MS: "0",
    UPSTREAM_URL: mock.url,
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const origin = `http://localhost:${port}`;
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`${origin}/healthz`)).ok) break;
  } catch {
    if (tries > 300) throw new Error("the site did not start");
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const host = `carpathia-ro.localhost:${port}`;
let path = paths[pageName]!;
const headers: Record<string, string> = { host };
// The reservation page, and a page "-fresh", are asked with the look-up grant's session cookie:
// a guest with a session, whose pages are never shared (the bench's "home, fresh").
if (pageName === "reservation" || pageName.endsWith("-fresh")) {
  const grant = await once(origin, paths.reservation!, headers);
  if (pageName === "reservation") path = grant.header("location")[0]!;
  headers.cookie = grant
    .header("set-cookie")
    .map((value) => value.split(";")[0])
    .join("; ");
}
await load({ origin, path, headers, connections: 1, requests: 30, serverTiming: false });
const result = await load({
  origin,
  path,
  headers,
  connections: Number(process.env.PROFILE_CONNECTIONS ?? 4),
  durationMs: Number(secondsText) * 1000,
  serverTiming: false,
});
child.kill("SIGTERM");
await new Promise((resolve) => child.once("exit", resolve));
await mock.stop();

interface Node {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"))!;
const profile = JSON.parse(readFileSync(join(dir, file), "utf8")) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const layer = (node: Node): string => {
  const { url, functionName } = node.callFrame;
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(program)" || functionName === "(idle)") return functionName;
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.includes("/build/")) return "app build";
  if (url.startsWith("node:") || url === "") return "node internals";
  return url.replace(root, "");
};
const fn = (node: Node) => `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.replace(/.*node_modules\//, "").replace(root, "")}`;
const layers = new Map<string, number>();
const functions = new Map<string, number>();
// Samples after the warm-up only: the last `seconds` of the profile.
let total = 0;
const deltas = profile.timeDeltas;
let time = deltas.reduce((a, b) => a + b, 0);
const from = time - Number(secondsText) * 1e6;
time = 0;
for (let index = 0; index < profile.samples.length; index++) {
  time += deltas[index]!;
  if (time < from) continue;
  const node = byId.get(profile.samples[index]!)!;
  const us = deltas[index]!;
  const name = layer(node);
  if (name === "(idle)") continue;
  total += us;
  layers.set(name, (layers.get(name) ?? 0) + us);
  functions.set(fn(node), (functions.get(fn(node)) ?? 0) + us);
}
const perRequest = (us: number) => (us / 1000 / result.requests).toFixed(3);
console.log(`${pageName}: ${result.requests} requests in ${secondsText} s; profile ${perRequest(total)} ms a request (${dir}/${file})`);
for (const [name, us] of [...layers].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${perRequest(us).padStart(7)}  ${name}`);
console.log("functions:");
for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`  ${perRequest(us).padStart(7)}  ${name}`);
