/**
 * No import circle through the document's root (issue 54): app/root.tsx renders ErrorPage for every
 * failure, so a module the root imports that imports the root back (even for a type) makes their
 * order of evaluation matter and their tests load each other. The root's data type lives in
 * app/root-loader.server.ts, which components import instead. Type imports count: a circle of types
 * is still a circle to a reader and to a bundler's module graph.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..");
const SPECIFIER = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?["']([^"']+)["']/g;

/** The project file an import specifier names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = join(ROOT, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const importsOf = (file: string): string[] =>
  [...readFileSync(file, "utf8").matchAll(SPECIFIER)].map((match) => resolveImport(file, match[1]!)).filter((path): path is string => path !== null);

/** A chain of imports from `start` back to `start`, or null when there is none. */
export function circleThrough(start: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, path: string[]): string[] | null => {
    for (const next of importsOf(file)) {
      if (next === start) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

describe("no import circle through the root", () => {
  it.each(["app/root.tsx", "app/components/ErrorPage.tsx"])("%s is not imported back by anything it imports", (file) => {
    const circle = circleThrough(join(ROOT, file));
    expect(circle?.map((path) => relative(ROOT, path)).join(" → ") ?? null).toBeNull();
  });
});
