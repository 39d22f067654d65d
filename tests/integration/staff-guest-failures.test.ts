/**
 * Creating a guest that the PMS refuses or fails (issue 35 item 1): the staff page keeps the form
 * and what was typed, names the creation, and shows the PMS's own words as text (never a key) —
 * not the staff error page. Rendered as the server answers a post without JavaScript.
 */
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { appContext, HOTEL_SITE, onHotelSite, routeAnswer, staffCookie, useAppOnMock } from "./support";

const answered = vi.hoisted(() => ({ loader: null as unknown, action: null as unknown }));
vi.mock("@remix-run/react", async (original) => ({
  ...(await original<typeof import("@remix-run/react")>()),
  Form: ({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) => createElement("form", props, children),
  useLoaderData: () => answered.loader,
  useActionData: () => answered.action,
  useNavigation: () => ({ state: "idle" }),
  useLocation: () => ({ key: "default", pathname: "/staff/guests", search: "", hash: "", state: null }),
  useFetcher: () => ({ state: "idle", data: undefined, load: () => undefined }),
}));

const CREATE = "POST /api/org_guests";
const SEARCH = "GET /api/org_guests";
const app = useAppOnMock();
let guests: typeof import("~/routes/staff.guests");
let i18nFor: typeof import("~/i18n.server").i18nFor;
beforeAll(async () => {
  guests = await import("~/routes/staff.guests");
  i18nFor = (await import("~/i18n.server")).i18nFor;
});

const faults = async (body: Record<string, unknown>) => {
  const response = await fetch(`${app.mock.url}/__mock/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
};
const page = (cookie: string) => new Request(`${HOTEL_SITE}/staff/guests`, { headers: onHotelSite({ Cookie: cookie }) });
const post = (fields: Record<string, string>, cookie: string) =>
  new Request(`${HOTEL_SITE}/staff/guests`, {
    method: "POST",
    body: new URLSearchParams({ intent: "create", ...fields }),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie }),
  });

async function create(fields: Record<string, string>, pms: Record<string, unknown>, language: "en" | "ro") {
  const cookie = await staffCookie();
  answered.loader = (await routeAnswer(() => guests.loader({ request: page(cookie), params: {}, context: appContext() }))).data;
  await faults(pms);
  const answer = await routeAnswer(() => guests.action({ request: post(fields, cookie), params: {}, context: appContext() }));
  answered.action = answer.data;
  return {
    status: answer.status,
    data: answer.data,
    html: renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor(language) }, createElement(guests.default))),
  };
}

const NEW_GUEST = { name: "Ioana Marin", email: "ioana.marin@example.com", confirm: "duplicate" };

describe("a new guest the PMS refuses or fails", () => {
  it.each(["en", "ro"] as const)("refused (%s): the creation named, the PMS's words escaped, what was typed kept", async (language) => {
    const { status, data, html } = await create(NEW_GUEST, { status: 422, error_rate: 1, message: "E-mail <b>taken</b>", endpoints: [CREATE] }, language);
    expect(status).toBe(400);
    expect(data).toMatchObject({ failure: { action: "guestCreate", text: "E-mail <b>taken</b>" } });
    const t = i18nFor(language).t;
    expect(html).toContain(
      `<strong>${t("site.errorToast")}.</strong> ${t("site.failed.guestCreate")} <span class="failure__server">E-mail &lt;b&gt;taken&lt;/b&gt;</span>`,
    );
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Ioana Marin"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="ioana.marin@example.com"/);
  });

  it("failed (500), the likely-duplicates check failing first: the creation named, no PMS text, what was typed kept", async () => {
    const { status, data, html } = await create({ ...NEW_GUEST, confirm: "" }, { status: 500, error_rate: 1, endpoints: [SEARCH, CREATE] }, "en");
    expect(status).toBe(503);
    expect(data).toMatchObject({ failure: { action: "guestCreate", text: null } });
    expect(html).toContain("<strong>There was an error, sorry.</strong> The guest was not created.</p>");
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Ioana Marin"/);
  });
});

describe("a guest search the PMS refuses or fails", () => {
  async function search(query: string, pms: Record<string, unknown>, language: "en" | "ro") {
    const cookie = await staffCookie();
    await faults(pms);
    const request = new Request(`${HOTEL_SITE}/staff/guests?query=${encodeURIComponent(query)}&lng=${language}`, { headers: onHotelSite({ Cookie: cookie }) });
    const answer = await routeAnswer(() => guests.loader({ request, params: {}, context: appContext() }));
    answered.loader = answer.data;
    answered.action = undefined;
    return {
      status: answer.status,
      data: answer.data,
      html: renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor(language) }, createElement(guests.default))),
    };
  }

  it.each(["en", "ro"] as const)("failed (%s): the search named on the page, the query kept in the box, not the staff error page", async (language) => {
    const { status, data, html } = await search("Popescu", { status: 500, error_rate: 1, endpoints: [SEARCH] }, language);
    expect(status).toBe(503);
    expect(data).toMatchObject({ query: "Popescu", search: null, failure: { action: "guestSearch", text: null } });
    const t = i18nFor(language).t;
    expect(html).toContain(`<strong>${t("site.errorToast")}.</strong> ${t("site.failed.guestSearch")}`);
    expect(html).toMatch(/<input[^>]*name="query"[^>]*value="Popescu"/);
  });

  it("refused: the PMS's words as text", async () => {
    const { status, data, html } = await search("Popescu", { status: 422, error_rate: 1, message: "Query <i>too</i> broad", endpoints: [SEARCH] }, "en");
    expect(status).toBe(400);
    expect(data).toMatchObject({ failure: { action: "guestSearch", text: "Query <i>too</i> broad" } });
    expect(html).toContain('<span class="failure__server">Query &lt;i&gt;too&lt;/i&gt; broad</span>');
  });
});
