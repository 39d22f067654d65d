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
import { matchRoutes } from "@remix-run/router";
import remixConfig from "../remix.config.js";

/**
 * With lazy route discovery (remix.config.js, `future.v3_lazyRouteDiscovery`) the browser never
 * loads the manifest file: the page carries, inline, the manifest of the routes it can match
 * (Remix's `getPartialManifest`), and the rest arrives as the guest navigates. The weights then
 * count that inline script (`inlineManifestScript`) instead of the file.
 */
export const LAZY_ROUTE_DISCOVERY = remixConfig.future?.v3_lazyRouteDiscovery === true;

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
  const file = textsChunk(language, publicDir);
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
 * The file name of one language's texts chunk. esbuild names a chunk after its module, so the
 * calendar's locale of the same language (`react-day-picker/locale/ro`) is a `ro-HASH.js` too: the
 * client build's metafile (build/metafile.js.json, beside public/) says which one holds
 * app/locales/<language>. Without a metafile the name alone must be unambiguous.
 * @param {string} language
 * @param {string} publicDir
 * @returns {string}
 */
function textsChunk(language, publicDir) {
  const shared = join(publicDir, "build", "_shared");
  const named = readdirSync(shared).filter((name) => new RegExp(`^${language}-[A-Z0-9]{8}\\.js$`).test(name));
  const metafile = join(publicDir, "..", "build", "metafile.js.json");
  if (existsSync(metafile)) {
    /** @type {{ outputs: Record<string, { entryPoint?: string }> }} */
    const { outputs } = JSON.parse(readFileSync(metafile, "utf8"));
    const texts = Object.entries(outputs).find(([, output]) => output.entryPoint === `app/locales/${language}/index.ts`)?.[0];
    const name = texts?.split("/").pop();
    if (name && named.includes(name)) return name;
    throw new Error(`no chunk of ${language} texts named by the metafile among ${named.join(", ") || "none"} (${metafile} older than public/build?)`);
  }
  if (named.length === 0) throw new Error(`no chunk of ${language} texts in ${shared}`);
  if (named.length > 1) throw new Error(`more than one chunk named ${language}-*.js in ${shared}, and no metafile to tell the texts'`);
  return named[0];
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
export function routeJavaScript(
  routeId,
  language,
  manifest = readManifest(),
  publicDir = join(process.cwd(), "public"),
  lazyRouteDiscovery = LAZY_ROUTE_DISCOVERY,
) {
  const files = new Set([
    ...(lazyRouteDiscovery ? [] : [manifest.url]),
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    ...translationChunks(language, publicDir),
  ]);
  for (let id = /** @type {string | undefined} */ (routeId); id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  for (const file of files) if (!existsSync(join(publicDir, file))) throw new Error(`${file} is in the manifest but not in ${publicDir}`);
  return [...files];
}

/**
 * A URL path that `routeId` answers: its routes' paths joined, each `:param` as one segment.
 * @param {string} routeId
 * @param {Manifest} manifest
 */
function pathOf(routeId, manifest) {
  const segments = [];
  for (let id = /** @type {string | undefined} */ (routeId); id; id = manifest.routes[id]?.parentId) {
    const path = /** @type {{ path?: string }} */ (manifest.routes[id] ?? {}).path;
    if (path) segments.unshift(path.replace(/:[^/]+/g, "x"));
  }
  return `/${segments.join("/")}`;
}

/**
 * The script a page of `routeId` carries inline under lazy route discovery, as Remix's <Scripts>
 * writes it: the route modules' imports, the manifest of the routes the page's path and each of its
 * ancestors' paths match (`getPartialManifest` in @remix-run/react's fog-of-war.js, pretty-printed
 * as there), and the route modules' table. Weighed with the files, so the page's JavaScript is all
 * counted: what moved from the manifest file into the HTML still goes to the browser. Checked against
 * the booking page as served on 2026-11-29: the same three routes, 46 bytes apart (the `;` before
 * and the entry's `import(…)` after, which every page has either way).
 * @param {string} routeId
 * @param {Manifest} [manifest]
 * @returns {string}
 */
export function inlineManifestScript(routeId, manifest = readManifest()) {
  /** @type {any[]} */
  const tree = [];
  /** @type {Record<string, any>} */
  const byId = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    const entry = /** @type {{ path?: string, index?: boolean, caseSensitive?: boolean }} */ (route ?? {});
    byId[id] = { id, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, children: [] };
  }
  for (const [id, route] of Object.entries(manifest.routes)) (route?.parentId ? byId[route.parentId].children : tree).push(byId[id]);

  const chain = [];
  for (let id = /** @type {string | undefined} */ (routeId); id; id = manifest.routes[id]?.parentId) chain.unshift(id);
  const ids = new Set(chain);
  const segments = pathOf(routeId, manifest).split("/").filter(Boolean);
  segments.pop();
  const paths = ["/"];
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  for (const path of paths) for (const match of matchRoutes(tree, path) ?? []) ids.add(match.route.id);
  const routes = Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]]));
  const { url, ...rest } = manifest;
  const partial = { ...rest, routes, url };
  const imports = chain.map((id, index) => `import * as route${index} from ${JSON.stringify(manifest.routes[id]?.module)};`).join("\n");
  const modules = chain.map((id, index) => `${JSON.stringify(id)}:route${index}`).join(",");
  return `${imports}\nwindow.__remixManifest = ${JSON.stringify(partial, null, 2)};\nwindow.__remixRouteModules = {${modules}};`;
}
