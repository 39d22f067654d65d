/**
 * A plain search's results come later (decision 049): the booking page's loader answers before the
 * PMS has, with the results as a promise, so the page around them is rendered while the PMS is
 * asked. What the promise brings is what the page made at once before: the same offers, the same
 * failure. A chosen offer's page is never made that way (its booking key and cookie come with it).
 */
import { describe, expect, it } from "vitest";
import { useAppOnMock, useBookingPageOnPinnedDay } from "./support";

const app = useAppOnMock();
const booking = useBookingPageOnPinnedDay();

const SEARCH = "GET /api/reservation-query";
const faults = (body: Record<string, unknown>) =>
  fetch(`${app.mock.url}/__mock/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((answer) =>
    answer.json(),
  );
const STAY = { day_from: "2026-06-08", day_to: "2026-06-10", adults: "2", location: "101", coupon_code: "SPRING10" };

const openPage = (query: Record<string, string>, later: boolean) => booking.openPage({ lang: "en", ...query }, { later });

/** Whether a promise has settled by the time everything already queued has run. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe("a search's results, later", () => {
  it("the page comes before the PMS answers, and its results are what the page made at once", async () => {
    const now = await openPage(STAY, false);
    expect(now.page.later).toBeNull();
    expect(now.page.outcome?.kind).toBe("solutions");
    expect(now.page.coupon).not.toBeNull();

    await faults({ latency_ms: 300, endpoints: [SEARCH] });
    const later = await openPage(STAY, true);
    expect(later.page.outcome).toBeNull();
    expect(later.page.query).toEqual(now.page.query);
    expect(await settledYet(later.page.later!)).toBe(false);
    const results = await later.page.later!;
    expect(results).toEqual({ outcome: now.page.outcome, coupon: now.page.coupon, alternatives: now.page.alternatives });
  });

  it("a PMS that fails: the same words later as at once", async () => {
    await faults({ status: 503, error_rate: 1, endpoints: [SEARCH] });
    const now = await openPage(STAY, false);
    const results = await (await openPage(STAY, true)).page.later!;
    expect(now.page.outcome).toMatchObject({ kind: "failed" });
    expect(results.outcome).toEqual(now.page.outcome);
    expect(results.coupon).toBeNull();
  });

  it("a chosen offer's page is made at once, with the offer", async () => {
    const search = await openPage(STAY, false);
    if (search.page.outcome?.kind !== "solutions") throw new Error("expected offers");
    const solution = search.page.outcome.solutions[0]!;
    const plan = solution.ratePlans[0]!;
    const chosen = await openPage(
      { ...STAY, children: "0", rooms: "1", room_types: solution.key, rate_plan_id: String(plan.id), meal_id: String(plan.offers[0]!.mealId) },
      true,
    );
    expect(chosen.page.later).toBeNull();
    expect(chosen.page.choice).not.toBeNull();
  });
});
