import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inlineManifestScript, readManifest, routeJavaScript } from "./shipped-files.mjs";

// A build in miniature: the entry, a root, a parent layout, a page under it and a page beside it,
// shared chunks imported from several places, and the chunks of two languages' texts.
const MANIFEST = {
  version: "test",
  entry: { module: "/build/entry.client-E.js", imports: ["/build/_shared/chunk-REACT.js", "/build/_shared/chunk-ROUTER.js"] },
  routes: {
    root: { id: "root", path: "", module: "/build/root-R.js", imports: ["/build/_shared/chunk-ROUTER.js", "/build/_shared/chunk-FRAME.js"] },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: "/build/routes/_index-I.js" },
    "routes/parent": {
      id: "routes/parent",
      parentId: "root",
      path: "parent",
      module: "/build/routes/parent-P.js",
      imports: ["/build/_shared/chunk-PARENT.js"],
    },
    "routes/parent.$id": {
      id: "routes/parent.$id",
      parentId: "routes/parent",
      path: ":id",
      module: "/build/routes/parent.$id-C.js",
      imports: ["/build/_shared/chunk-FRAME.js", "/build/_shared/chunk-PAGE.js"],
    },
    "routes/other": { id: "routes/other", parentId: "root", path: "other", module: "/build/routes/other-O.js", imports: ["/build/_shared/chunk-OTHER.js"] },
  },
};

// esbuild's minified imports: `from"/build/…"` and the bare `import"/build/…"`.
const FILES: Record<string, string> = {
  "build/manifest-ABC123.js": `window.__remixManifest=${JSON.stringify(MANIFEST)};`,
  "build/entry.client-E.js": 'import"/build/_shared/chunk-REACT.js";',
  "build/root-R.js": "",
  "build/routes/parent-P.js": "",
  "build/routes/parent.$id-C.js": "",
  "build/routes/other-O.js": "",
  "build/routes/_index-I.js": "",
  "build/_shared/chunk-REACT.js": "",
  "build/_shared/chunk-ROUTER.js": "",
  "build/_shared/chunk-FRAME.js": "",
  "build/_shared/chunk-PARENT.js": "",
  "build/_shared/chunk-PAGE.js": "",
  "build/_shared/chunk-OTHER.js": "",
  "build/_shared/ro-AAAAAAAA.js": 'import{a as t}from"/build/_shared/chunk-TEXTS.js";import"/build/_shared/chunk-REACT.js";export default{x:t};',
  "build/_shared/chunk-TEXTS.js": 'import"/build/_shared/chunk-DEEP.js";export const a=1;',
  "build/_shared/chunk-DEEP.js": "",
  "build/_shared/en-BBBBBBBB.js": 'import"/build/_shared/chunk-EN.js";',
  "build/_shared/chunk-EN.js": "",
};

let root: string;
let publicDir: string;

beforeEach(() => {
  // A project of its own: public/ for the client build, build/ beside it for its metafile.
  root = mkdtempSync(join(tmpdir(), "shipped-files-"));
  publicDir = join(root, "public");
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(publicDir, path)), { recursive: true });
    writeFileSync(join(publicDir, path), content);
  }
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("routeJavaScript", () => {
  it("lists the manifest, the entry, the language chunk and every route up to the root with their imports, each once", () => {
    const files = routeJavaScript("routes/parent.$id", "ro", readManifest(publicDir), publicDir, false);
    expect(new Set(files).size).toBe(files.length);
    expect([...files].sort()).toEqual(
      [
        "/build/manifest-ABC123.js",
        "/build/entry.client-E.js",
        "/build/_shared/chunk-REACT.js",
        "/build/_shared/chunk-ROUTER.js",
        // the language's texts and what they import, through two levels
        "/build/_shared/ro-AAAAAAAA.js",
        "/build/_shared/chunk-TEXTS.js",
        "/build/_shared/chunk-DEEP.js",
        // the page, its parent and the root, with their imports
        "/build/routes/parent.$id-C.js",
        "/build/_shared/chunk-PAGE.js",
        "/build/routes/parent-P.js",
        "/build/_shared/chunk-PARENT.js",
        "/build/root-R.js",
        "/build/_shared/chunk-FRAME.js",
      ].sort(),
    );
  });

  it("takes neither another page's chunks nor another language's", () => {
    const files = routeJavaScript("routes/other", "ro", readManifest(publicDir), publicDir);
    expect(files).toContain("/build/routes/other-O.js");
    expect(files).toContain("/build/_shared/chunk-OTHER.js");
    for (const absent of ["/build/routes/parent-P.js", "/build/_shared/chunk-PAGE.js", "/build/_shared/en-BBBBBBBB.js", "/build/_shared/chunk-EN.js"])
      expect(files).not.toContain(absent);
    expect(routeJavaScript("routes/other", "en", readManifest(publicDir), publicDir)).toContain("/build/_shared/chunk-EN.js");
  });

  it("refuses an unknown route, a missing language and a file the build lacks", () => {
    const manifest = readManifest(publicDir);
    expect(() => routeJavaScript("routes/nowhere", "ro", manifest, publicDir)).toThrow(/no route routes\/nowhere/);
    expect(() => routeJavaScript("routes/other", "it", manifest, publicDir)).toThrow(/no chunk of it texts/);
    rmSync(join(publicDir, "build/_shared/chunk-PARENT.js"));
    expect(() => routeJavaScript("routes/parent.$id", "ro", manifest, publicDir)).toThrow(/chunk-PARENT\.js is in the manifest/);
  });

  it("says to build when there is no build", () => {
    expect(() => readManifest(join(publicDir, "nothing"))).toThrow(/run npm run build/);
  });
});

describe("under lazy route discovery the manifest is the page's inline script, not the file", () => {
  it("leaves out the manifest file, which the browser never loads, and nothing else", () => {
    const eager = routeJavaScript("routes/parent.$id", "ro", readManifest(publicDir), publicDir, false);
    const lazy = routeJavaScript("routes/parent.$id", "ro", readManifest(publicDir), publicDir, true);
    expect(eager.filter((file) => !lazy.includes(file))).toEqual(["/build/manifest-ABC123.js"]);
    expect(lazy.every((file) => eager.includes(file))).toBe(true);
  });

  it("carries the routes the page's path and its ancestors' paths match (Remix's getPartialManifest), imports and the modules' table", () => {
    const script = inlineManifestScript("routes/parent.$id", readManifest(publicDir));
    const json = script.slice(
      script.indexOf("window.__remixManifest = ") + "window.__remixManifest = ".length,
      script.indexOf(";\nwindow.__remixRouteModules"),
    );
    const partial = JSON.parse(json);
    // /parent/x matches root, parent and the page; "/" (an ancestor path) adds the index route; "/other" is not on the way.
    expect(Object.keys(partial.routes).sort()).toEqual(["root", "routes/_index", "routes/parent", "routes/parent.$id"]);
    expect(partial.entry).toEqual(MANIFEST.entry);
    expect(partial.url).toBe("/build/manifest-ABC123.js");
    expect(script).toContain('import * as route2 from "/build/routes/parent.$id-C.js";');
    expect(script).toMatch(/window\.__remixRouteModules = \{"root":route0,"routes\/parent":route1,"routes\/parent\.\$id":route2\};$/);
    // Pretty-printed as Remix writes it (JSON.stringify with two spaces).
    expect(json).toBe(JSON.stringify(partial, null, 2));
  });

  it("for a page at the root: the root and the index route alone", () => {
    const partial = inlineManifestScript("routes/other", readManifest(publicDir));
    expect(partial).toContain('"routes/other"');
    expect(partial).toContain('"routes/_index"');
    expect(partial).not.toContain('"routes/parent"');
  });
});

describe("the language's texts among chunks of the same name", () => {
  // The calendar's locale (react-day-picker/locale/ro) is a `ro-HASH.js` chunk too, and its name may
  // sort before the texts': the metafile tells which holds app/locales/ro.
  beforeEach(() => {
    writeFileSync(join(publicDir, "build/_shared/ro-0CALENDA.js"), 'import"/build/_shared/chunk-DATEFNS.js";');
    writeFileSync(join(publicDir, "build/_shared/chunk-DATEFNS.js"), "");
  });

  it("takes the chunk the metafile says holds the texts", () => {
    mkdirSync(join(root, "build"));
    writeFileSync(
      join(root, "build/metafile.js.json"),
      JSON.stringify({
        outputs: {
          "public/build/_shared/ro-0CALENDA.js": { entryPoint: "node_modules/react-day-picker/dist/esm/locale/ro.js" },
          "public/build/_shared/ro-AAAAAAAA.js": { entryPoint: "app/locales/ro/index.ts" },
        },
      }),
    );
    const files = routeJavaScript("routes/other", "ro", readManifest(publicDir), publicDir);
    expect(files).toContain("/build/_shared/ro-AAAAAAAA.js");
    expect(files).toContain("/build/_shared/chunk-TEXTS.js");
    expect(files).not.toContain("/build/_shared/ro-0CALENDA.js");
    expect(files).not.toContain("/build/_shared/chunk-DATEFNS.js");
  });

  it("without a metafile, two chunks of the name are refused rather than one guessed", () => {
    expect(() => routeJavaScript("routes/other", "ro", readManifest(publicDir), publicDir)).toThrow(/more than one chunk named ro-/);
  });
});
