/**
 * Which files the browser loads for a page: the build's manifest, the entry and the chunks it
 * imports, the chunk of one language's texts (with what it imports), and every route from the page
 * up through its parents to the root, each with the chunks it imports; each file once.
 *
 * One list for both places that weigh a page: `npm test`'s size budgets (.size-limit.js) and the
 * bench's report (tests/bench/shipped.ts). Read from public/build, so a new import shows up the day
 * it lands.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * @typedef {{ module: string, imports?: string[], parentId?: string }} ManifestEntry
 * @typedef {{ entry: ManifestEntry, routes: Record<string, ManifestEntry | undefined>, url: string }} Manifest
 */

/** @param {string} [publicDir] @returns {Manifest} */
export function readManifest(publicDir = join(process.cwd(), "public")) {
  const buildDir = join(publicDir, "build");
  const file = existsSync(buildDir) ? readdirSync(buildDir).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name)) : undefined;
  if (!file) throw new Error(`no manifest in ${buildDir}: run npm run build`);
  const source = readFileSync(join(buildDir, file), "utf8");
  // `window.__remixManifest={…};`: the object is JSON.
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return { ...JSON.parse(json), url: `/build/${file}` };
}

/**
 * The chunk of one language's texts (`ro-HASH.js`, from app/locales' dynamic import) with the
 * chunks it imports: entry.client loads it at start, but the manifest lists static imports only.
 * @param {string} language
 * @param {string} [publicDir]
 * @returns {string[]}
 */
export function translationChunks(language, publicDir = join(process.cwd(), "public")) {
  const shared = join(publicDir, "build", "_shared");
  const file = readdirSync(shared).find((name) => new RegExp(`^${language}-[A-Z0-9]{8}\\.js$`).test(name));
  if (!file) throw new Error(`no chunk of ${language} texts in ${shared}`);
  /** @type {Set<string>} */
  const found = new Set();
  /** @param {string} path */
  const follow = (path) => {
    if (found.has(path)) return;
    found.add(path);
    for (const match of readFileSync(join(publicDir, path), "utf8").matchAll(/from"(\/build\/[^"]+\.js)"|import"(\/build\/[^"]+\.js)"/g))
      follow(match[1] ?? match[2] ?? "");
  };
  follow(`/build/_shared/${file}`);
  return [...found];
}

/**
 * The JavaScript the browser loads for `routeId` in `language`: URL paths (`/build/…`), each once,
 * every one of them a file in `publicDir` (a missing one throws: a weight without it would lie).
 * @param {string} routeId
 * @param {string} language
 * @param {Manifest} [manifest]
 * @param {string} [publicDir]
 * @returns {string[]}
 */
export function routeJavaScript(routeId, language, manifest = readManifest(), publicDir = join(process.cwd(), "public")) {
  const files = new Set([manifest.url, manifest.entry.module, ...(manifest.entry.imports ?? []), ...translationChunks(language, publicDir)]);
  for (let id = /** @type {string | undefined} */ (routeId); id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  for (const file of files) if (!existsSync(join(publicDir, file))) throw new Error(`${file} is in the manifest but not in ${publicDir}`);
  return [...files];
}
