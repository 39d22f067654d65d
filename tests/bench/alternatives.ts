/**
 * PMS calls per search page, with and without flexible dates (decision 046): the reservation-queries
 * one booking page costs the PMS when its search has offers (no alternatives), when it finds nothing
 * (cold: the search and the alternatives' questions; warm: the search alone, the alternatives cached),
 * when the PMS asks for more nights, when a whole fortnight is full (the bound), and per page when
 * many guests open the same empty search at once (single flight); and a month of the price calendar,
 * cold and warm. Counted by the mock
 * (`GET /__mock/calls`), so the figures are exact whatever the machine's load.
 *
 * Part of `npm run bench`; alone: `tsx tests/bench/alternatives.ts` (needs the production build).
 */
import { pathToFileURL } from "node:url";
import { once } from "./load";
import { freePort, mockControl, startMock, startSite, type Running } from "./processes";

const SEARCHES = "GET /api/reservation-query";
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface AlternativesCalls {
  withOffers: number;
  noAvailabilityCold: number;
  noAvailabilityWarm: number;
  minStayCold: number;
  fortnightFull: number;
  burstOf20PerPage: number;
  bound: number;
  /** The price calendar (JavaScript's): one month of check-in days, asked cold, then again. */
  calendarMonthCold: number;
  calendarMonthWarm: number;
  calendarMonthDays: number;
}

async function closeBrasov(mock: Running, from: string, to: string) {
  const answer = await fetch(`${mock.url}/__mock/inventory`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ location_id: 101, day_from: from, day_to: to, rooms: 0 }),
  });
  if (!answer.ok) throw new Error(`the mock's inventory control answered ${answer.status}`);
}

/** The first Friday whose single night the PMS refuses for its length (a high-season weekend). */
async function minStayFriday(mock: Running, today: string): Promise<string> {
  for (let offset = 7; offset < 400; offset++) {
    const day = addDays(today, offset);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 5) continue;
    const query = new URLSearchParams({
      location_id: "101",
      org_id: "1",
      day_from: day,
      day_to: addDays(day, 1),
      nights: "1",
      adults: "2",
      children: "0",
      rooms: "1",
    });
    const answer = (await (await fetch(`${mock.url}/api/reservation-query?${query}`)).json()) as unknown;
    if (!Array.isArray(answer)) return day;
  }
  throw new Error("no high-season Friday within 400 days");
}

/**
 * Each figure on a search key of its own (nothing cached for it). Closes Brașov for some nights 60
 * to 130 days ahead: the caller resets the mock afterwards if other figures follow.
 */
export async function benchAlternatives(site: Running, mock: Running, today: string): Promise<AlternativesCalls> {
  const hotel = { host: `carpathia-ro.localhost:${new URL(site.url).port}` };
  const searches = async () => (await mockControl.calls(mock))[SEARCHES] ?? 0;
  const page = async (dayFrom: string, nights: number, adults = 2) => {
    const answer = await once(site.url, `/reservation-new?day_from=${dayFrom}&day_to=${addDays(dayFrom, nights)}&adults=${adults}&location=101`, hotel);
    if (answer.status !== 200) throw new Error(`the search page answered ${answer.status}`);
    return answer.body;
  };
  const callsOf = async (work: () => Promise<unknown>) => {
    const before = await searches();
    await work();
    return (await searches()) - before;
  };

  const withOffers = await callsOf(() => page(addDays(today, 45), 2));
  const empty = addDays(today, 60);
  await closeBrasov(mock, empty, addDays(empty, 2));
  let shown = "";
  const noAvailabilityCold = await callsOf(async () => (shown = await page(empty, 2)));
  if (!shown.includes("booking-alternatives")) throw new Error("the empty search showed no alternatives");
  const noAvailabilityWarm = await callsOf(() => page(empty, 2));
  const friday = await minStayFriday(mock, today);
  const minStayCold = await callsOf(() => page(friday, 1));
  const full = addDays(today, 90);
  await closeBrasov(mock, addDays(full, -8), addDays(full, 10));
  const fortnightFull = await callsOf(() => page(full, 2));
  const burst = addDays(today, 120);
  await closeBrasov(mock, burst, addDays(burst, 2));
  const burstCalls = await callsOf(() => Promise.all(Array.from({ length: 20 }, () => page(burst, 2, 3))));
  // Two months ahead: a whole month of check-in days, every one in the booking window.
  const month = addDays(today, 62).slice(0, 7);
  const monthPath = `/reservation-new/prices?month=${month}&nights=2&adults=2&location=101`;
  let days = 0;
  const calendarMonthCold = await callsOf(async () => {
    const answer = await once(site.url, monthPath, hotel);
    if (answer.status !== 200) throw new Error(`the calendar's month answered ${answer.status}`);
    days = (JSON.parse(answer.body) as { days: unknown[] }).days.length;
  });
  const calendarMonthWarm = await callsOf(() => once(site.url, monthPath, hotel));
  return {
    withOffers,
    noAvailabilityCold,
    noAvailabilityWarm,
    minStayCold,
    fortnightFull,
    burstOf20PerPage: burstCalls / 20,
    bound: 1 + 8,
    calendarMonthCold,
    calendarMonthWarm,
    calendarMonthDays: days,
  };
}

export function alternativesRows(calls: AlternativesCalls): Array<[figure: string, value: string, goal: string, met: boolean]> {
  return [
    ["PMS calls per search page with offers (no alternatives)", String(calls.withOffers), "1", calls.withOffers === 1],
    [
      "  nothing free, with alternatives: cold; warm",
      `${calls.noAvailabilityCold}; ${calls.noAvailabilityWarm}`,
      `≤ ${calls.bound}; 1`,
      calls.noAvailabilityCold <= calls.bound && calls.noAvailabilityWarm === 1,
    ],
    ["  minimum-stay refusal, with alternatives, cold", String(calls.minStayCold), `≤ ${calls.bound}`, calls.minStayCold <= calls.bound],
    ["  a whole fortnight full (the bound), cold", String(calls.fortnightFull), `≤ ${calls.bound}`, calls.fortnightFull <= calls.bound],
    ["  20 guests at once on one empty search, per page", calls.burstOf20PerPage.toFixed(2), "≤ 1.45", calls.burstOf20PerPage <= 1 + 9 / 20],
    [
      `price calendar, one month (${calls.calendarMonthDays} days): cold; warm`,
      `${calls.calendarMonthCold}; ${calls.calendarMonthWarm}`,
      "≤ 31; 0",
      calls.calendarMonthCold <= 31 && calls.calendarMonthCold === calls.calendarMonthDays && calls.calendarMonthWarm === 0,
    ],
  ];
}

// `tsx tests/bench/alternatives.ts`: these figures alone, against the production build.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const today = new Date().toISOString().slice(0, 10);
  const mock = await startMock(await freePort(), today);
  const site = await startSite({ env: { UPSTREAM_URL: mock.url } });
  try {
    const calls = await benchAlternatives(site, mock, today);
    for (const [figure, value, goal, met] of alternativesRows(calls)) console.log(`${met ? "✓" : "✗"} ${figure.padEnd(58)} ${value.padStart(16)}  ${goal}`);
    console.log(JSON.stringify(calls));
  } finally {
    await Promise.all([site.stop(), mock.stop()]);
  }
}
