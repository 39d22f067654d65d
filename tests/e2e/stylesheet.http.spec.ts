/**
 * One render-blocking stylesheet (decision 063): every guest page links the site's one stylesheet
 * and nothing else, so its first paint waits on one request, and the next page on none (the same
 * hashed file, cached a year). The staff area adds its own after it. Asked as the server sends
 * each page (no script has run), with a look-up's grant for the reservation page and a staff
 * sign-in for the desk.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { inDays, resetMock } from "./support/env";
import { headOf, tagsOf } from "./support/http";

const GUEST_PAGES: Array<[name: string, path: string]> = [
  ["home", "/?o=carpathia-ro&lang=en"],
  ["rooms", "/hotel/101/rooms?o=carpathia-ro&lang=ro"],
  ["about", "/hotel/101/about?o=carpathia-ro&lang=es"],
  ["gallery", "/hotel/101/gallery?o=carpathia-ro&lang=it"],
  ["contacts", "/hotel/101/contacts?o=carpathia-ro&lang=en"],
  ["room photos", "/rooms/photos?o=carpathia-ro&lang=en&location=101&room_types=1011"],
  ["search", `/reservation-new?o=carpathia-ro&lang=en&day_from=${inDays(12)}&day_to=${inDays(15)}&adults=2&rooms=1`],
  ["look-up", "/reservation-search?o=carpathia-ro&lang=ro"],
  ["location", "/location/101?o=carpathia-ro&lang=en"],
  ["sign-in", "/login?o=carpathia-ro&lang=en"],
  ["terms", "/terms?o=carpathia-ro&lang=en"],
  ["not found", "/pages/404?o=carpathia-ro&lang=en"],
];

/** The stylesheets a page's head links, in order, as the server sent it. */
async function stylesheetsOf(request: APIRequestContext, path: string, init?: { form?: Record<string, string> }): Promise<string[]> {
  const answer = init?.form
    ? await request.post(path, { form: init.form, headers: { origin: new URL(path, test.info().project.use.baseURL).origin } })
    : await request.get(path);
  // The not-found page is one too: its own status, the site's frame.
  expect(answer.status(), path).toBe(path.startsWith("/pages/404") ? 404 : 200);
  return tagsOf(headOf(await answer.text()), "link")
    .filter((link) => link.rel === "stylesheet")
    .map((link) => link.href ?? "");
}

test.beforeEach(async () => {
  await resetMock();
});

test("every guest page links the one site stylesheet, the same file on each", async ({ request }) => {
  const linked = new Map<string, string[]>();
  for (const [name, path] of GUEST_PAGES) linked.set(name, await stylesheetsOf(request, path));
  // The reservation page: the look-up's answer leads to it with the grant.
  linked.set(
    "reservation",
    await stylesheetsOf(request, "/reservation-search?o=carpathia-ro&lang=en", { form: { res: "100001", email: "ana.popescu@example.com" } }),
  );
  const site = linked.get("home")![0]!;
  expect(site).toMatch(/^\/build\/_assets\/site-[A-Z0-9]+\.css$/);
  for (const [name, sheets] of linked) expect(sheets, name).toEqual([site]);
});

test("the staff area links the site's stylesheet, then its own", async ({ request }) => {
  const site = (await stylesheetsOf(request, "/?o=carpathia-ro&lang=en"))[0]!;
  await stylesheetsOf(request, "/login?o=carpathia-ro&lang=en", { form: { email: "staff@example.com", password: "staff-pass-1" } });
  for (const path of ["/staff/plan?o=carpathia-ro&lang=en", "/staff/guests?o=carpathia-ro&lang=en"]) {
    const sheets = await stylesheetsOf(request, path);
    expect(sheets[0], path).toBe(site);
    expect(sheets[1], path).toMatch(/^\/build\/_assets\/staff-[A-Z0-9]+\.css$/);
    expect(sheets).toHaveLength(2);
  }
  const calendar = await stylesheetsOf(request, "/staff/calendar?o=carpathia-ro&lang=en");
  expect(calendar.slice(0, 2)).toEqual([site, expect.stringMatching(/\/staff-[A-Z0-9]+\.css$/)]);
  expect(calendar[2]).toMatch(/\/react-big-calendar-[A-Z0-9]+\.css$/);
  expect(calendar).toHaveLength(3);
});
