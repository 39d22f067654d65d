/**
 * How a page travels (server.mjs): compressed for the browsers that ask, in as few pieces as the
 * render allows. React hands a page over in pieces of about 2 KB; sent (and, with gzip, flushed)
 * one by one, the compressed search page was 40 % larger than the same page sent in batches.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { HOTEL_TODAY, inDays, resetMock } from "./support/env";
import { getAtRaw, subdomainOrigin } from "./support/http";

/** A gzip stream's sync-flush points: each ends with an empty stored block, 00 00 ff ff. */
function flushesIn(compressed: Buffer): number {
  let count = 0;
  for (let at = compressed.indexOf("0000ffff", 0, "hex"); at !== -1; at = compressed.indexOf("0000ffff", at + 4, "hex")) count++;
  return count;
}

test.beforeEach(async () => {
  await resetMock();
});

for (const [name, path] of [
  ["the home page", "/"],
  ["a search page", `/reservation-new?day_from=${inDays(18)}&day_to=${inDays(20)}&adults=2&rooms=1`],
] as const) {
  test(`${name} is compressed in batches, not piece by piece (hotel's today ${HOTEL_TODAY})`, async () => {
    const plain = await getAtRaw(`${subdomainOrigin("carpathia-ro")}${path}`);
    const gzipped = await getAtRaw(`${subdomainOrigin("carpathia-ro")}${path}`, { "accept-encoding": "gzip" });
    expect(plain.status).toBe(200);
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    const page = gunzipSync(gzipped.body).toString("utf8");
    // The same document either way (the CSP nonce aside: it changes per answer).
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/"nonce":"[^"]*"/g, "");
    expect(withoutNonces(page)).toBe(withoutNonces(plain.body.toString("utf8")));
    expect(page.length).toBeGreaterThan(20_000);
    // Batched, a page flushes the compressor once per turn of the render (the shell, the loader
    // data's scripts, the end): 3 for the home, 5 for the search. Piece by piece it was 20 and 25.
    expect(flushesIn(gzipped.body)).toBeLessThanOrEqual(6);
  });
}

test("the production build holds no mock code: the demo's mock PMS runs beside the site, never inside it", async () => {
  const { readFileSync } = await import("node:fs");
  const server = readFileSync("build/index.js", "utf8");
  // What any part of mocks/ would bring: MSW, the mock's server and controls, its seeded world.
  for (const sign of ["startMockServer", 'from "msw"', "msw/node", "/__mock/reset", "Hotel Carpathia", "materialiseSeedReservations"]) {
    expect(server.includes(sign), sign).toBe(false);
  }
  // The demo still runs on the mock: this very server answers from it.
  const answer = await getAtRaw(`${subdomainOrigin("carpathia-ro")}/readyz`);
  expect(answer.status).toBe(200);
});

test("OpenTelemetry is loaded only when spans are exported: the build imports it nowhere but where OTEL_EXPORTER_OTLP_ENDPOINT leads", async () => {
  const { readFileSync } = await import("node:fs");
  const server = readFileSync("build/index.js", "utf8");
  // A static import would load the SDK and the exporter in every process, exporting or not.
  expect(server).not.toMatch(/^import[^;]*from\s*"@opentelemetry\//m);
  expect(server).not.toMatch(/require\("@opentelemetry\//);
  // …and the one way in is there, behind the setting.
  expect(server).toContain('import("@opentelemetry/sdk-trace-base")');
});

test("the browser's files leave as the build stored them compressed: brotli or gzip as asked, with their length and a validator", async () => {
  const home = await getAtRaw(`${subdomainOrigin("carpathia-ro")}/?lang=en`);
  const script =
    /<script[^>]+src="(\/build\/[^"]+\.js)"/.exec(home.body.toString("utf8"))?.[1] ??
    /"(\/build\/entry\.client-[^"]+\.js)"/.exec(home.body.toString("utf8"))?.[1];
  expect(script, "a script of the build on the home page").toBeTruthy();
  const url = `${subdomainOrigin("carpathia-ro")}${script}`;
  const plain = await getAtRaw(url, { "accept-encoding": "identity" });
  expect(plain.status).toBe(200);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  for (const [accepted, encoding, decode] of [
    ["gzip, deflate, br", "br", brotliDecompressSync],
    ["gzip", "gzip", gunzipSync],
  ] as const) {
    const answer = await getAtRaw(url, { "accept-encoding": accepted });
    expect(answer.headers["content-encoding"]).toBe(encoding);
    // Stored bytes, not a stream made for this request: their length is known before they are sent.
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(decode(answer.body).equals(plain.body)).toBe(true);
    expect(answer.headers["vary"]).toMatch(/accept-encoding/i);
    expect(answer.headers["cache-control"]).toContain("immutable");
    const again = await getAtRaw(url, { "accept-encoding": accepted, "if-none-match": String(answer.headers.etag) });
    expect(again.status).toBe(304);
  }
});

test("a kept page leaves compressed once: the stored variant the browser accepts, its length, and 304 for the ETag it holds", async () => {
  const home = `${subdomainOrigin("carpathia-ro")}/?lang=en`;
  // The first guest's visit keeps the page; the second is answered from it.
  await getAtRaw(home, { "accept-encoding": "br" });
  const kept = await getAtRaw(home, { "accept-encoding": "gzip, deflate, br" });
  expect(kept.status).toBe(200);
  expect(kept.headers.age).toBeDefined();
  expect(kept.headers["content-encoding"]).toBe("br");
  expect(Number(kept.headers["content-length"])).toBe(kept.body.length);
  expect(brotliDecompressSync(kept.body).toString("utf8")).toContain("</html>");
  const etag = String(kept.headers.etag);
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await getAtRaw(home, { "accept-encoding": "gzip, deflate, br", "if-none-match": etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  const gzipped = await getAtRaw(home, { "accept-encoding": "gzip" });
  expect(gzipped.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzipped.body).equals(brotliDecompressSync(kept.body))).toBe(true);
});
