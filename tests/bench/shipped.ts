/**
 * What a page ships to the browser: the JavaScript a route loads (the entry, the root and the
 * route, each with the chunks it imports, each file once), gzipped as `compression` sends it,
 * read from the build's own manifest, so a new import shows up here the day it lands.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestEntry {
  module: string;
  imports?: string[];
  parentId?: string;
}

interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
  url: string;
}

export function readManifest(publicDir = join(process.cwd(), "public")): Manifest {
  const buildDir = join(publicDir, "build");
  const file = readdirSync(buildDir).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
  if (!file) throw new Error(`no manifest in ${buildDir}: run npm run build`);
  const source = readFileSync(join(buildDir, file), "utf8");
  // `window.__remixManifest={…};`: the object is JSON.
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return { ...(JSON.parse(json) as Omit<Manifest, "url">), url: `/build/${file}` };
}

/**
 * The chunk of one language's texts (`ro-HASH.js`, from app/locales' dynamic import) with the
 * chunks it imports: entry.client loads it at start, but the manifest lists static imports only.
 */
export function translationChunks(language: string, publicDir = join(process.cwd(), "public")): string[] {
  const shared = join(publicDir, "build", "_shared");
  const file = readdirSync(shared).find((name) => new RegExp(`^${language}-[A-Z0-9]{8}\\.js$`).test(name));
  if (!file) throw new Error(`no chunk of ${language} texts in ${shared}`);
  const found = new Set<string>();
  const follow = (path: string) => {
    if (found.has(path)) return;
    found.add(path);
    for (const match of readFileSync(join(publicDir, path), "utf8").matchAll(/from"(\/build\/[^"]+\.js)"|import"(\/build\/[^"]+\.js)"/g))
      follow((match[1] ?? match[2])!);
  };
  follow(`/build/_shared/${file}`);
  return [...found];
}

/** Gzipped bytes of the JavaScript the browser loads for `routeId` (with its parents) in `language`. */
export function javascriptFor(
  routeId: string,
  language: string,
  manifest = readManifest(),
  publicDir = join(process.cwd(), "public"),
): { files: number; bytes: number; gzipped: number } {
  const files = new Set<string>([manifest.url, manifest.entry.module, ...(manifest.entry.imports ?? []), ...translationChunks(language, publicDir)]);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  let bytes = 0;
  let gzipped = 0;
  for (const file of files) {
    const content = readFileSync(join(publicDir, file));
    bytes += content.byteLength;
    gzipped += gzipSync(content).byteLength;
  }
  return { files: files.size, bytes, gzipped };
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
