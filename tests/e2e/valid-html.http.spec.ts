/**
 * Our HTML is valid (issue 38, item 7): a page of each kind, in each language, as the server sends
 * it, through the Nu HTML Checker (vnu-jar from the registry, run on the Java that .ci/run
 * installs). Errors fail the test, each named with its page, line and the checker's words;
 * warnings and notes (a trailing slash on void elements, React's own) are not errors and stay out.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { LANGUAGES } from "../../app/i18n";
import { inDays, MOCK_URL, resetMock } from "./support/env";

const O = "o=carpathia-ro";

/** The pages a guest opens without signing in, one of each kind. */
const GUEST_PAGES: Array<[kind: string, path: string]> = [
  ["home", `/?${O}`],
  ["rooms", `/hotel/101/rooms?${O}`],
  ["gallery", `/hotel/101/gallery?${O}`],
  ["about", `/hotel/101/about?${O}`],
  ["contacts", `/hotel/101/contacts?${O}`],
  ["policy", `/terms?${O}`],
  ["support", `/support?${O}`],
  ["accessibility", `/accessibility?${O}`],
  ["search", `/reservation-new?${O}&day_from=${inDays(18)}&day_to=${inDays(20)}&adults=2&rooms=1`],
  [
    "booking details",
    `/reservation-new?${O}&day_from=${inDays(18)}&day_to=${inDays(20)}&adults=2&children=0&rooms=1&room_types=1012:1&rate_plan_id=12&meal_id=1`,
  ],
  ["search refused", `/reservation-new?${O}&day_from=${inDays(20)}&day_to=${inDays(18)}&adults=2&rooms=1`],
  // Nothing free on these nights (closed below): the nearest stays that can be booked (decision 046).
  ["nearest stays", `/reservation-new?${O}&day_from=${inDays(60)}&day_to=${inDays(62)}&adults=2&rooms=1&location=101`],
  ["look-up", `/reservation-search?${O}`],
  ["sign-in", `/login?${O}`],
  ["not found", `/pages/404?${O}`],
];

/** Pages behind the look-up's grant (the reservation and its check-in), asked after the look-up. */
const GRANTED_PAGES: Array<[kind: string, path: string]> = [
  ["reservation", `/reservations/100001?${O}`],
  // Ana's stay (30 days ahead, 3 nights) a day later: the preview of the change (decision 045).
  ["change of dates", `/reservations/100001?${O}&day_from=${inDays(31)}&day_to=${inDays(34)}`],
  ["check-in", `/reservation/100001?${O}`],
];

/** Staff pages, asked after a staff sign-in. */
const STAFF_PAGES: Array<[kind: string, path: string]> = [
  ["staff day", `/staff?${O}`],
  ["staff plan", `/staff/plan?${O}&location=101&days=7&day_from=${inDays(0)}`],
  ["staff guests", `/staff/guests?${O}&query=Popescu`],
  ["staff calendar", `/staff/calendar?${O}&location=101&view=month&date=${inDays(30)}`],
];

interface Checked {
  kind: string;
  language: string;
  file: string;
}

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

async function save(request: APIRequestContext, dir: string, kind: string, language: string, path: string): Promise<Checked> {
  const answer = await request.get(`${path}&lang=${language}`);
  const status = answer.status();
  expect(status, `${kind} (${language}) ${path}`).toBe(kind === "not found" ? 404 : 200);
  const file = join(dir, `${kind.replace(/\W+/g, "-")}.${language}.html`);
  const html = await answer.text();
  // "Skip to content" (issue 38, item 6) leads somewhere on every page that offers it.
  for (const [, target] of html.matchAll(/<a class="skip-link" href="#([^"]+)"/g))
    expect(html, `${kind} (${language}): skip link to #${target}`).toContain(`id="${target}"`);
  writeFileSync(file, html);
  return { kind, language, file };
}

test.beforeEach(async () => {
  await resetMock();
  // Brașov sold out for the "nearest stays" page's two nights, until the next reset.
  const closed = await fetch(`${MOCK_URL}/__mock/inventory`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ location_id: 101, day_from: inDays(60), day_to: inDays(62), rooms: 0 }),
  });
  expect(closed.status).toBe(200);
});

test("every kind of page, in every language, is HTML the Nu checker accepts (no errors)", async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), "nu-"));
  try {
    const checked: Checked[] = [];
    for (const language of LANGUAGES) {
      const guest = await playwright.request.newContext({ baseURL });
      for (const [kind, path] of GUEST_PAGES) checked.push(await save(guest, dir, kind, language, path));
      const lookUp = await guest.get(`/reservation-search?${O}&res=100001&email=ana.popescu%40example.com&lang=${language}`);
      expect(lookUp.url()).toContain("/reservations/100001");
      for (const [kind, path] of GRANTED_PAGES) checked.push(await save(guest, dir, kind, language, path));
      await guest.dispose();

      const staff = await playwright.request.newContext({ baseURL });
      const signIn = await staff.post(`/login?${O}`, {
        form: { email: "staff@example.com", password: "staff-pass-1", redirectTo: "/staff" },
        headers: { origin: baseURL! },
      });
      expect(signIn.ok()).toBe(true);
      for (const [kind, path] of STAFF_PAGES) checked.push(await save(staff, dir, kind, language, path));
      await staff.dispose();
    }

    const report = execFileSync(
      "java",
      ["-jar", vnu, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...checked.map((page) => page.file)],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const messages = parse(report);
    const byFile = new Map(checked.map((page) => [page.file, page]));
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map((message) => {
        const page = byFile.get(decodeURIComponent(message.url.replace(/^file:/, "")));
        return `${page ? `${page.kind} (${page.language})` : message.url} line ${message.lastLine ?? "?"}: ${message.message}${message.extract ? ` — ${message.extract.trim().slice(0, 120)}` : ""}`;
      });
    expect(checked).toHaveLength(LANGUAGES.length * (GUEST_PAGES.length + GRANTED_PAGES.length + STAFF_PAGES.length));
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

function parse(output: string): NuMessage[] {
  return (JSON.parse(output) as { messages: NuMessage[] }).messages;
}
