/**
 * The layers are the linter's to hold (eslint.config.js, docs/architecture.md): each rule is
 * proven here to turn `npm run lint` red on the import it forbids, beside a neighbour it allows.
 */
import { readFileSync } from "node:fs";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("the layers eslint enforces", () => {
  it("a route that imports bff/ directly fails; through ~/bff.server it passes", async () => {
    expect(await problems("app/routes/a-new-page.tsx", `import { isUpstreamError } from "../../bff/errors";\nexport const x = isUpstreamError;\n`)).toContain(
      "no-restricted-imports",
    );
    expect(await problems("app/routes/a-new-page.tsx", `import { isUpstreamError } from "~/bff.server";\nexport const x = isUpstreamError;\n`)).toEqual([]);
  });

  it("an app module that imports bff/ or the mock fails", async () => {
    expect(await problems("app/booking/new.server.ts", `import type { Bff } from "../../bff/server";\nexport type X = Bff;\n`)).toContain(
      "no-restricted-imports",
    );
    expect(await problems("app/booking/new.server.ts", `import { startMockServer } from "../../mocks/server";\nexport const x = startMockServer;\n`)).toContain(
      "no-restricted-imports",
    );
  });

  it("only app/bff.server.ts imports bff/", async () => {
    expect(await problems("app/bff.server.ts", `export { isUpstreamError } from "../bff/errors";\n`)).toEqual([]);
  });

  it("a component that imports the BFF or a server module fails; a view shape passes", async () => {
    expect(await problems("app/components/NewCard.tsx", `import type { Toast } from "~/bff.server";\nexport type X = Toast;\n`)).toContain(
      "no-restricted-imports",
    );
    expect(await problems("app/components/NewCard.tsx", `import { loadSite } from "~/site/site.server";\nexport const x = loadSite;\n`)).toContain(
      "no-restricted-imports",
    );
    expect(await problems("app/components/NewCard.tsx", `import type { Toast } from "../../bff/session";\nexport type X = Toast;\n`)).toContain(
      "no-restricted-imports",
    );
    expect(await problems("app/components/NewCard.tsx", `import type { ToastView } from "~/site/view";\nexport type X = ToastView;\n`)).toEqual([]);
  });

  it("a component or route takes useTranslation from #translation, not from react-i18next", async () => {
    const asks = (from: string) => `import { useTranslation } from "${from}";\nexport const useTexts = () => useTranslation().t;\n`;
    expect(await problems("app/components/NewCard.tsx", asks("react-i18next"))).toContain("no-restricted-imports");
    expect(await problems("app/routes/a-new-page.tsx", asks("react-i18next"))).toContain("no-restricted-imports");
    expect(await problems("app/routes/a-new-page.tsx", asks("#translation"))).toEqual([]);
    expect(
      await problems(
        "app/utils/use-translation.ts",
        `import { I18nContext, type useTranslation } from "react-i18next";\nexport type T = typeof useTranslation;\nexport const c = I18nContext;\n`,
      ),
    ).toEqual([]);
  });

  it("nothing in app/ names the mock PMS", async () => {
    expect(await problems("app/routes/a-new-page.tsx", "export const sdk = `${'x'}/__mock/paypal/sdk.js`;\n")).toContain("no-restricted-syntax");
    expect(await problems("app/routes/a-new-page.tsx", `export const sdk = "/__mock/paypal/sdk.js";\n`)).toContain("no-restricted-syntax");
  });

  it("bff/, contracts/ and mocks/ import nothing above them", async () => {
    expect(await problems("bff/new.ts", `import { loadSite } from "../app/site/site.server";\nexport const x = loadSite;\n`)).toContain(
      "no-restricted-imports",
    );
    expect(await problems("bff/new.ts", `import { startMockServer } from "../mocks/server";\nexport const x = startMockServer;\n`)).toContain(
      "no-restricted-imports",
    );
    expect(await problems("contracts/new.ts", `import { createUpstreamClient } from "../bff/upstream";\nexport const x = createUpstreamClient;\n`)).toContain(
      "no-restricted-imports",
    );
    expect(await problems("mocks/new.ts", `import { createUpstreamClient } from "../bff/upstream";\nexport const x = createUpstreamClient;\n`)).toContain(
      "no-restricted-imports",
    );
    expect(await problems("mocks/new.ts", `import { api } from "../contracts/api";\nexport const x = api;\n`)).toEqual([]);
  });
});

describe("the formatter, part of npm run lint", () => {
  it("npm run lint runs prettier --check after eslint, then madge for import circles", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.lint).toMatch(/^eslint \. && prettier --check \. && madge --circular app bff contracts mocks$/);
  });

  it("a file as someone might write it by hand fails the check; formatted, it passes", async () => {
    const options = { ...(await prettier.resolveConfig("app/routes/a-new-page.tsx")), filepath: "app/routes/a-new-page.tsx" };
    const handWritten = "export const  x = { a:1,b : 2 }\n";
    expect(await prettier.check(handWritten, options)).toBe(false);
    expect(await prettier.check(await prettier.format(handWritten, options), options)).toBe(true);
  });
});
