/**
 * A session id planted in a guest's browser (issue 48, item 2; docs/decisions/051). Anyone gets a
 * signed `__session` id from the site by opening a booking form (decision 032), or a stored session
 * by looking up their own reservation; planted in a victim's browser (a sibling subdomain, any
 * cookie injection), it used to become the id the victim's look-up grant, booking and sign-in were
 * stored under, for the planter to read. Now whatever a request adds is stored under an id its own
 * answer issues: the planter's cookie opens nothing of the victim's, and a sign-in starts a session
 * that carries only the booking form's typed values.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~/booking/dates";
import { appContext, HOTEL_SITE, onHotelSite, type RouteAnswer, routeAnswer as run, routeArgs, testBff, useAppOnMock } from "./support";

useAppOnMock();
let bookingRoute: typeof import("~/routes/reservation-new");
let booking: typeof import("~/booking/booking.server");
let site: typeof import("~/site/site.server");
let search: typeof import("~/routes/reservation-search");
let reservationPage: typeof import("~/routes/reservations.$reservationId");

beforeAll(async () => {
  bookingRoute = await import("~/routes/reservation-new");
  booking = await import("~/booking/booking.server");
  site = await import("~/site/site.server");
  search = await import("~/routes/reservation-search");
  reservationPage = await import("~/routes/reservations.$reservationId");
});

let client = 10;
const context = () => appContext({ clientAddress: `198.51.100.${(client += 1)}` });
const cookieOf = (setCookie: string | null | undefined) => (setCookie ?? "").split(";")[0] ?? "";
const get = (path: string, cookie: string) => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite(cookie ? { Cookie: cookie } : {}) });
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  new Request(`${HOTEL_SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) }),
  });

/** The route loaders run on the real clock: the stay is counted from the hotel's real today. */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const formPath = () => {
  const today = hotelToday(new Date());
  const query = {
    day_from: addDays(today, 30),
    day_to: addDays(today, 32),
    adults: "2",
    location: "101",
    room_types: "1011:1",
    rate_plan_id: "11",
    meal_id: "2",
  };
  return `/reservation-new?${new URLSearchParams(query)}`;
};

/** What an anonymous view of a booking form hands a browser: a signed id, nothing stored (decision 032). */
async function idFromABookingForm(): Promise<{ cookie: string; key: string }> {
  const answer = await run(() => bookingRoute.loader({ request: get(formPath(), ""), params: {}, context: context() }));
  const cookie = cookieOf(answer.headers.get("Set-Cookie"));
  expect(cookie).toMatch(/^__session=/);
  return { cookie, key: (answer.data.page as { choice: { idempotencyKey: string } }).choice.idempotencyKey };
}

/** A look-up's answer (303 to the reservation, with the session that holds the grant). */
async function lookUp(id: number, email: string, cookie: string): Promise<RouteAnswer> {
  const answer = await run(() => search.action({ request: post("/reservation-search", { res: String(id), email }, cookie), params: {}, context: context() }));
  expect(answer).toMatchObject({ status: 303, location: `/reservations/${id}` });
  return answer;
}

/** The reservation page's status for this cookie: 200 opens it, 404 asks for the e-mail. */
const opens = async (id: number, cookie: string) =>
  (await run(() => reservationPage.loader({ request: get(`/reservations/${id}`, cookie), params: { reservationId: String(id) }, context: context() }))).status;

describe("a planted session id holds nothing of the victim's", () => {
  it("an id from an anonymous view of a booking form, planted: the victim's look-up is stored under a new id; the planter's cookie cannot open the reservation", async () => {
    const planted = (await idFromABookingForm()).cookie;
    const victims = cookieOf((await lookUp(100001, "ana.popescu@example.com", planted)).headers.get("Set-Cookie"));
    expect(victims).toMatch(/^__session=/);
    expect(victims).not.toBe(planted);
    expect(await opens(100001, victims)).toBe(200);
    expect(await opens(100001, planted)).toBe(404);
  });

  it("the planter's own stored session, planted: the victim's look-up moves it to a new id; the planter's cookie cannot open the victim's reservation", async () => {
    const planted = cookieOf((await lookUp(100002, "ion.ionescu@example.com", "")).headers.get("Set-Cookie"));
    expect(await opens(100002, planted)).toBe(200);
    const victims = cookieOf((await lookUp(100001, "ana.popescu@example.com", planted)).headers.get("Set-Cookie"));
    expect(victims).not.toBe(planted);
    expect(await opens(100001, victims)).toBe(200);
    expect(await opens(100001, planted)).toBe(404);
  });

  it("a booking made with a planted id: the answer's id holds the booking's grant and key; the planter's cookie cannot open the reservation", async () => {
    const { cookie: planted } = await idFromABookingForm();
    const formAnswer = await run(() => bookingRoute.loader({ request: get(formPath(), planted), params: {}, context: context() }));
    const key = (formAnswer.data.page as { choice: { idempotencyKey: string } }).choice.idempotencyKey;
    const fields = {
      first_name: "Ana",
      last_name: "Popescu",
      phone: "+40 722 000 111",
      email: "ana.planted@example.org",
      terms: "on",
      payment_method: "mobilpay",
      idempotency_key: key,
    };
    const loaded = await site.loadSite(routeArgs(get(formPath(), "")));
    const result = await booking.bookChoice(routeArgs(post(formPath(), fields, planted)), loaded, (path) => path);
    expect(result.kind).toBe("booked");
    const victims = cookieOf(result.kind === "booked" ? result.setCookie : "");
    expect(victims).not.toBe(planted);
    const reservationId = Number(/\/reservations\/(\d+)/.exec(result.kind === "booked" ? result.redirectTo : "")?.[1]);
    expect(await opens(reservationId, victims)).toBe(200);
    expect(await opens(reservationId, planted)).toBe(404);
    const session = await testBff().sessions.get(get("/", victims));
    expect(Object.values(session.get("bookingKeys") ?? {})).toContain(key);
  });
});

describe("a sign-in starts a session of its own (decision 051)", () => {
  it("signing in from the booking form with a planted session: the new session holds the user and what was typed in the form, never the planter's grants or booking keys", async () => {
    // The planter's session: a grant of their own reservation and a booking form's key.
    const ions = cookieOf((await lookUp(100002, "ion.ionescu@example.com", "")).headers.get("Set-Cookie"));
    const planters = await testBff().sessions.get(get("/", ions));
    planters.set("bookingKeys", { "1|planted": "0b3a0f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b" });
    const planted = cookieOf(await testBff().sessions.commit(planters));

    const typed = { first_name: "Elena", last_name: "Georgescu", phone: "+40 755 444 555", email: "guest@example.com", payment_method: "mobilpay" };
    const loaded = await site.loadSite(routeArgs(get(formPath(), "")));
    const result = await booking.bookChoice(
      routeArgs(post(formPath(), { ...typed, intent: "sign-in", password: "guest-pass-1", idempotency_key: "5e0c1e9a-7b3d-4c2e-9f10-aa11bb22cc33" }, planted), {
        clientAddress: "198.51.100.240",
      }),
      loaded,
      (path) => path,
      { clientAddress: "198.51.100.240" },
    );
    expect(result.kind).toBe("redirect");
    const signedIn = cookieOf(result.kind === "redirect" ? result.setCookie : "");
    expect(signedIn).not.toBe(planted);

    const session = await testBff().sessions.get(get("/", signedIn));
    expect(Object.keys(session.data).sort()).toEqual(["__flash_typed__", "upstreamToken", "user"]);
    expect(session.get("user")).toMatchObject({ email: "guest@example.com" });
    expect(session.get("typed")).toMatchObject({ first_name: "Elena", last_name: "Georgescu", email: "guest@example.com" });
    expect(await opens(100002, signedIn)).toBe(404);
    // And the planted id ended with the sign-in: the planter's cookie reads nothing.
    expect(Object.keys((await testBff().sessions.get(get("/", planted))).data)).toEqual([]);
  });
});
