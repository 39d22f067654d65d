#!/usr/bin/env node
/**
 * Tries docs/decisions/005's steps for adding a language with a scratch one, "qq", in a copy of the
 * working tree (the tree itself is not touched), and fails unless they are the whole story:
 *
 *   1. its texts: app/locales/en/ copied to app/locales/qq/ (a real language translates them);
 *   2. its row in app/i18n.ts's LANGUAGE_TABLE (English's, its texts' loaders pointed at qq's; its
 *      calendar locale stays en-GB's, which react-day-picker has);
 *   then the typecheck must pass, no other file asked for, and app/i18n.one-row.test.ts (no module
 *   lists languages itself) must pass with the scratch language among LANGUAGES; and every page's
 *   JavaScript must stay within its budget with the new row (`npm run check:size` in the copy:
 *   its own build and Size Limit, docs/decisions/057).
 *
 * Errors the copy already had before the scratch language (someone's work in progress) are
 * subtracted, so only what the new language causes counts. The typecheck starts warm from the
 * project's own incremental build info (copied, never written back). About a minute on 2 cores, and
 * a minute and a half more for the build and the size check.
 *
 * Usage: node scripts/scratch-language.mjs [--committed] [--no-size]   (npm run check:languages; npm test runs it)
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const ROOT = process.cwd();
/** `--committed`: try it on the last commit rather than the working tree (someone's edits left out). */
const COMMITTED = process.argv.includes("--committed");
const CODE = "qq";
/** `--no-size`: skip the build and size check in the copy (about a minute and a half on 2 cores). */
const SIZE = !process.argv.includes("--no-size");

const copy = mkdtempSync(join(tmpdir(), "scratch-language-"));
const step = (text) => console.log(`\n— ${text}`);
let failed = false;
const fail = (text) => {
  failed = true;
  console.error(`✗ ${text}`);
};

function edit(path, from, to) {
  const file = join(copy, path);
  const source = readFileSync(file, "utf8");
  if (!source.includes(from)) throw new Error(`${path}: "${from}" not found: the script's edit no longer fits the file`);
  writeFileSync(file, source.replace(from, to));
}

/** Files with type errors, as tsc names them (relative paths). */
function typeErrors() {
  const result = spawnSync(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "--noEmit", "-p", "tsconfig.json"], {
    cwd: copy,
    encoding: "utf8",
  });
  const files = new Set();
  for (const line of result.stdout.split("\n")) {
    const match = /^([^(\s]+)\(\d+,\d+\): error/.exec(line);
    if (match) files.add(match[1]);
  }
  return { files, output: result.stdout };
}

try {
  if (COMMITTED) {
    step(`copying the last commit to ${copy}`);
    execFileSync("sh", ["-c", `git archive HEAD | tar -x -C '${copy}'`], { cwd: ROOT });
  } else {
    step(`copying the working tree to ${copy}`);
    const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
      .split("\0")
      .filter((path) => path && existsSync(join(ROOT, path)));
    for (const path of files) {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      copyFileSync(join(ROOT, path), join(copy, path));
    }
  }
  // node_modules: every package linked, the typecheck's cache a copy of its own (never written back).
  mkdirSync(join(copy, "node_modules/.cache/tsc"), { recursive: true });
  for (const name of readdirSync(join(ROOT, "node_modules")))
    if (name !== ".cache") symlinkSync(join(ROOT, "node_modules", name), join(copy, "node_modules", name));
  const buildInfo = join(ROOT, "node_modules/.cache/tsc/tsbuildinfo.json");
  if (existsSync(buildInfo)) copyFileSync(buildInfo, join(copy, "node_modules/.cache/tsc/tsbuildinfo.json"));

  step("typecheck before the scratch language");
  const before = typeErrors();
  console.log(before.files.size ? `  already failing (not counted): ${[...before.files].join(", ")}` : "  clean");

  step(`step 1, its texts: app/locales/en/ → app/locales/${CODE}/`);
  cpSync(join(copy, "app/locales/en"), join(copy, `app/locales/${CODE}`), { recursive: true });

  step(`step 2, its row in app/i18n.ts`);
  const i18n = readFileSync(join(copy, "app/i18n.ts"), "utf8");
  const english = /\n {2}en: \{\n[\s\S]*?\n {2}\},\n/.exec(i18n)?.[0];
  if (!english) throw new Error("app/i18n.ts: English's row not found");
  const scratchRow = english
    .replace("\n  en: {", `\n  ${CODE}: {`)
    .replace(/name: "[^"]*"/, 'name: "Scratch"')
    .replaceAll("./locales/en/", `./locales/${CODE}/`);
  edit("app/i18n.ts", english, english + scratchRow.slice(1));

  const done = typeErrors();
  const asked = [...done.files].filter((file) => !before.files.has(file)).sort();
  if (asked.length) {
    fail(`the typecheck now fails in ${asked.join(", ")}: a new language would need an edit there too`);
    console.error(done.output);
  } else console.log("  the typecheck passes: no other file asked for");

  step("no other module lists the languages (app/i18n.one-row.test.ts, with the scratch language)");
  const scan = spawnSync(process.execPath, [join(ROOT, "node_modules/vitest/vitest.mjs"), "run", "app/i18n.one-row.test.ts"], {
    cwd: copy,
    encoding: "utf8",
  });
  if (scan.status !== 0) {
    fail("app/i18n.one-row.test.ts fails with the scratch language");
    console.error(scan.stdout.slice(-3000));
  } else console.log("  passes");

  // A language's row is in every page's first JavaScript (app/i18n.ts): a fifth one must not take a
  // page over its budget unseen (docs/decisions/057). The copy has its own build directories, so
  // this build touches neither the tree's build/ nor its public/build.
  if (SIZE) {
    step("the pages' JavaScript with the scratch language (npm run check:size in the copy: build + Size Limit)");
    const size = spawnSync("npm", ["run", "--silent", "check:size"], { cwd: copy, encoding: "utf8", env: process.env });
    const report = `${size.stdout ?? ""}${size.stderr ?? ""}`;
    if (size.status !== 0) {
      fail("a page's JavaScript is over its budget (.size-limit.js) with the scratch language's row, or the build failed");
      console.error(report.slice(-4000));
    } else console.log("  every page within its budget");
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

if (failed) {
  console.error("\nA new language needs more than decision 005 says: fix the code or the decision.");
  process.exit(1);
}
console.log(`\n✓ a new language is its texts (app/locales/${CODE}/) and its row (app/i18n.ts), nothing else`);
