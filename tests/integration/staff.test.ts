/**
 * The staff area through its own route modules against the mock PMS (pinned clock): who gets in,
 * what the grid and the calendar show (a booking just made included), the guest box, and that
 * every staff answer is private and every staff call carries the staff member's token.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { callPms } from "../contract/pms-call";
import { addDays } from "../../mocks/dates";
import { nightsBetween } from "~/booking/dates";
import { appContext, HOTEL_SITE, onHotelSite, PINNED_TODAY, loaderAnswer, routeArgs, signedInCookie, staffCookie, useAppOnMock } from "./support";

const app = useAppOnMock();
let layout: typeof import("~/routes/staff");
let plan: typeof import("~/routes/staff.plan");
let guests: typeof import("~/routes/staff.guests");
let calendar: typeof import("~/routes/staff.calendar");
let reservation: typeof import("~/routes/staff.reservations.$reservationId");

beforeAll(async () => {
  layout = await import("~/routes/staff");
  plan = await import("~/routes/staff.plan");
  guests = await import("~/routes/staff.guests");
  calendar = await import("~/routes/staff.calendar");
  reservation = await import("~/routes/staff.reservations.$reservationId");
});

// On the hotel's own subdomain, where its pages need no `o` (docs/decisions/015).
const get = (path: string, cookie = "") => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite(cookie ? { Cookie: cookie } : {}) });
const post = (path: string, fields: Record<string, string>, cookie = "") =>
  new Request(`${HOTEL_SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) }),
  });

const calls = async () => (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;
const openPlan = (query: string, cookie: string) =>
  loaderAnswer(() => plan.loader({ request: get(`/staff/plan${query}`, cookie), params: {}, context: appContext() }));

describe("who gets into /staff", () => {
  it("an anonymous visitor is sent to sign in (303) and back to the page afterwards", async () => {
    // On the main domain, where the hotel is named by o and every address must keep it.
    const answer = await loaderAnswer(() =>
      plan.loader({ request: new Request("http://localhost/staff/plan?o=carpathia-ro&day_from=2026-05-10"), params: {}, context: appContext() }),
    );
    expect(answer.status).toBe(303);
    const target = new URL(answer.location!, "http://localhost");
    expect(target.pathname).toBe("/login");
    expect(target.searchParams.get("redirectTo")).toBe("/staff/plan?o=carpathia-ro&day_from=2026-05-10");
    expect(target.searchParams.get("o")).toBe("carpathia-ro");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    // The layout guards too, and asks the PMS nothing.
    expect((await loaderAnswer(() => layout.loader({ request: get("/staff/guests"), params: {}, context: appContext() }))).status).toBe(303);
    expect(Object.keys(await calls()).filter((key) => !key.includes("anonymous"))).toEqual([]);
  });

  it("the sign-in page takes the visitor back to the staff page", async () => {
    const login = await import("~/routes/login");
    const answer = await loaderAnswer(() =>
      login.action({
        request: post("/login?redirectTo=%2Fstaff%2Fplan", { email: "staff@example.com", password: "staff-pass-1", redirectTo: "/staff/plan?days=7" }),
        params: {},
        context: appContext({ clientAddress: "198.51.100.7" }),
      }),
    );
    expect(answer).toMatchObject({ status: 303, location: "/staff/plan?days=7" });
  });

  it.each([
    {
      who: "a signed-in guest gets 403, from the layout and from every page, before the PMS is asked",
      email: "guest@example.com",
      password: "guest-pass-1",
      reason: "staff-only",
      cacheControl: "private, no-store",
    },
    {
      who: "another hotel's staff are told so (not that theirs is a guest account), before the PMS is asked for this hotel's data",
      email: "staff@seaside.example",
      password: "staff-pass-2",
      reason: "other-organisation",
      cacheControl: null,
    },
  ])("$who", async ({ email, password, reason, cacheControl }) => {
    const cookie = await signedInCookie(email, password);
    const before = await calls();
    for (const load of [
      () => layout.loader({ request: get("/staff/plan", cookie), params: {}, context: appContext() }),
      () => plan.loader({ request: get("/staff/plan", cookie), params: {}, context: appContext() }),
    ]) {
      const answer = await loaderAnswer(load);
      expect(answer.status).toBe(403);
      expect(answer.data).toMatchObject({ reason });
      if (cacheControl) expect(answer.headers.get("Cache-Control")).toBe(cacheControl);
    }
    expect((await calls())["GET /api/locations/{location_id}/inventory"]).toBe(before["GET /api/locations/{location_id}/inventory"]);
    // Carpathia's own staff still get in.
    expect((await openPlan("?location=101&days=7", await staffCookie())).status).toBe(200);
  });

  it("staff whose PMS session ended are sent to sign in again", async () => {
    const cookie = await staffCookie();
    await fetch(`${app.mock.url}/__mock/reset`, { method: "POST" }); // the PMS forgets every session
    const answer = await openPlan("?day_from=2026-05-10", cookie);
    expect(answer.status).toBe(303);
    expect(answer.location).toContain("/login?");
  });
});

describe("the plan grid", () => {
  it("shows the location's room types, channels, rooms, occupancy and rates for the interval, privately", async () => {
    const answer = await openPlan("?location=101&day_from=2026-06-01&days=7", await staffCookie());
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const page = answer.data as {
      interval: { dayFrom: string; days: number; auto: boolean };
      grid: { days: string[]; groups: Array<{ name: string; rows: Array<{ kind: string }> }> };
      locations: unknown[];
    };
    expect(page.interval).toMatchObject({ dayFrom: "2026-06-01", days: 7, auto: false });
    expect(page.grid.days).toEqual(Array.from({ length: 7 }, (_, index) => addDays("2026-06-01", index)));
    expect(page.grid.groups.map((group) => group.name)).toEqual(["Cameră dublă", "Cameră twin", "Apartament de familie", "Cameră single"]);
    const kinds = new Set(page.grid.groups.flatMap((group) => group.rows.map((row) => row.kind)));
    // A stay of the seed not assigned to a room yet is in its room type's lane (issue 39).
    expect([...kinds].sort()).toEqual(["occupancy", "ota", "rate", "room", "room_type", "unassigned"]);
    expect(page.locations).toHaveLength(2);
  });

  it("caps the span at 31 days", async () => {
    const page = (await openPlan("?location=101&day_from=2026-06-01&days=90", await staffCookie())).data as { grid: { days: string[] } };
    expect(page.grid.days).toHaveLength(31);
  });

  it("shows a booking just made in its room type's lane, not assigned yet, never in a room's row, and counts it sold", async () => {
    const cookie = await staffCookie();
    const dayFrom = addDays(PINNED_TODAY, 20);
    const query = { location_id: 101, org_id: 1, day_from: dayFrom, day_to: addDays(dayFrom, 2), adults: 2, children: 0, rooms: 1, nights: 2 };
    const solutions = (await callPms(app.mock.url, "searchAvailability", { query })).json as unknown as Array<{
      room_types_total: Record<string, number>;
      rate_plans: Array<{ id: number; rates: Array<Record<string, unknown> & { meal_id: number }> }>;
    }>;
    const single = solutions.find((solution) => solution.room_types_total["1014"] === undefined && solution.room_types_total["1012"] === 1)!;
    const rate = single.rate_plans[0]!.rates[0]!;
    const booked = await callPms(app.mock.url, "createReservation", {
      body: {
        ...query,
        children_ages: [],
        meal_id: rate.meal_id,
        room_types: { "1012": 1 },
        financials: { rate_plan_id: single.rate_plans[0]!.id, rate: rate as never },
        rules: [],
        first_name: "Radu",
        last_name: "Grid",
        phone: "+40 700 000 002",
        email: "radu.grid@example.com",
        payment_method: "bank",
      },
    });
    expect(booked.status).toBe(201);
    const page = (await openPlan(`?location=101&day_from=${dayFrom}&days=6`, cookie)).data as {
      grid: {
        groups: Array<{
          roomTypeId: number;
          rows: Array<{
            kind: string;
            number?: string;
            segments?: Array<{ stay: { id: number; unassigned: boolean; guest: string } | null; days: string[] }>;
            cells?: Array<{ sold?: number }>;
          }>;
        }>;
      };
    };
    const twin = page.grid.groups.find((group) => group.roomTypeId === 1012)!;
    const firstRoom = twin.rows.find((row) => row.kind === "room")!;
    expect(firstRoom.number).toBe("201");
    expect(firstRoom.segments![0]!.stay).toBeNull();
    const lane = twin.rows.find((row) => row.kind === "unassigned")!;
    expect(lane.segments![0]).toMatchObject({ days: [dayFrom, addDays(dayFrom, 1)], stay: { id: booked.json.id, unassigned: true, guest: "Radu Grid" } });
    expect(twin.rows.find((row) => row.kind === "room_type")!.cells!.map((cell) => cell.sold)).toEqual([1, 1, 0, 0, 0, 0]);
  });

  it("asks the PMS each time with the staff member's token: staff data is never cached", async () => {
    const cookie = await staffCookie();
    await openPlan("?location=101&day_from=2026-06-01&days=7", cookie);
    await openPlan("?location=101&day_from=2026-06-01&days=7", cookie);
    const counted = await calls();
    expect(counted["GET /api/locations/{location_id}/inventory"]).toBe(2);
    expect(counted["GET /api/locations/{location_id}/rates"]).toBe(2);
    expect(counted["GET /api/reservations"]).toBe(2);
  });
});

describe("the guest box", () => {
  type Found = { query: string; search: { query: string; found: number; guests: Array<{ name: string; dob: string | null; href: string }> } | null };
  const find = async (query: string, cookie: string) =>
    (await loaderAnswer(() => guests.loader({ request: get(`/staff/guests?query=${encodeURIComponent(query)}`, cookie), params: {}, context: appContext() })))
      .data as Found;
  const create = (fields: Record<string, string>, cookie: string) =>
    loaderAnswer(() => guests.action({ request: post("/staff/guests", { intent: "create", ...fields }, cookie), params: {}, context: appContext() }));

  it("finds guests by a part of their name, ignoring case and diacritics", async () => {
    const cookie = await staffCookie();
    const found = await find("  popescu ", cookie);
    expect(found.search).toMatchObject({ query: "popescu", found: 1, guests: [{ name: "Ana Popescu", dob: "1988-04-12" }] });
    expect((await find("", cookie)).search).toBeNull();
  });

  it("finds a guest as the header's search box does: a phone in any form, a name without its diacritics (issue 39)", async () => {
    const cookie = await staffCookie();
    for (const typed of ["0744 333 444", "40744333444", "+40 744 333 444", "0744333444"]) {
      const found = await find(typed, cookie);
      expect(found.search, typed).toMatchObject({ query: typed, found: 1, guests: [{ name: "Maria Ionescu" }] });
    }
    const nunez = app.mock.world.guests.find((guest) => guest.id === 401)!;
    const before = { ...nunez };
    Object.assign(nunez, { first_name: "José", last_name: "Núñez García" });
    try {
      expect((await find("Nunez", cookie)).search).toMatchObject({ found: 1, guests: [{ name: "José Núñez García" }] });
    } finally {
      Object.assign(nunez, before);
    }
  });

  it("every guest found opens that guest's stays: the staff search for her e-mail (issue 39)", async () => {
    const cookie = await staffCookie();
    const found = await find("0744 333 444", cookie);
    expect(found.search!.guests[0]!.href).toBe("/staff/search?q=maria.ionescu%40example.com");
  });

  it("shows 10 of the up to 20 guests the PMS answers", async () => {
    const cookie = await staffCookie();
    for (let n = 0; n < 24; n++) expect((await create({ name: `Test Guest${String(n).padStart(2, "0")}` }, cookie)).status).toBe(303);
    const found = await find("guest", cookie);
    expect(found.search!.found).toBe(20);
    expect(found.search!.guests).toHaveLength(10);
  });

  it("creates 'Ana Maria Pop' (first name 'Ana Maria'), says created_guest, and the next search finds her", async () => {
    const cookie = await staffCookie();
    const answer = await create(
      { name: "Ana Maria Pop", dob: "1990-03-15", country: "RO", county: "Brașov", city: "Brașov", address1: "Str. Lungă 1" },
      cookie,
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/staff/guests?query=Ana+Maria+Pop");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const stored = app.mock.world.guests.find((guest) => guest.last_name === "Pop")!;
    expect(stored).toMatchObject({
      first_name: "Ana Maria",
      last_name: "Pop",
      dob: "1990-03-15",
      address: { country: "RO", county: "Brașov", city: "Brașov" },
    });
    // The flash is read once by the next page.
    const { readSessionFrame } = await import("~/site/session-frame.server");
    const frame = await readSessionFrame(routeArgs(get("/staff/guests", answer.headers.get("Set-Cookie")!.split(";")[0]!)));
    expect(frame.toast).toEqual({ kind: "success", key: "staff.notices.created_guest" });
    expect((await find("Pop", cookie)).search!.guests.map((guest) => guest.name)).toEqual(["Ana Popescu", "Ana Maria Pop"]);
  });

  it("a name without a first name answers enter_first_name and creates nobody", async () => {
    const cookie = await staffCookie();
    const before = app.mock.world.guests.length;
    const answer = await create({ name: "Pop" }, cookie);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ lastResult: { error: { name: ["staff.notices.enter_first_name"] }, initialValue: { name: "Pop" } } });
    expect(app.mock.world.guests.length).toBe(before);
    expect((await calls())["POST /api/org_guests"]).toBeUndefined();
  });

  it("a guest account cannot create guests: 403 before the PMS is asked", async () => {
    const answer = await create({ name: "Eve Intruder" }, await signedInCookie("guest@example.com", "guest-pass-1"));
    expect(answer.status).toBe(403);
    expect((await calls())["POST /api/org_guests"]).toBeUndefined();
  });
});

describe("the reservations calendar", () => {
  type Calendar = {
    view: string;
    range: { dayFrom: string; dayTo: string };
    stays: Array<{ id: number; status: string; href: string }>;
    spill: Array<{ id: number; status: string; href: string }>;
    cancelledHidden: number;
    showCancelled: boolean;
  };
  const open = async (query: string, cookie: string) =>
    (await loaderAnswer(() => calendar.loader({ request: get(`/staff/calendar${query}`, cookie), params: {}, context: appContext() }))).data as Calendar;

  it("lists the month's stays of a location, each linking to its reservation", async () => {
    const cookie = await staffCookie();
    const month = await open(`?location=101&view=month&date=${addDays(PINNED_TODAY, 30)}`, cookie);
    expect(month.view).toBe("month");
    // June 2026 begins on a Monday and ends on a Tuesday: five whole weeks.
    expect(month.range).toEqual({ dayFrom: "2026-06-01", dayTo: "2026-07-06" });
    // Each link carries the page it was opened from, the reservation page's way back (issue 39).
    const from = encodeURIComponent(`/staff/calendar?location=101&view=month&date=${addDays(PINNED_TODAY, 30)}`);
    expect(month.stays.map((stay) => [stay.id, stay.status, stay.href])).toEqual([[100001, "Confirmed", `/staff/reservations/100001?from=${from}`]]);
    const week = await open(`?location=102&view=week&date=${PINNED_TODAY}`, cookie);
    expect(week.range).toEqual({ dayFrom: "2026-05-04", dayTo: "2026-05-11" });
    expect(week.stays.map((stay) => stay.id)).toEqual([100002]);
  });

  it("hides cancelled stays unless asked for (cancelled=show, a GET filter), and the list is the month asked (issue 39)", async () => {
    const cookie = await staffCookie();
    const stay = app.mock.world.reservations.get(100001)!;
    const before = stay.status;
    stay.status = "Canceled";
    try {
      const date = addDays(PINNED_TODAY, 30);
      const hidden = await open(`?location=101&date=${date}`, cookie);
      expect(hidden.range).toEqual({ dayFrom: "2026-06-01", dayTo: "2026-07-01" });
      expect(hidden.stays).toEqual([]);
      expect(hidden.cancelledHidden).toBe(1);
      expect(hidden.showCancelled).toBe(false);
      const shown = await open(`?location=101&date=${date}&cancelled=show`, cookie);
      expect(shown.stays.map((listed) => [listed.id, listed.status])).toEqual([[100001, "Canceled"]]);
      expect(shown.cancelledHidden).toBe(0);
    } finally {
      stay.status = before;
    }
  });

  it("the month's list holds the month asked, not the grid's weeks around it; cancelled stays shown come last (issue 39)", async () => {
    const cookie = await staffCookie();
    const seeded = app.mock.world.reservations.get(100001)!; // Confirmed, 3 to 6 June 2026
    const copy = (id: number, change: { status: typeof seeded.status; day_from: string; day_to: string }) =>
      app.mock.world.reservations.set(id, { ...structuredClone(seeded), id, ...change, nights: nightsBetween(change.day_from, change.day_to) });
    // July's first days are in June's grid (its last week), not in June.
    copy(900001, { status: "Confirmed", day_from: "2026-07-02", day_to: "2026-07-04" });
    // Cancelled, arriving before the live stay and staying longer: still after it.
    copy(900002, { status: "Canceled", day_from: "2026-06-01", day_to: "2026-06-08" });
    try {
      const date = addDays(PINNED_TODAY, 30);
      const month = await open(`?location=101&view=month&date=${date}&cancelled=show`, cookie);
      expect(month.range).toEqual({ dayFrom: "2026-06-01", dayTo: "2026-07-06" });
      expect(month.stays.map((stay) => [stay.id, stay.status])).toEqual([
        [100001, "Confirmed"],
        [900002, "Canceled"],
      ]);
      // The grid's other days have their stays too, for the grid only.
      expect(month.spill.map((stay) => stay.id)).toEqual([900001]);
      const hidden = await open(`?location=101&view=month&date=${date}`, cookie);
      expect(hidden.stays.map((stay) => stay.id)).toEqual([100001]);
      expect(hidden.cancelledHidden).toBe(1);
      const list = await open(`?location=101&view=list&date=${date}&cancelled=show`, cookie);
      expect(list.stays.map((stay) => stay.id)).toEqual([100001, 900002]);
      expect(list.spill).toEqual([]);
    } finally {
      app.mock.world.reservations.delete(900001);
      app.mock.world.reservations.delete(900002);
    }
  });

  it("a stay's page shows the reservation to staff, and 404 for one that does not exist", async () => {
    const cookie = await staffCookie();
    const page = await loaderAnswer(() =>
      reservation.loader({ request: get("/staff/reservations/100002", cookie), params: { reservationId: "100002" }, context: appContext() }),
    );
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.data.reservation).toMatchObject({ id: 100002, status: "Checked-in", guest: "Ion Ionescu", roomNumbers: ["22"] });
    const missing = await loaderAnswer(() =>
      reservation.loader({ request: get("/staff/reservations/999999", cookie), params: { reservationId: "999999" }, context: appContext() }),
    );
    expect(missing.status).toBe(404);
    const guest = await loaderAnswer(() =>
      reservation.loader({ request: get("/staff/reservations/100002", "x"), params: { reservationId: "100002" }, context: appContext() }),
    );
    expect(guest.status).toBe(303);
  });
});

describe("/api-docs.json, the integrator's OpenAPI document", () => {
  const docs = async (cookie = "") => {
    const route = await import("~/routes/api-docs[.]json");
    try {
      return await route.loader({ request: get("/api-docs.json", cookie), params: {}, context: appContext() });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };

  it("sends an anonymous visitor to sign in and back", async () => {
    const answer = await docs();
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toContain("redirectTo=%2Fapi-docs.json");
  });

  it("refuses a signed-in guest", async () => {
    const answer = await docs(await signedInCookie("guest@example.com", "guest-pass-1"));
    expect(answer.status).toBe(403);
  });

  it("gives staff the contract as OpenAPI 3.1, private, the staff extensions included", async () => {
    const answer = await docs(await staffCookie());
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toContain("application/json");
    expect(answer.headers.get("Cache-Control")).toContain("no-store");
    const document = (await answer.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1/);
    expect(Object.keys(document.paths)).toContain("/api/anonymous-orgs/{organization_full_slug}");
    expect(JSON.stringify(document.paths["/api/locations/{location_id}/inventory"])).toContain("getLocationInventory");
  });
});
