#!/usr/bin/env node
/**
 * `npm run test:own -- [--list] [<module> …]`: a change's own tests, for the inner loop (issue 54).
 * With no module, those changed since HEAD (staged or not). A module's own tests are:
 *  - the test named after it, beside it (`links.test.ts` for `links.ts`, `x.server.test.ts`);
 *  - every test that imports it directly (static or dynamic `import`, `export … from`, `vi.mock`), as its
 *    syntax says, not text that looks like one in a string or a comment (a test's fixtures);
 *  - the tests named after its topic, as integration tests are (`tests/integration/lookup-limits.test.ts`
 *    for `lookup.server.ts`, `sessions.test.ts` and `session-model.test.ts` for `session.ts`), in its own
 *    layer or under tests/ (the mock's `bookings.test.ts` is not the app's `booking.server.ts`'s);
 *  - when none of these, the tests of the nearest modules importing it that have some, up to three
 *    steps up: a server module is tried through its routes (page-action.server.ts through the route's
 *    server half, app/route-server/…, then reservations.$reservationId.tsx).
 * Not every test that reaches it through the import graph (`vitest related`, `--changed`): for a
 * module many others use that is most of the suite. `npm run test:unit` and CI still run everything.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.(ts|tsx)$/;
/** How far up the importers a module with no tests of its own is tried. */
const MAX_STEPS_UP = 3;
const LAYERS = ["app", "bff", "contracts", "mocks", "scripts", "tests"];

/** Files under the layers, tracked or new, as paths from the root. */
function projectFiles() {
  const listed = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "--", ...LAYERS], { cwd: ROOT, encoding: "utf8" });
  return listed.split("\n").filter((file) => SOURCE.test(file) && !file.startsWith("tests/e2e/") && existsSync(join(ROOT, file)));
}

/** A module's path from the root without its extension (and without `/index`). */
const bare = (path) => path.replace(/\.(ts|tsx|mjs|js)$/, "").replace(/\/index$/, "");

/**
 * package.json's "imports" (`#translation`): the module each names outside the browser build, which
 * is where the tests run it (its "default" target).
 */
const IMPORT_MAP = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).imports ?? {};

/** The module an import specifier of `from` names, or null for a package. */
export function resolveSpecifier(from, specifier) {
  if (specifier.startsWith("~/")) return bare(join("app", specifier.slice(2)));
  if (specifier.startsWith(".")) return bare(relative(ROOT, resolve(ROOT, dirname(from), specifier)));
  if (specifier.startsWith("#")) {
    const target = IMPORT_MAP[specifier];
    const path = typeof target === "string" ? target : target?.default;
    return typeof path === "string" ? bare(relative(ROOT, resolve(ROOT, path))) : null;
  }
  return null;
}

/** The specifier a node names as a module, if it is one: a string or a template with no `${}`. */
const specifierOf = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null);

/** Whether a call is `vi.mock(…)` / `vi.doMock(…)` (what vitest hoists or runs to stand in for a module). */
const isViMock = (call) =>
  ts.isPropertyAccessExpression(call.expression) &&
  ts.isIdentifier(call.expression.expression) &&
  call.expression.expression.text === "vi" &&
  ["mock", "doMock"].includes(call.expression.name.text);

/**
 * The modules a file names in its imports, re-exports, dynamic imports (`import()`, `typeof import()`)
 * and `vi.mock`s. Read from the file's syntax tree, so import-looking text in a string, a template or
 * a comment (a test's fixtures) is not an import.
 */
export function importsOf(file, source) {
  const found = new Set();
  const add = (specifier) => {
    const path = specifier === null ? null : resolveSpecifier(file, specifier);
    if (path) found.add(path);
  };
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(specifierOf(node.moduleSpecifier));
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(specifierOf(node.argument.literal));
    else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || isViMock(node))) add(specifierOf(node.arguments[0]));
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind));
  return found;
}

/** Who imports whom: module (bare) → the files importing it. */
export function importers(files, read) {
  const by = new Map();
  for (const file of files)
    for (const imported of importsOf(file, read(file))) {
      if (!by.has(imported)) by.set(imported, new Set());
      by.get(imported).add(file);
    }
  return by;
}

/**
 * Whether a test's file name is about `stem`: each of the stem's dash-separated words is one of the
 * name's, as it is or in the plural (`date-change` → `change-dates-burst.test.ts`).
 */
export function namedAfter(test, stem) {
  const words = new Set(test.split("/").pop().replace(TEST, "").split(/[-.]/));
  return stem.split(/[-.]/).every((word) => words.has(word) || words.has(`${word}s`));
}

/** The own tests of `module` (a path from the root), as the header says. */
export function ownTests(module, files, read) {
  const by = importers(files, read);
  const name = bare(module);
  const isTest = (file) => TEST.test(file);
  const own = new Set(files.filter((file) => isTest(file) && [name, `${name}.server`].includes(file.replace(TEST, ""))));
  const direct = [...(by.get(name) ?? [])];
  for (const file of direct.filter(isTest)) own.add(file);
  const stem = name
    .split("/")
    .pop()
    .replace(/\.server$/, "");
  // Its own layer's (app/, bff/, mocks/ …) and those under tests/: the mock's bookings.test is not the app's.
  const layer = name.split("/")[0];
  const near = (file) => ["tests", layer].includes(file.split("/")[0]);
  for (const file of files) if (isTest(file) && near(file) && namedAfter(file, stem)) own.add(file);
  // None: the tests of its nearest importers that have some (a route's server half re-exporting
  // it, then the route), a few steps up at most.
  const seen = new Set([name]);
  let level = direct.filter((file) => !isTest(file));
  for (let step = 0; own.size === 0 && level.length > 0 && step < MAX_STEPS_UP; step++) {
    const next = [];
    for (const user of level) {
      seen.add(bare(user));
      for (const file of by.get(bare(user)) ?? []) {
        if (isTest(file)) own.add(file);
        else if (!seen.has(bare(file))) next.push(file);
      }
    }
    level = next;
  }
  return [...own].sort();
}

function changedFiles() {
  const diff = execFileSync("git", ["diff", "--name-only", "HEAD"], { cwd: ROOT, encoding: "utf8" });
  return diff.split("\n").filter((file) => SOURCE.test(file) && existsSync(join(ROOT, file)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const list = args.includes("--list");
  const named = args.filter((arg) => !arg.startsWith("-")).map((path) => relative(ROOT, resolve(path)));
  const asked = named.length > 0 ? named : changedFiles();
  const files = projectFiles();
  const sources = new Map();
  const read = (file) => sources.get(file) ?? sources.set(file, readFileSync(join(ROOT, file), "utf8")).get(file);
  const tests = [...new Set(asked.flatMap((module) => (TEST.test(module) ? [module] : ownTests(module, files, read))))].sort();
  if (tests.length === 0) {
    console.log(`no test of its own for ${asked.join(", ") || "an unchanged tree"}: npm run test:unit runs everything`);
    process.exit(0);
  }
  console.log(`${tests.length} test file(s) of ${asked.join(", ")}:\n  ${tests.join("\n  ")}`);
  if (list) process.exit(0);
  const run = spawnSync("npx", ["vitest", "run", ...tests], { cwd: ROOT, stdio: "inherit" });
  process.exit(run.status ?? 1);
}
