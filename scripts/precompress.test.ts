import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress.mjs";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const script = "export const rooms = " + JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Double room ${i}` }))) + ";\n";

describe("precompress", () => {
  it("stores each script and style sheet as brotli and gzip that decompress to the same bytes, and leaves images alone", () => {
    dir = mkdtempSync(join(tmpdir(), "precompress-"));
    mkdirSync(join(dir, "_shared"));
    writeFileSync(join(dir, "_shared", "chunk-ABC.js"), script);
    writeFileSync(join(dir, "root.css"), "body{margin:0}\n".repeat(50));
    writeFileSync(join(dir, "photo.jpg"), Buffer.from([0xff, 0xd8, 0xff]));
    const totals = precompress(dir);
    expect(totals.files).toBe(2);
    const js = join(dir, "_shared", "chunk-ABC.js");
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 4);
    expect(existsSync(join(dir, "photo.jpg.br"))).toBe(false);
    expect(totals.br).toBeLessThan(totals.gzip);
  });

  it("makes a copy again only when its file is newer than it", () => {
    dir = mkdtempSync(join(tmpdir(), "precompress-"));
    const js = join(dir, "entry.js");
    writeFileSync(js, script);
    precompress(dir);
    // A copy newer than its file is kept as it is (a second run after a build does no work)...
    writeFileSync(`${js}.br`, "kept");
    precompress(dir);
    expect(readFileSync(`${js}.br`, "utf8")).toBe("kept");
    // ...and one older than its file is made again.
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${js}.br`, past, past);
    precompress(dir);
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
  });
});
