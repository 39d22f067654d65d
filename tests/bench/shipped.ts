/**
 * What a page ships to the browser: the JavaScript a route loads (the entry, the root and the
 * route, each with the chunks it imports, each file once), gzipped as `compression` sends it,
 * read from the build's own manifest, so a new import shows up here the day it lands.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
// The list of files is the one npm test's size budgets weigh (.size-limit.js): the budgets are
// checked there, the bench only reports the figure.
import { inlineManifestScript, LAZY_ROUTE_DISCOVERY, readManifest, routeJavaScript } from "../../scripts/shipped-files.mjs";

/** Gzipped bytes of the JavaScript the browser loads for `routeId` (with its parents) in `language`. */
export function javascriptFor(
  routeId: string,
  language: string,
  manifest = readManifest(),
  publicDir = join(process.cwd(), "public"),
): { files: number; bytes: number; gzipped: number } {
  const files = routeJavaScript(routeId, language, manifest, publicDir);
  let bytes = 0;
  let gzipped = 0;
  for (const file of files) {
    const content = readFileSync(join(publicDir, file));
    bytes += content.byteLength;
    gzipped += gzipSync(content).byteLength;
  }
  // Under lazy route discovery the page carries its routes' manifest inline instead of the file.
  if (LAZY_ROUTE_DISCOVERY) {
    const inline = Buffer.from(inlineManifestScript(routeId, manifest));
    bytes += inline.byteLength;
    gzipped += gzipSync(inline).byteLength;
  }
  return { files: files.length, bytes, gzipped };
}

/** The serialized loader data in a page's HTML (`window.__remixContext…` streams). */
export function loaderDataBytes(html: string): number {
  let total = 0;
  for (const match of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    const script = match[1] ?? "";
    if (script.includes("__remixContext") || script.includes("streamController")) total += Buffer.byteLength(script);
  }
  return total;
}
