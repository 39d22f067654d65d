/**
 * What each named strategy promises the hotel and its guests (docs/decisions/004-cache-strategies.md),
 * read off the cache's behaviour on a pinned clock: how soon a hotel's edit shows, how long a page
 * is served at once while the PMS is asked again, and how long the site stays up while the PMS fails.
 * The windows are written out here as the decision gives them, not read from the strategies, so a
 * changed duration is a changed promise that this test names.
 */
import { describe, expect, it } from "vitest";
import { CacheFailed, CacheLong, CacheNotFound, CacheShort, createAnonymousCache, type CacheStrategy } from "./cache";
import { createTestLogger } from "./testing";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A cache on a pinned clock holding one value the "PMS" has since changed: what a guest is shown when. */
async function shownAt(strategy: CacheStrategy, ageMs: number, pms: "edited" | "down"): Promise<{ shown: string; asked: boolean }> {
  let now = 1_700_000_000_000;
  const cache = createAnonymousCache({ logger: createTestLogger().logger, now: () => now });
  await cache.get("organisation:carpathia-ro", strategy, async () => "as first loaded");
  now += ageMs;
  let asked = false;
  const load = async () => {
    asked = true;
    if (pms === "down") throw new Error("PMS down");
    return "as the hotel edited it";
  };
  const shown = await cache.get<string>("organisation:carpathia-ro", strategy, load).catch(() => "an error");
  // A refresh in the background has asked by the next turn of the event loop.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { shown, asked };
}

/** The three windows every strategy is made of, checked on both sides of each end. */
function holdsItsWindows(strategy: CacheStrategy, windows: { freshMs: number; servedWhileAskingMs: number; servedWhileFailingMs: number }) {
  const { freshMs, servedWhileAskingMs, servedWhileFailingMs } = windows;

  it(`is served without asking the PMS for ${freshMs / SECOND} s: the hotel's edit shows from then on`, async () => {
    expect(await shownAt(strategy, freshMs - 1, "edited")).toEqual({ shown: "as first loaded", asked: false });
    // Past it the old value is still answered at once if stale-while-revalidate allows, but the PMS is asked.
    expect((await shownAt(strategy, freshMs, "edited")).asked).toBe(true);
  });

  it(`is answered at once while the PMS is asked again for ${servedWhileAskingMs / SECOND} s more, then the guest waits for the edit`, async () => {
    expect((await shownAt(strategy, freshMs + servedWhileAskingMs - 1, "edited")).shown).toBe("as first loaded");
    expect(await shownAt(strategy, freshMs + servedWhileAskingMs, "edited")).toEqual({ shown: "as the hotel edited it", asked: true });
  });

  it(`keeps the site up for ${servedWhileFailingMs / HOUR} h past fresh while the PMS fails, then passes the failure on`, async () => {
    const lastServed = freshMs + Math.max(servedWhileAskingMs, servedWhileFailingMs) - 1;
    expect((await shownAt(strategy, lastServed, "down")).shown).toBe("as first loaded");
    expect((await shownAt(strategy, lastServed + 1, "down")).shown).toBe("an error");
  });
}

describe("CacheLong: organisation settings and room types", () => {
  // "A hotel's edit shows within 10 minutes" (decision 004).
  holdsItsWindows(CacheLong, { freshMs: 10 * MINUTE, servedWhileAskingMs: 50 * MINUTE, servedWhileFailingMs: 24 * HOUR });
});

describe("CacheShort: what moves during the day (a location's texts, prices shown as 'from')", () => {
  holdsItsWindows(CacheShort, { freshMs: 1 * MINUTE, servedWhileAskingMs: 9 * MINUTE, servedWhileFailingMs: 24 * HOUR });
});

describe("CacheNotFound: an unknown organisation", () => {
  // A new organisation appears within 30 s; a bot probing slugs costs the PMS one call per 30 s.
  holdsItsWindows(CacheNotFound, { freshMs: 30 * SECOND, servedWhileAskingMs: 0, servedWhileFailingMs: 0 });
});

describe("CacheFailed: a failed call a page can do without", () => {
  // A PMS outage costs one wait every 30 s, not one per page view.
  holdsItsWindows(CacheFailed, { freshMs: 30 * SECOND, servedWhileAskingMs: 0, servedWhileFailingMs: 0 });
});
