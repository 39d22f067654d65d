/**
 * A language is its texts and one row (docs/decisions/005): every per-language thing of the code is
 * read from the row of `LANGUAGE_TABLE` in app/i18n.ts, so adding a language touches its texts
 * (app/locales/<code>/) and that row, nothing else.
 *
 * This test reads the source of app/, bff/ and contracts/ and fails, naming the file and line,
 * wherever another module lists the languages itself: an object keyed by two or more language
 * codes, a list of two or more of them, a comparison with one (`language === "ro"`), a default to
 * one (`?? "ro"`), an import of one language's texts or of a date library's locales. Any of these
 * is a place a new language would have to be added by hand, or would fall back unseen.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./i18n";

const ROOT = join(import.meta.dirname, "..");
const SCANNED = ["app", "bff", "contracts"];
/**
 * The table itself, the one module that lists the languages (and names the fallback one). The
 * texts are read too, and list no languages either.
 */
const OWNERS = [/^app\/i18n\.ts$/];
/** Places that name a language for another reason than the site's languages, each with why. */
const NOT_SITE_LANGUAGES: { file: string; text: string; why: string }[] = [
  {
    file: "app/site/view.server.ts",
    text: 'hotel.display ?? "en"',
    why: "the hotel's own display language when the PMS names none: a fact of the hotel's texts, not a site language",
  },
];

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path;
  }
}

const COMPARISONS = new Set([ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.QuestionQuestionToken]);

/** Where `source` (the module at `file`) lists languages itself: "file:line what". */
function languageListings(file: string, source: string, languages: readonly string[]): string[] {
  const codes = new Set(languages);
  const found: string[] = [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const report = (node: ts.Node, what: string) => {
    const text = node.getText(sourceFile);
    if (NOT_SITE_LANGUAGES.some((allowed) => allowed.file === file && text.includes(allowed.text))) return;
    found.push(`${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1} ${what}: ${text.slice(0, 80)}`);
  };
  const nameOf = (property: ts.ObjectLiteralElementLike): string | null =>
    property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node) && node.properties.filter((property) => codes.has(nameOf(property) ?? "")).length >= 2) {
      report(node, "an object keyed by languages");
    } else if (ts.isArrayLiteralExpression(node) && node.elements.filter((element) => ts.isStringLiteral(element) && codes.has(element.text)).length >= 2) {
      report(node, "a list of languages");
    } else if (ts.isStringLiteral(node) && codes.has(node.text)) {
      const parent = node.parent;
      if (ts.isCaseClause(parent) || (ts.isBinaryExpression(parent) && COMPARISONS.has(parent.operatorToken.kind))) report(parent, "a language by name");
    } else if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      if (/(^|\/)locales\/[a-z]{2}(\/|$)/.test(from) || /^(date-fns|react-day-picker)\/locale(\/|$)/.test(from)) report(node, "one language's texts or locale");
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe("a language is its texts and one row", () => {
  it("no module but the table lists the languages", () => {
    const found = SCANNED.flatMap((dir) =>
      [...sourceFiles(join(ROOT, dir))]
        .map((path) => relative(ROOT, path).split("\\").join("/"))
        .filter((file) => !OWNERS.some((owner) => owner.test(file)))
        .flatMap((file) => languageListings(file, readFileSync(join(ROOT, file), "utf8"), LANGUAGES)),
    );
    expect(found).toEqual([]);
  });

  it("finds each kind of listing (the check can fail)", () => {
    const stray = [
      'const LOCALES: Record<string, string> = { ro: "ro-RO", en: "en-GB" };',
      'for (const language of ["en", "ro"]) register(language);',
      'if (language === "ro") dotted();',
      'const lng = toLanguage(value) ?? "ro";',
      'import ro from "~/locales/ro/error-titles";',
      'import { enGB } from "date-fns/locale";',
      'import type { StaffTexts } from "~/locales/en/staff";',
    ].join("\n");
    expect(languageListings("app/stray.tsx", stray, LANGUAGES).map((line) => line.split(" ")[0])).toEqual([
      "app/stray.tsx:1",
      "app/stray.tsx:2",
      "app/stray.tsx:3",
      "app/stray.tsx:4",
      "app/stray.tsx:5",
      "app/stray.tsx:6",
    ]);
  });
});
