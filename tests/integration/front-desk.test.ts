/**
 * The front desk's day (/staff) against the mock PMS for a pinned day: stays booked through the
 * PMS's own API around that day, then the page's arrivals, departures and in-house lists and
 * their counts, read through the route's loader as staff.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { callPms } from "../contract/pms-call";
import { addDays } from "../../mocks/dates";
import { appContext, HOTEL_SITE, onHotelSite, PINNED_TODAY, routeAnswer, staffCookie, useAppOnMock } from "./support";

const app = useAppOnMock();
let desk: typeof import("~/routes/staff._index");

beforeAll(async () => {
  desk = await import("~/routes/staff._index");
});

const get = (path: string, cookie = "") => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite(cookie ? { Cookie: cookie } : {}) });

/** A stay booked as a guest would, through the PMS's search and booking calls: its id. */
async function book(dayFrom: string, nights: number, lastName: string, roomType: string, adults = 2): Promise<number> {
  const query = { location_id: 101, org_id: 1, day_from: dayFrom, day_to: addDays(dayFrom, nights), adults, children: 0, rooms: 1, nights };
  const solutions = (await callPms(app.mock.url, "searchAvailability", { query })).json as unknown as Array<{
    room_types_total: Record<string, number>;
    rate_plans: Array<{ id: number; rates: Array<Record<string, unknown> & { meal_id: number }> }>;
  }>;
  const solution = solutions.find((candidate) => Object.keys(candidate.room_types_total).join() === roomType);
  if (!solution) throw new Error(`no solution of room type ${roomType} from ${dayFrom}`);
  const plan = solution.rate_plans[0]!;
  const booked = await callPms(app.mock.url, "createReservation", {
    body: {
      ...query,
      children_ages: [],
      meal_id: plan.rates[0]!.meal_id,
      room_types: { [roomType]: 1 },
      financials: { rate_plan_id: plan.id, rate: plan.rates[0] as never },
      rules: [],
      first_name: "Guest",
      last_name: lastName,
      phone: "+40 700 000 010",
      email: `${lastName.toLowerCase()}@example.com`,
      payment_method: "bank",
    },
  });
  if (booked.status !== 201) throw new Error(`booking ${lastName} answered ${booked.status}`);
  return Number(booked.json.id);
}

interface Row {
  id: number;
  guest: string;
  nights: number;
  arrivesToday: boolean;
  leavesTomorrow: boolean;
  href: string;
}
interface Desk {
  desk: { day: string; arrivals: Row[]; departures: Row[]; inHouse: Row[]; cancelled: number; guestsInHouse: number };
  today: string;
  locationId: number;
}
const open = async (query: string, cookie: string) => {
  const answer = await routeAnswer(() => desk.loader({ request: get(`/staff${query}`, cookie), params: {}, context: appContext() }));
  return { status: answer.status, page: answer.data as unknown as Desk, location: answer.location };
};

describe("the front desk's day against the mock PMS", () => {
  const day = addDays(PINNED_TODAY, 20);

  it("lists arrivals, departures and who is in house on the pinned day, with their counts, each linking to its reservation", async () => {
    const arriving = await book(day, 2, "Arriving", "1011");
    const leaving = await book(addDays(day, -2), 2, "Leaving", "1012");
    const staying = await book(addDays(day, -1), 2, "Staying", "1013", 1);
    const oneNight = await book(day, 1, "OneNight", "1012");
    const cancelled = await book(day, 3, "Cancelled", "1011");
    app.mock.world.reservations.get(cancelled)!.status = "Canceled";
    const elsewhere = await book(addDays(day, 5), 2, "Later", "1011");

    const { status, page } = await open(`?location=101&day=${day}`, await staffCookie());
    expect(status).toBe(200);
    expect(page.desk.day).toBe(day);
    const ids = (rows: Row[]) => rows.map((row) => row.id);
    expect(ids(page.desk.arrivals)).toEqual([arriving, oneNight]);
    expect(ids(page.desk.departures)).toEqual([leaving]);
    expect(ids(page.desk.inHouse)).toEqual([arriving, oneNight, staying]);
    expect(page.desk.inHouse.find((row) => row.id === staying)).toMatchObject({ arrivesToday: false, leavesTomorrow: true, guest: "Guest Staying" });
    expect(page.desk.inHouse.find((row) => row.id === oneNight)).toMatchObject({ arrivesToday: true, leavesTomorrow: true, nights: 1 });
    expect(page.desk.cancelled).toBe(1);
    expect(page.desk.guestsInHouse).toBe(2 + 2 + 1);
    for (const list of [page.desk.arrivals, page.desk.departures, page.desk.inHouse]) expect(ids(list)).not.toContain(elsewhere);
    // The day is the reservation page's way back (issue 39).
    expect(page.desk.arrivals[0]!.href).toBe(`/staff/reservations/${arriving}?from=${encodeURIComponent(`/staff?location=101&day=${day}`)}`);
  });

  it("opens today in the hotel's zone by default, and the seeded guest in house at Sinaia", async () => {
    // The mock's clock is pinned to PINNED_TODAY; the BFF's own clock reads the real date, so the day is asked for.
    const { page } = await open(`?location=102&day=${PINNED_TODAY}`, await staffCookie());
    expect(page.locationId).toBe(102);
    expect(page.desk.inHouse.map((row) => row.guest)).toEqual(["Ion Ionescu"]);
    expect(page.desk.arrivals).toEqual([]);
    const leaves = await open(`?location=102&day=${addDays(PINNED_TODAY, 2)}`, await staffCookie());
    expect(leaves.page.desk.departures.map((row) => row.id)).toEqual([100002]);
    expect(leaves.page.desk.inHouse).toEqual([]);
  });

  it("a day that is no date opens today; a guest is sent to sign in", async () => {
    const { page } = await open("?day=2026-02-30", await staffCookie());
    expect(page.desk.day).toBe(page.today);
    const anonymous = await open("", "");
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toContain("/login");
  });
});
