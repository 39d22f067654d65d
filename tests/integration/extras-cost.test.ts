/**
 * What a stranger may make the PMS answer through the booking page's extras (issue 48, item 3;
 * decision 052), against the mock PMS over HTTP, counted by the mock's own call counter: a made-up
 * coupon costs one search, not a month of them; a real one is priced; one client's cold loads are
 * bounded per minute, past which the calendar's days are unknown and the nearest stays are none,
 * while another client is still answered.
 */
import { fromZonedTime } from "date-fns-tz";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { appContext, PINNED_TODAY, routeArgs, testBff, useAppOnMock } from "./support";
import type { LoadedBookingPage } from "~/booking/booking-page.server";

const app = useAppOnMock();
let prices: typeof import("~/routes/reservation-new_.prices");
let bookingPage: typeof import("~/booking/booking-page.server");
let site: typeof import("~/site/site.server");

beforeAll(async () => {
  // The site's clock on the mock's pinned day, noon at the hotel (only Date: the budget's window timers stay real).
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(fromZonedTime(`${PINNED_TODAY}T12:00:00`, "Europe/Bucharest"));
  prices = await import("~/routes/reservation-new_.prices");
  bookingPage = await import("~/booking/booking-page.server");
  site = await import("~/site/site.server");
});
afterAll(() => {
  vi.useRealTimers();
});

const SEARCHES = "GET /api/reservation-query";
const searches = async () => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[SEARCHES] ?? 0;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
let clients = 0;
/** A client network of its own for each test, so one test's budget is not another's. */
const newClient = () => `203.0.113.${++clients}`;

type Day = { day: string; kind: string; price?: number };

async function month(client: string, query: Record<string, string>) {
  const request = new Request(`http://localhost/reservation-new/prices?${new URLSearchParams({ o: "carpathia-ro", ...query })}`);
  const answer = await prices.loader({ request, params: {}, context: appContext({ clientAddress: client }) });
  return { status: answer.status, cacheControl: answer.headers.get("Cache-Control"), days: ((await answer.json()) as { days: Day[] }).days };
}

async function openPage(client: string, query: Record<string, string>): Promise<LoadedBookingPage> {
  const request = new Request(`http://localhost/reservation-new?${new URLSearchParams({ o: "carpathia-ro", ...query })}`);
  return bookingPage.loadBookingPage(routeArgs(request, { clientAddress: client }), await site.loadSite(routeArgs(request, { clientAddress: client })));
}

async function closeBrasov(from: string, to: string) {
  const answer = await fetch(`${app.mock.url}/__mock/inventory`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ location_id: 101, day_from: from, day_to: to, rooms: 0 }),
  });
  expect(answer.status).toBe(200);
}

const JULY = { month: "2026-07", nights: "1", adults: "2", location: "101" };

describe("the price calendar's cost", () => {
  it("20 requests, each with a made-up coupon: the month asked once without it, then one search per code; the days are the month's without a coupon", async () => {
    testBff().cache.clear();
    const client = newClient();
    const before = await searches();
    const plain = await month(client, JULY);
    expect((await searches()) - before).toBe(31);
    const answers = [];
    for (let n = 0; n < 20; n++) answers.push(await month(client, { ...JULY, coupon_code: `MADEUP${n}` }));
    // Before decision 052 each new code was a cold month: 20 × 31 = 620 searches.
    expect((await searches()) - before).toBe(31 + 20);
    for (const answer of answers) expect(answer.days).toEqual(plain.days);
  });

  it("a coupon the hotel takes: the priced days asked again with it, each the total its own search with the code shows; closed and minimum-stay days as they were", async () => {
    testBff().cache.clear();
    const client = newClient();
    const plain = await month(client, JULY);
    const before = await searches();
    const coupon = await month(client, { ...JULY, coupon_code: "WINTER10" });
    const priced = plain.days.filter((day) => day.kind === "price");
    expect((await searches()) - before).toBe(priced.length);
    expect(coupon.days.map((day) => [day.day, day.kind])).toEqual(plain.days.map((day) => [day.day, day.kind]));
    const monday = (days: Day[]) => days.find((day) => day.day === "2026-07-06")!.price!;
    expect(monday(coupon.days)).toBeLessThan(monday(plain.days));
    // The same total the search of that night with the code lists first.
    const page = await openPage(client, { day_from: "2026-07-06", day_to: "2026-07-07", adults: "2", location: "101", coupon_code: "WINTER10" });
    if (page.page.outcome?.kind !== "solutions") throw new Error("expected offers");
    expect(monday(coupon.days)).toBe(Math.min(...page.page.outcome.solutions.map((solution) => solution.fromPrice)));
    // Kept for the next guest with the same code: nothing more asked.
    const again = await searches();
    expect((await month(newClient(), { ...JULY, coupon_code: "WINTER10" })).days).toEqual(coupon.days);
    expect((await searches()) - again).toBe(0);
  });

  it("one client's cold months: at most its budget of searches a minute, then every day unknown (not kept by the browser); another client is answered", async () => {
    testBff().cache.clear();
    const PMS_EXTRA_SEARCHES_PER_MINUTE = testBff().config.PMS_SEARCHES_PER_CLIENT_MINUTE;
    const client = newClient();
    const before = await searches();
    // Ten different nights of July, each a cold month of 31 questions: 310 searches before decision 052.
    const answers = [];
    for (let nights = 1; nights <= 10; nights++) answers.push(await month(client, { ...JULY, nights: String(nights) }));
    const spent = (await searches()) - before;
    expect(spent).toBeLessThanOrEqual(PMS_EXTRA_SEARCHES_PER_MINUTE);
    expect(spent).toBe(31 * Math.floor(PMS_EXTRA_SEARCHES_PER_MINUTE / 31));
    const last = answers.at(-1)!;
    expect(last.status).toBe(200);
    expect(last.cacheControl).toBe("no-store");
    expect(last.days).toHaveLength(31);
    expect(last.days.every((day) => day.kind === "unknown")).toBe(true);
    expect(answers[0]!.cacheControl).toBe("private, max-age=60");
    // Months already kept cost nothing and are still answered to the spent client.
    expect(answers[0]!.days).toEqual((await month(client, JULY)).days);
    // Another client's cold month is asked.
    const other = await month(newClient(), { ...JULY, nights: "10" });
    expect(other.days.some((day) => day.kind === "price")).toBe(true);
  });

  it("bursts of cold months from one client, four at once (the process's load slots) five times: no more searches than its budget", async () => {
    testBff().cache.clear();
    const PMS_EXTRA_SEARCHES_PER_MINUTE = testBff().config.PMS_SEARCHES_PER_CLIENT_MINUTE;
    const client = newClient();
    const before = await searches();
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        [1, 2, 3, 4].map((adults) => month(client, { ...JULY, adults: String(adults), rooms: "2", nights: String(1 + round), coupon_code: `BURST${round}` })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    }
    // Before decision 052: 20 cold months of 31 questions, 620 searches.
    expect((await searches()) - before).toBeLessThanOrEqual(PMS_EXTRA_SEARCHES_PER_MINUTE);
  });
});

describe("the nearest stays' cost", () => {
  it("a search with nothing free, again and again with a made-up coupon: the stays asked once, then one check per code; past the budget none offered", async () => {
    testBff().cache.clear();
    const PMS_EXTRA_SEARCHES_PER_MINUTE = testBff().config.PMS_SEARCHES_PER_CLIENT_MINUTE;
    const day = addDays(PINNED_TODAY, 30);
    await closeBrasov(day, addDays(day, 2));
    const query = { day_from: day, day_to: addDays(day, 2), adults: "2", location: "101" };
    const client = newClient();
    const before = await searches();
    const plain = await openPage(client, query);
    expect(plain.page.alternatives.length).toBeGreaterThan(0);
    const first = (await searches()) - before;
    expect(first).toBeLessThanOrEqual(1 + 8);
    const pages = [];
    for (let n = 0; n < 5; n++) pages.push(await openPage(client, { ...query, coupon_code: `MADEUP${n}` }));
    // The page's own search and one check of the code; before decision 052, 1 + 8 each.
    expect((await searches()) - before).toBe(first + 5 * 2);
    for (const page of pages) expect(page.page.alternatives).toEqual(plain.page.alternatives);

    // A real coupon: the stays found priced again with it.
    const withCoupon = await openPage(client, { ...query, coupon_code: "WINTER10" });
    expect(withCoupon.page.alternatives.map((stay) => stay.dayFrom)).toEqual(plain.page.alternatives.map((stay) => stay.dayFrom));
    withCoupon.page.alternatives.forEach((stay, index) => expect(stay.price).toBeLessThan(plain.page.alternatives[index]!.price));

    // Made-up codes until the budget is spent: the page still answers, offering none.
    let last: LoadedBookingPage | null = null;
    const spentBefore = await searches();
    for (let n = 0; n < PMS_EXTRA_SEARCHES_PER_MINUTE; n++) last = await openPage(client, { ...query, coupon_code: `MORE${n}` });
    expect(last!.page.outcome?.kind).toBe("no-availability");
    expect(last!.page.alternatives).toEqual([]);
    // Each page's own search, plus checks only while the budget lasted.
    expect((await searches()) - spentBefore).toBeLessThan(2 * PMS_EXTRA_SEARCHES_PER_MINUTE);
  });
});
