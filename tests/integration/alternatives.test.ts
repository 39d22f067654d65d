/**
 * Flexible dates through the booking page's loader, against the mock PMS over HTTP (issue 34,
 * item 1; decision 046): a search with nothing free, or refused for its length, offers the nearest
 * stays that can be booked with their real totals; the PMS is asked at most 8 times for them, once
 * per search while the cache holds them, and once for many guests asking at the same moment.
 */
import { fromZonedTime } from "date-fns-tz";
import { beforeAll, describe, expect, it } from "vitest";
import { routeArgs, testBff, useAppOnMock } from "./support";
import type { LoadedBookingPage } from "~/booking/booking-page.server";

const app = useAppOnMock();
let bookingPage: typeof import("~/booking/booking-page.server");
let site: typeof import("~/site/site.server");
let alternatives: typeof import("~/booking/alternatives.server");

beforeAll(async () => {
  bookingPage = await import("~/booking/booking-page.server");
  site = await import("~/site/site.server");
  alternatives = await import("~/booking/alternatives.server");
});

const SEARCHES = "GET /api/reservation-query";
const today = () => app.mock.world.today;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const noonToday = () => fromZonedTime(`${today()}T12:00:00`, "Europe/Bucharest");
const searches = async () => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[SEARCHES] ?? 0;

async function control(path: string, body: unknown) {
  const answer = await fetch(`${app.mock.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(answer.status).toBe(200);
}
/** Brașov sold out for the nights `from`…`to` (check-out day excluded), through the mock's control. */
const closeBrasov = (from: string, to: string) => control("/__mock/inventory", { location_id: 101, day_from: from, day_to: to, rooms: 0 });

async function openPage(query: Record<string, string>): Promise<LoadedBookingPage> {
  const request = new Request(`http://localhost/reservation-new?${new URLSearchParams(query)}`);
  return bookingPage.loadBookingPage(routeArgs(request), await site.loadSite(routeArgs(request)), noonToday());
}

const lowestTotal = (page: LoadedBookingPage) => {
  const outcome = page.page.outcome;
  if (outcome?.kind !== "solutions") throw new Error(`expected solutions, got ${outcome?.kind}`);
  return Math.min(...outcome.solutions.map((solution) => solution.fromPrice));
};

describe("a search with nothing free offers the nearest stays that can be booked", () => {
  it("the same length starting nearest, each with the total its own search shows, asking the PMS at most 8 times", async () => {
    testBff().cache.clear();
    const day = addDays(today(), 30);
    await closeBrasov(day, addDays(day, 2));
    const query = { day_from: day, day_to: addDays(day, 2), adults: "2", children: "1", children_ages: "6", location: "101" };
    const before = await searches();
    const page = await openPage(query);
    expect(page.page.outcome?.kind).toBe("no-availability");
    // Day+1 and day−1 overlap the closed nights; day±2 and day+3 are the nearest free (day−3 as near, the later kept).
    expect(page.page.alternatives.map((stay) => [stay.dayFrom, stay.dayTo, stay.nights])).toEqual([
      [addDays(day, -2), day, 2],
      [addDays(day, 2), addDays(day, 4), 2],
      [addDays(day, 3), addDays(day, 5), 2],
    ]);
    // The search itself, then two waves of four.
    expect((await searches()) - before).toBe(1 + 8);
    for (const stay of page.page.alternatives) {
      const itsOwn = await openPage({ ...query, day_from: stay.dayFrom, day_to: stay.dayTo });
      expect(stay.price).toBe(lowestTotal(itsOwn));
      expect(stay.currency).toBe("RON");
    }
  });

  it("kept for the next guest (one search, no more alternatives asked), and one set of questions for guests asking together", async () => {
    testBff().cache.clear();
    const day = addDays(today(), 40);
    await closeBrasov(day, addDays(day, 1));
    const query = { day_from: day, day_to: addDays(day, 1), adults: "2", location: "101" };
    const before = await searches();
    const pages = await Promise.all([openPage(query), openPage(query), openPage(query)]);
    // One search the three share (asked together, decision 047), and one wave (the first four
    // candidates are all free: enough).
    expect((await searches()) - before).toBe(1 + 4);
    expect(new Set(pages.map((page) => JSON.stringify(page.page.alternatives))).size).toBe(1);
    expect(pages[0]!.page.alternatives.map((stay) => stay.dayFrom)).toEqual([addDays(day, -1), addDays(day, 1), addDays(day, 2)]);
    const again = await searches();
    await openPage(query);
    expect((await searches()) - again).toBe(1);
  });

  it("never more than 8 questions when the whole fortnight is full, and then nothing offered", async () => {
    testBff().cache.clear();
    const day = addDays(today(), 50);
    await closeBrasov(addDays(day, -8), addDays(day, 10));
    const before = await searches();
    const page = await openPage({ day_from: day, day_to: addDays(day, 2), adults: "2", location: "101" });
    expect(page.page.outcome?.kind).toBe("no-availability");
    expect(page.page.alternatives).toEqual([]);
    expect((await searches()) - before).toBe(1 + 8);
  });

  it("a search that finds rooms asks nothing more; nor does a chosen offer", async () => {
    testBff().cache.clear();
    const day = addDays(today(), 60);
    const before = await searches();
    const page = await openPage({ day_from: day, day_to: addDays(day, 2), adults: "2", location: "101" });
    expect(page.page.outcome?.kind).toBe("solutions");
    expect(page.page.alternatives).toEqual([]);
    expect((await searches()) - before).toBe(1);
    await closeBrasov(day, addDays(day, 2));
    const chosen = await openPage({
      day_from: day,
      day_to: addDays(day, 2),
      adults: "2",
      location: "101",
      room_types: "1011:1",
      rate_plan_id: "11",
      meal_id: "1",
    });
    expect(chosen.page.choiceGone).toBe(true);
    expect(chosen.page.alternatives).toEqual([]);
    expect((await searches()) - before).toBe(2);
  });

  it("a stranger's many searches at once: at most 4 sets of questions run in a process, the others' pages show none", async () => {
    testBff().cache.clear();
    const day = addDays(today(), 80);
    await closeBrasov(addDays(day, -8), addDays(day, 12));
    // A slow PMS, so all six pages ask at the same time; six different searches (not one key to share).
    await control("/__mock/faults", { latency_ms: 100 });
    const before = await searches();
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((adults) =>
        openPage({ day_from: day, day_to: addDays(day, 2), adults: String(adults), rooms: adults > 3 ? "2" : "1", location: "101" }),
      ),
    );
    expect(pages.every((page) => page.page.outcome?.kind === "no-availability")).toBe(true);
    // Six searches, and 8 questions for each of the 4 sets allowed at once.
    expect((await searches()) - before).toBe(6 + 4 * 8);
  });

  it("a PMS failing the questions costs the page only its alternatives: one wave asked, then not again for 30 s", async () => {
    testBff().cache.clear();
    const day = addDays(today(), 70);
    const query = { day_from: day, day_to: addDays(day, 2), adults: "2", location: "101" };
    const request = new Request(`http://localhost/reservation-new?${new URLSearchParams(query)}`);
    const loaded = await site.loadSite(routeArgs(request));
    const search = { dayFrom: day, dayTo: addDays(day, 2), nights: 2, adults: 2, children: 0, childrenAges: [], rooms: 1, couponCode: null, locationId: 101 };
    const stay = { ...search, shortened: false, checkOutMoved: false, countedAsAdults: 0 };
    // A 500 (not retried; a 502-504 is retried twice, like every GET the site makes).
    await control("/__mock/faults", { error_rate: 1, status: 500, endpoints: [SEARCHES] });
    const before = await searches();
    const ask = () => alternatives.loadAlternatives(routeArgs(request), loaded, stay, { kind: "no-availability", advice: [] }, noonToday());
    expect(await ask()).toEqual([]);
    // The first wave failed: the second is not asked (the mock counts the calls it failed too).
    expect((await searches()) - before).toBe(4);
    expect(await ask()).toEqual([]);
    expect((await searches()) - before).toBe(4);
  });
});

describe("a search the PMS refuses for its length offers stays of the minimum it asks", () => {
  it("one night on a high-season Friday: stays of 2 nights around it, the same check-in among them, with totals", async () => {
    testBff().cache.clear();
    // The first high-season Friday after the pinned day (the mountain high season starts on 1 July).
    let friday = "2026-07-01";
    while (new Date(`${friday}T12:00:00Z`).getUTCDay() !== 5) friday = addDays(friday, 1);
    const query = { day_from: friday, day_to: addDays(friday, 1), adults: "2", location: "101" };
    const before = await searches();
    const page = await openPage(query);
    expect(page.page.outcome).toMatchObject({ kind: "min-stay", minNights: 2 });
    expect(page.page.alternatives.map((stay) => [stay.dayFrom, stay.nights])).toEqual([
      [addDays(friday, -1), 2],
      [friday, 2],
      [addDays(friday, 1), 2],
    ]);
    expect((await searches()) - before).toBe(1 + 4);
    const sameDay = page.page.alternatives[1]!;
    expect(sameDay.dayTo).toBe(addDays(friday, 2));
    expect(sameDay.price).toBe(lowestTotal(await openPage({ ...query, day_to: sameDay.dayTo })));
  });
});
