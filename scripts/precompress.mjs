#!/usr/bin/env node
/**
 * After `remix build`: each of the browser's files in public/build stored compressed once, as
 * `NAME.br` (brotli, quality 11) and `NAME.gz` (gzip, level 9), beside it. The server sends the
 * stored bytes the browser accepts (server.mjs, express-static-gzip) with their length and ETag,
 * instead of compressing a year-cacheable file again for every request (issue 53).
 *
 * Usage: node scripts/precompress.mjs [dir]   (default public/build)
 */
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** What is worth compressing: text the browser loads. Images (svg aside) are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|map|txt)$/;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes the two compressed copies of every compressible file under `dir` that lacks a current
 * pair (a copy older than its file is made again). Returns the bytes before and after, per encoding.
 */
export function precompress(dir) {
  const totals = { files: 0, identity: 0, br: 0, gzip: 0 };
  if (!existsSync(dir)) return totals;
  for (const path of filesUnder(dir)) {
    const source = readFileSync(path);
    const changed = statSync(path).mtimeMs;
    const current = (copy) => existsSync(copy) && statSync(copy).mtimeMs >= changed;
    const br = current(`${path}.br`)
      ? readFileSync(`${path}.br`)
      : brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
    const gz = current(`${path}.gz`) ? readFileSync(`${path}.gz`) : gzipSync(source, { level: 9 });
    if (!current(`${path}.br`)) writeFileSync(`${path}.br`, br);
    if (!current(`${path}.gz`)) writeFileSync(`${path}.gz`, gz);
    totals.files += 1;
    totals.identity += source.length;
    totals.br += br.length;
    totals.gzip += gz.length;
  }
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = process.argv[2] ?? "public/build";
  const started = performance.now();
  const totals = precompress(dir);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `precompressed ${totals.files} files in ${dir}: ${kb(totals.identity)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)} (${Math.round(performance.now() - started)} ms)`,
  );
}
