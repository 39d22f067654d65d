/**
 * The price calendar's months through their resource route, against the mock PMS over HTTP (issue
 * 34, item 2; decision 046): each check-in day of a month with its lowest total for the party and
 * nights, its minimum stay, or nothing free; one question per day the form accepts, kept for the
 * next guest, and nothing asked for a request the form would refuse.
 */
import { fromZonedTime } from "date-fns-tz";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useLeadTimes } from "./lead-times";
import { appContext, PINNED_TODAY, routeArgs, testBff, useAppOnMock } from "./support";
import type { LoadedBookingPage } from "~/booking/booking-page.server";

const app = useAppOnMock();
// The lead times the tests below count on (the demo's, but stated here, not read from the seed).
useLeadTimes(app, { "carpathia-ro": { mobilpay: 24, paypal: 48, revolut: 48, bank: 72, custom: 0 } });
let prices: typeof import("~/routes/reservation-new_.prices");
let bookingPage: typeof import("~/booking/booking-page.server");
let site: typeof import("~/site/site.server");

beforeAll(async () => {
  // The site's clock on the mock's pinned day, noon at the hotel: the route reads the time itself.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(fromZonedTime(`${PINNED_TODAY}T12:00:00`, "Europe/Bucharest"));
  prices = await import("~/routes/reservation-new_.prices");
  bookingPage = await import("~/booking/booking-page.server");
  site = await import("~/site/site.server");
});

const SEARCHES = "GET /api/reservation-query";
const searches = async () => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[SEARCHES] ?? 0;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The route's answer: its status and its JSON. */
async function month(query: Record<string, string>): Promise<{ status: number; data: Record<string, unknown> }> {
  const request = new Request(`http://localhost/reservation-new/prices?${new URLSearchParams({ o: "carpathia-ro", ...query })}`);
  const answer = await prices.loader({ request, params: {}, context: appContext() });
  return { status: answer.status, data: (await answer.json()) as Record<string, unknown> };
}

async function openPage(query: Record<string, string>): Promise<LoadedBookingPage> {
  const request = new Request(`http://localhost/reservation-new?${new URLSearchParams({ o: "carpathia-ro", ...query })}`);
  return bookingPage.loadBookingPage(routeArgs(request), await site.loadSite(routeArgs(request)));
}

afterAll(() => {
  vi.useRealTimers();
});

type Day = { day: string; kind: string; price?: number; minNights?: number };

describe("a month of the price calendar", () => {
  it("every day of July: totals, Friday and Saturday nights of the high season at 2 nights minimum, closed days closed; 31 questions, then none", async () => {
    testBff().cache.clear();
    await fetch(`${app.mock.url}/__mock/inventory`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ location_id: 101, day_from: "2026-07-14", day_to: "2026-07-16", rooms: 0 }),
    });
    const before = await searches();
    const answer = await month({ month: "2026-07", nights: "1", adults: "2", location: "101" });
    expect(answer.status).toBe(200);
    expect((await searches()) - before).toBe(31);
    const days = answer.data.days as Day[];
    expect(days.map((day) => day.day)).toEqual(Array.from({ length: 31 }, (_, index) => addDays("2026-07-01", index)));
    const byDay = new Map(days.map((day) => [day.day, day]));
    expect(byDay.get("2026-07-03")).toMatchObject({ kind: "min-stay", minNights: 2 }); // a Friday
    expect(byDay.get("2026-07-04")).toMatchObject({ kind: "min-stay", minNights: 2 }); // a Saturday
    expect(byDay.get("2026-07-14")).toMatchObject({ day: "2026-07-14", kind: "closed" });
    expect(byDay.get("2026-07-15")).toMatchObject({ day: "2026-07-15", kind: "closed" });
    const monday = byDay.get("2026-07-06")!;
    expect(monday.kind).toBe("price");
    // The same total the search of that night lists first.
    const page = await openPage({ day_from: "2026-07-06", day_to: "2026-07-07", adults: "2", location: "101" });
    const outcome = page.page.outcome;
    if (outcome?.kind !== "solutions") throw new Error("expected offers");
    expect(monday.price).toBe(Math.min(...outcome.solutions.map((solution) => solution.fromPrice)));

    const again = await searches();
    expect((await month({ month: "2026-07", nights: "1", adults: "2", location: "101" })).data).toEqual(answer.data);
    expect((await searches()) - again).toBe(0);
  });

  it("in the guest's language: the legend and each day's words for a screen reader (ro)", async () => {
    const answer = await month({ month: "2026-07", nights: "1", adults: "2", location: "101", lang: "ro" });
    expect(answer.data.legend).toBe(
      "Sub fiecare zi de sosire: cel mai mic total pentru oaspeții și camerele alese (nopți: 1); — nimic liber din acea zi; 2+ cel puțin atâtea nopți.",
    );
    const days = answer.data.days as Array<Day & { words: string }>;
    expect(days.find((day) => day.day === "2026-07-03")?.words).toBe("cel puțin 2 nopți din această zi");
    expect(days.find((day) => day.day === "2026-07-06")?.words).toMatch(/^cel mai mic total \d{1,3}(\.\d{3})*,\d{2} RON$/);
    // The figure under the day is part of its name (WCAG 2.5.3): the total with its cents, as the
    // offers show it (424,92, not 424: issue 51 item 7), without the currency.
    const monday = days.find((day) => day.day === "2026-07-06") as Day & { words: string; mark: string };
    expect(monday.mark).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    expect(monday.words).toContain(`${monday.mark} RON`);
  });

  it("for 2 nights the weekend is bookable; another party is another month", async () => {
    testBff().cache.clear();
    const before = await searches();
    const answer = await month({ month: "2026-07", nights: "2", adults: "2", children: "1", children_ages: "7", location: "101" });
    const days = answer.data.days as Day[];
    expect(days.find((day) => day.day === "2026-07-03")?.kind).toBe("price");
    expect((await searches()) - before).toBe(31);
  });

  it("only the check-ins the form accepts: none before the earliest, none past the horizon", async () => {
    testBff().cache.clear();
    const before = await searches();
    const may = await month({ month: "2026-05", nights: "1", adults: "2", location: "101" });
    const days = may.data.days as Day[];
    // The earliest check-in is today (the hotel's custom method takes no time ahead): 4 to 31 May.
    expect(days.map((day) => day.day)).toEqual(Array.from({ length: 28 }, (_, index) => addDays(PINNED_TODAY, index)));
    const far = await month({ month: "2030-01", nights: "1", adults: "2", location: "101" });
    expect(far).toMatchObject({ status: 200, data: { days: [] } });
    expect((await searches()) - before).toBe(days.length);
  });

  it("asks nothing for what the form refuses: no month, a month that is not one, too many nights, a child without an age", async () => {
    const before = await searches();
    const refusedQueries: Array<Record<string, string>> = [
      { nights: "1", adults: "2" },
      { month: "2026-13", nights: "1", adults: "2" },
      { month: "2026-07", nights: "32", adults: "2" },
      { month: "2026-07", nights: "1", adults: "2", children: "1" },
    ];
    for (const query of refusedQueries) expect((await month(query)).status).toBe(400);
    expect((await searches()) - before).toBe(0);
  });
});
