/**
 * No module of logic over 300 lines (issue 54): a newcomer reads a module whole, and one that grows
 * past that holds more than one idea, to be split by meaning (as bff/session.ts was: what a session
 * holds, its stores, its revisions). Only texts and data may be longer: the locale modules (one key a
 * line), generated files, and the mock's demo seed. Tests are not counted.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..");
const MAX_LINES = 300;
const LAYERS = ["app", "bff", "contracts", "mocks"];

/** Texts and data, not logic: the only modules allowed to be longer. */
const TEXTS_AND_DATA = [
  /^app\/locales\//, // one key a line, in every language
  /\.generated\.tsx?$/,
  /^mocks\/seed\.ts$/, // the demo world's data (docs/interface.md "Demo data")
];

/**
 * Logic modules still over the limit, each with why it is not split yet. Not an allow-list to grow:
 * the test fails when one is no longer over (take it off) as when a new one is.
 */
const NOT_YET_SPLIT: Record<string, string> = {
  // Empty since 2026-11-29: PlanGrid.tsx gave its row heads to PlanRowHead.tsx, browser-i18n.ts its
  // resource paths to i18next-paths.ts.
};

function modules(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const linesOf = (path: string): number => readFileSync(join(ROOT, path), "utf8").split("\n").length - 1;

describe(`no module of logic over ${MAX_LINES} lines`, () => {
  const over = LAYERS.flatMap(modules)
    .map((path) => relative(ROOT, join(ROOT, path)))
    .filter((path) => !TEXTS_AND_DATA.some((pattern) => pattern.test(path)))
    .map((path) => ({ path, lines: linesOf(path) }))
    .filter(({ lines }) => lines > MAX_LINES);

  it("every module of logic is at most 300 lines, but those named as not yet split", () => {
    const news = over.filter(({ path }) => !(path in NOT_YET_SPLIT)).map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(news, "split these by meaning (docs/architecture.md)").toEqual([]);
  });

  it("every module named as not yet split is still over (else take it off the list)", () => {
    const split = Object.keys(NOT_YET_SPLIT).filter((path) => !over.some((module) => module.path === path));
    expect(split).toEqual([]);
  });
});
