/**
 * The staff's new guest form as the server renders it after a refused post (the path without
 * JavaScript): each problem said once, in the page's language, next to its field, with what was
 * typed kept. The route's action answers against the mock PMS; its page renders that answer.
 */
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { appContext, HOTEL_SITE, onHotelSite, routeAnswer, staffCookie, useAppOnMock } from "./support";

const answered = vi.hoisted(() => ({ loader: null as unknown, action: null as unknown }));
vi.mock("@remix-run/react", async (original) => ({
  ...(await original<typeof import("@remix-run/react")>()),
  // A plain form: no router around the page here.
  Form: ({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) => createElement("form", props, children),
  useLoaderData: () => answered.loader,
  useActionData: () => answered.action,
  useNavigation: () => ({ state: "idle" }),
  useLocation: () => ({ key: "default", pathname: "/staff/guests", search: "", hash: "", state: null }),
  useFetcher: () => ({ state: "idle", data: undefined, load: () => undefined }),
}));

const app = useAppOnMock();
let guests: typeof import("~/routes/staff.guests");
let i18nFor: typeof import("~/i18n.server").i18nFor;

beforeAll(async () => {
  guests = await import("~/routes/staff.guests");
  i18nFor = (await import("~/i18n.server")).i18nFor;
});

const page = (cookie: string) => new Request(`${HOTEL_SITE}/staff/guests`, { headers: onHotelSite({ Cookie: cookie }) });
const post = (fields: Record<string, string>, cookie: string) =>
  new Request(`${HOTEL_SITE}/staff/guests`, {
    method: "POST",
    body: new URLSearchParams({ intent: "create", ...fields }),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie }),
  });

/** The page after posting `fields`, rendered in `language`, and the action's status. */
async function refused(fields: Record<string, string>, language: "en" | "ro" = "en") {
  const cookie = await staffCookie();
  answered.loader = (await routeAnswer(() => guests.loader({ request: page(cookie), params: {}, context: appContext() }))).data;
  const answer = await routeAnswer(() => guests.action({ request: post(fields, cookie), params: {}, context: appContext() }));
  answered.action = answer.data;
  const Page = guests.default;
  return { status: answer.status, html: renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor(language) }, createElement(Page))) };
}

const times = (html: string, text: string) => html.split(text).length - 1;

describe("the staff's new guest form without JavaScript", () => {
  it("says a missing first name once, next to the name, keeping what was typed", async () => {
    const { status, html } = await refused({ name: "Pop", city: "Brașov" });
    expect(status).toBe(400);
    const message = i18nFor("en").t("staff.notices.enter_first_name");
    expect(times(html, message)).toBe(1);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Pop"/);
    expect(html).toMatch(/<input[^>]*name="city"[^>]*value="Brașov"/);
  });

  it("says the check-in's birth date and county problems once each, in the page's language", async () => {
    const { status, html } = await refused({ name: "Ion Pop", dob: "2030-01-01", country: "RO", county: "Texas" }, "ro");
    expect(status).toBe(400);
    const t = i18nFor("ro").t;
    expect(times(html, t("staff.guests.dobInvalid"))).toBe(1);
    expect(times(html, t("checkin.errors.county"))).toBe(1);
    expect(html).toMatch(/name="dob"[^>]*value="2030-01-01"/);
  });
});

describe("a likely duplicate is shown before a guest is created (docs/decisions/028)", () => {
  const guestsNamed = (first: string, last: string) => app.mock.world.guests.filter((guest) => guest.first_name === first && guest.last_name === last);

  it("the same name and birth date: the form says so, lists her as a link, keeps what was typed, and creates nothing", async () => {
    const before = app.mock.world.guests.length;
    const { status, html } = await refused({ name: "Maria Ionescu", dob: "1992-01-17", city: "Brașov", country: "RO", county: "Brașov" });
    expect(status).toBe(409);
    expect(times(html, i18nFor("en").t("staff.guests.duplicateTitle"))).toBe(1);
    expect(html).toContain('href="/staff/search?q=maria.ionescu%40example.com"');
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Maria Ionescu"/);
    expect(html).toContain('name="confirm" value="duplicate"');
    expect(app.mock.world.guests.length).toBe(before);
  });

  it("the same phone in national form, or the same e-mail, is a likely duplicate too", async () => {
    expect((await refused({ name: "Ana Nou", phone: "0744 333 444" })).status).toBe(409);
    expect((await refused({ name: "Ana Nou", email: "Ion.Ionescu@example.com" })).status).toBe(409);
    expect(guestsNamed("Ana", "Nou")).toHaveLength(0);
  });

  it("'Create anyway' creates the guest; a guest with an e-mail and phone of their own is created at once, with both", async () => {
    const confirmed = await refused({ name: "Maria Ionescu", dob: "1992-01-17", confirm: "duplicate" });
    expect(confirmed.status).toBe(303);
    expect(guestsNamed("Maria", "Ionescu")).toHaveLength(2);
    const fresh = await refused({ name: "Radu Nou", email: "radu.nou@example.com", phone: "+40 700 111 222" });
    expect(fresh.status).toBe(303);
    // The phone in international form (docs/decisions/054).
    expect(guestsNamed("Radu", "Nou")[0]).toMatchObject({ email: "radu.nou@example.com", phone: "+40700111222" });
  });

  it("an e-mail or phone it cannot take is said once, next to its field", async () => {
    const { status, html } = await refused({ name: "Radu Nou", email: "radu@", phone: "12" });
    expect(status).toBe(400);
    expect(times(html, i18nFor("en").t("staff.guests.emailInvalid"))).toBe(1);
    expect(times(html, i18nFor("en").t("staff.guests.phoneInvalid"))).toBe(1);
  });
});
