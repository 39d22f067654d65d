import { describe, expect, it } from "vitest";
import { importsOf, namedAfter, ownTests } from "./own-tests.mjs";

// A tree in miniature: a widely used helper, a server module reached only through its route, a
// module with a topic-named integration test, and the tests around them.
const TREE: Record<string, string> = {
  "app/utils/links.ts": "export const a = 1;",
  "app/utils/links.test.ts": 'import { a } from "./links";',
  "app/components/Card.tsx": 'import { a } from "~/utils/links";',
  "app/components/Card.test.tsx": 'import { Card } from "./Card";',
  "app/reservation/changes.server.ts": 'import { a } from "~/utils/links";',
  "app/routes/reservations.$reservationId.tsx":
    'import { change } from "~/reservation/changes.server";\nimport { Card } from "~/components/Card";\nexport { act } from "~/route-server/reservations.$reservationId.server";',
  // A route's server half re-exporting a module: the module's tests are two steps away.
  "app/route-server/reservations.$reservationId.server.ts": 'export { act } from "~/reservation/page-action.server";',
  "app/reservation/page-action.server.ts": "export const act = 1;",
  "tests/integration/portal.test.ts":
    'let page: typeof import("~/routes/reservations.$reservationId");\npage = await import("~/routes/reservations.$reservationId");',
  "app/reservation/lookup.server.ts": "export const look = 1;",
  "app/routes/reservation-search.tsx": 'export { look } from "~/reservation/lookup.server";',
  "tests/integration/lookup-limits.test.ts": 'const search = await import("~/routes/reservation-search");',
  "tests/integration/search-bursts.test.ts": 'const search = await import("~/routes/reservation-search");',
  // Named after the same word in another layer: the mock's look-up and the BFF's, not the app's.
  "mocks/lookup.test.ts": "",
  "bff/lookup-cache.test.ts": "",
  "bff/session.ts": "export const s = 1;",
  "bff/session.test.ts": 'vi.mock("./session");',
  "tests/integration/anonymous-sessions.test.ts": "",
  "tests/integration/change-dates.test.ts": "",
  "app/reservation/date-change.server.ts": "",
  // A test whose fixtures are import-looking text in strings and comments: not imports.
  "scripts/fixtures.test.ts": [
    'import { describe } from "vitest";',
    "const TREE = {",
    `  "a.ts": 'import { change } from "~/reservation/changes.server";',`,
    `  "b.ts": 'page = await import("~/routes/reservations.$reservationId");\\nvi.mock("~/reservation/changes.server");',`,
    '  c: `export { look } from "~/reservation/changes.server"`,',
    "};",
    '// import { change } from "~/reservation/changes.server";',
    '/* vi.mock("~/routes/reservations.$reservationId") */',
  ].join("\n"),
};
const files = Object.keys(TREE);
const read = (file: string) => TREE[file]!;

describe("a change's own tests (scripts/own-tests.mjs, issue 54)", () => {
  it("reads static, dynamic and type imports, re-exports and vi.mock, resolving ~/ and relative paths", () => {
    expect([...importsOf("tests/integration/portal.test.ts", TREE["tests/integration/portal.test.ts"]!)]).toEqual(["app/routes/reservations.$reservationId"]);
    expect([...importsOf("app/routes/reservation-search.tsx", TREE["app/routes/reservation-search.tsx"]!)]).toEqual(["app/reservation/lookup.server"]);
    expect([...importsOf("bff/session.test.ts", TREE["bff/session.test.ts"]!)]).toEqual(["bff/session"]);
    expect([...importsOf("x.ts", 'import { z } from "zod";')]).toEqual([]);
    // package.json "imports": the module the tests run (its default target), not a package.
    expect([...importsOf("app/components/Card.tsx", 'import { useTranslation } from "#translation";')]).toEqual(["app/utils/use-translation"]);
  });

  it("reads only real imports: not import-looking text in strings, templates or comments", () => {
    expect([...importsOf("scripts/fixtures.test.ts", TREE["scripts/fixtures.test.ts"]!)]).toEqual([]);
    const real = [
      'import type { A } from "~/a";',
      'import {\n  b,\n  c,\n} from "./b";',
      'import "./side-effect";',
      'export * from "../bff/c";',
      'const label = "not from \\"~/x\\"";',
      "const d = await import(`~/d`);",
      'let e: typeof import("~/e");',
      'vi.mock("~/f", () => ({ g: "import { h } from \\"~/h\\"" }));',
      'if (x) { const { i } = await import("~/i"); }',
    ].join("\n");
    expect([...importsOf("app/z.ts", real)].sort()).toEqual(["app/a", "app/b", "app/d", "app/e", "app/f", "app/i", "app/side-effect", "bff/c"]);
  });

  it("a widely used helper: its own test and those importing it, not every test that reaches it", () => {
    expect(ownTests("app/utils/links.ts", files, read)).toEqual(["app/utils/links.test.ts"]);
  });

  it("a server module no test imports: the tests of the modules importing it (its route), not a test naming it in a string", () => {
    expect(ownTests("app/reservation/changes.server.ts", files, read)).toEqual(["tests/integration/portal.test.ts"]);
  });

  it("a module re-exported on the way to its route: the nearest importers' tests, however many steps up", () => {
    expect(ownTests("app/reservation/page-action.server.ts", files, read)).toEqual(["tests/integration/portal.test.ts"]);
  });

  it("a module with tests named after its topic, in its own layer or under tests/, takes those, and stops there", () => {
    expect(ownTests("app/reservation/lookup.server.ts", files, read)).toEqual(["tests/integration/lookup-limits.test.ts"]); // not mocks/ or bff/ lookup tests
    expect(ownTests("bff/session.ts", files, read)).toEqual(["bff/session.test.ts", "tests/integration/anonymous-sessions.test.ts"]);
    expect(ownTests("app/reservation/date-change.server.ts", files, read)).toEqual(["tests/integration/change-dates.test.ts"]);
  });

  it("names a topic by every word of the module's name, singular or plural", () => {
    expect(namedAfter("tests/integration/change-dates-burst.test.ts", "date-change")).toBe(true);
    expect(namedAfter("tests/integration/sessions.test.ts", "session")).toBe(true);
    expect(namedAfter("tests/integration/session-model.test.ts", "sessions")).toBe(false);
    expect(namedAfter("tests/integration/search-bursts.test.ts", "lookup")).toBe(false);
  });
});
