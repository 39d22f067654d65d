/**
 * The staff area through its own route modules against the mock PMS (pinned clock): who gets in,
 * what the grid and the calendar show (a booking just made included), the guest box, and that
 * every staff answer is private and every staff call carries the staff member's token.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { callPms } from "../contract/pms-call";
import { addDays } from "../../mocks/dates";
import { PINNED_TODAY, routeAnswer, useAppOnMock, type RouteAnswer } from "./support";

const app = useAppOnMock();
let account: typeof import("~/account/account.server");
let sessions: import("../../bff/session").GuestSessions;
let layout: typeof import("~/routes/staff");
let plan: typeof import("~/routes/staff.plan");

beforeAll(async () => {
  account = await import("~/account/account.server");
  sessions = (await (await import("~/bff.server")).getBff()).sessions;
  layout = await import("~/routes/staff");
  plan = await import("~/routes/staff.plan");
});

const get = (path: string, cookie = "") => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const post = (path: string, fields: Record<string, string>, cookie = "") =>
  new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) } });

/** A session cookie signed in as this user, through the real sign-in. */
async function signedIn(email: string, password: string): Promise<string> {
  const request = new Request("http://localhost/login", { method: "POST" });
  const outcome = await account.signIn(request, await sessions.get(request), { email, password }, `198.51.100.${Math.floor(Math.random() * 200)}`);
  if (!outcome.ok) throw new Error(`sign-in of ${email} failed`);
  return outcome.setCookie.split(";")[0]!;
}
const staffCookie = () => signedIn("staff@example.com", "staff-pass-1");

/** What a loader answered, a thrown `data(…, { status })` included. */
async function answerOf(call: () => Promise<unknown>): Promise<RouteAnswer> {
  try {
    return await routeAnswer(call);
  } catch (thrown) {
    const refused = thrown as { type?: string; data?: Record<string, unknown>; init?: ResponseInit };
    if (refused?.type === "DataWithResponseInit") return { status: refused.init?.status ?? 200, data: refused.data ?? {}, headers: new Headers(refused.init?.headers), location: null };
    throw thrown;
  }
}

const calls = async () => (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;
const openPlan = (query: string, cookie: string) => answerOf(() => plan.loader({ request: get(`/staff/plan${query}`, cookie), params: {}, context: {} }));

describe("who gets into /staff", () => {
  it("an anonymous visitor is sent to sign in (303) and back to the page afterwards", async () => {
    const answer = await openPlan("?o=carpathia-ro&day_from=2026-05-10", "");
    expect(answer.status).toBe(303);
    const target = new URL(answer.location!, "http://localhost");
    expect(target.pathname).toBe("/login");
    expect(target.searchParams.get("redirectTo")).toBe("/staff/plan?o=carpathia-ro&day_from=2026-05-10");
    expect(target.searchParams.get("o")).toBe("carpathia-ro");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    // The layout guards too, and asks the PMS nothing.
    expect((await answerOf(() => layout.loader({ request: get("/staff/guests"), params: {}, context: {} }))).status).toBe(303);
    expect(Object.keys(await calls()).filter((key) => !key.includes("anonymous"))).toEqual([]);
  });

  it("the sign-in page takes the visitor back to the staff page", async () => {
    const login = await import("~/routes/login");
    const answer = await answerOf(() =>
      login.action({ request: post("/login?redirectTo=%2Fstaff%2Fplan", { email: "staff@example.com", password: "staff-pass-1", redirectTo: "/staff/plan?days=7" }), params: {}, context: { clientAddress: "198.51.100.7" } }),
    );
    expect(answer).toMatchObject({ status: 303, location: "/staff/plan?days=7" });
  });

  it("a signed-in guest gets 403, from the layout and from every page, before the PMS is asked", async () => {
    const cookie = await signedIn("guest@example.com", "guest-pass-1");
    const before = await calls();
    for (const load of [
      () => layout.loader({ request: get("/staff/plan", cookie), params: {}, context: {} }),
      () => plan.loader({ request: get("/staff/plan", cookie), params: {}, context: {} }),
    ]) {
      const answer = await answerOf(load);
      expect(answer.status).toBe(403);
      expect(answer.data).toMatchObject({ reason: "staff-only" });
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect((await calls())["GET /api/locations/{location_id}/inventory"]).toBe(before["GET /api/locations/{location_id}/inventory"]);
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
    const page = answer.data as { interval: { dayFrom: string; days: number; auto: boolean }; grid: { days: string[]; groups: Array<{ name: string; rows: Array<{ kind: string }> }> }; locations: unknown[] };
    expect(page.interval).toMatchObject({ dayFrom: "2026-06-01", days: 7, auto: false });
    expect(page.grid.days).toEqual(Array.from({ length: 7 }, (_, index) => addDays("2026-06-01", index)));
    expect(page.grid.groups.map((group) => group.name)).toEqual(["Cameră dublă", "Cameră twin", "Apartament de familie", "Cameră single"]);
    const kinds = new Set(page.grid.groups.flatMap((group) => group.rows.map((row) => row.kind)));
    expect([...kinds].sort()).toEqual(["occupancy", "ota", "rate", "room", "room_type"]);
    expect(page.locations).toHaveLength(2);
  });

  it("caps the span at 31 days", async () => {
    const page = (await openPlan("?location=101&day_from=2026-06-01&days=90", await staffCookie())).data as { grid: { days: string[] } };
    expect(page.grid.days).toHaveLength(31);
  });

  it("shows a booking just made, in a room, unassigned, and counts it sold", async () => {
    const cookie = await staffCookie();
    const dayFrom = addDays(PINNED_TODAY, 20);
    const query = { location_id: 101, org_id: 1, day_from: dayFrom, day_to: addDays(dayFrom, 2), adults: 2, children: 0, rooms: 1, nights: 2 };
    const solutions = (await callPms(app.mock.url, "searchAvailability", { query })).json as unknown as Array<{ room_types_total: Record<string, number>; rate_plans: Array<{ id: number; rates: Array<Record<string, unknown> & { meal_id: number }> }> }>;
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
      grid: { groups: Array<{ roomTypeId: number; rows: Array<{ kind: string; number?: string; segments?: Array<{ stay: { id: number; unassigned: boolean; guest: string } | null; days: string[] }>; cells?: Array<{ sold?: number }> }> }> };
    };
    const twin = page.grid.groups.find((group) => group.roomTypeId === 1012)!;
    const firstRoom = twin.rows.find((row) => row.kind === "room")!;
    expect(firstRoom.number).toBe("201");
    expect(firstRoom.segments![0]).toMatchObject({ days: [dayFrom, addDays(dayFrom, 1)], stay: { id: booked.json.id, unassigned: true, guest: "Radu Grid" } });
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
