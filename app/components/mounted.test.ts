/**
 * No component is built and mounted nowhere (issue 35, docs/decisions/036): every module under
 * app/components is imported, statically or lazily, by some other module of the app that is not a
 * test. A widget only its own test renders is code nobody uses and a feature nobody has.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const APP = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

function modulesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : modulesUnder(path);
    return /\.tsx?$/.test(entry.name) && !isTest(path) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Where each import of a module points, resolved to a path without its extension. */
function importsOf(path: string): string[] {
  const source = readFileSync(path, "utf8");
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*)["']([^"']+)["']/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("~/")) return [join(APP, specifier.slice(2))];
    if (specifier.startsWith(".")) return [resolve(dirname(path), specifier)];
    return [];
  });
}

describe("components", () => {
  it("each is used by a module of the app, not only by its own tests", () => {
    const modules = modulesUnder(APP);
    const imported = new Set(modules.flatMap(importsOf));
    const components = modulesUnder(join(APP, "components")).filter((path) => path.endsWith(".tsx"));
    expect(components.length).toBeGreaterThan(20);
    const unmounted = components.filter((path) => !imported.has(path.replace(/\.tsx$/, ""))).map((path) => relative(APP, path));
    expect(unmounted, `built and mounted nowhere: ${unmounted.map((path) => basename(path)).join(", ")}`).toEqual([]);
  });
});
