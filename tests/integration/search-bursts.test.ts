/**
 * A burst of the same search (decision 047): guests without a session asking for one stay while its
 * PMS call is on its way share that call, and nothing is kept once it has answered, so the next guest
 * sees the PMS's availability of that moment. A signed-in guest's search carries their token and is
 * never shared. Against the mock PMS over HTTP, its calls counted.
 */
import { describe, expect, it } from "vitest";
import { signedInCookie, useAppOnMock, useBookingPageOnPinnedDay } from "./support";
import type { LoadedBookingPage } from "~/booking/booking-page.server";

const app = useAppOnMock();
const booking = useBookingPageOnPinnedDay();

const SEARCHES = "GET /api/reservation-query";
const searches = async () => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[SEARCHES] ?? 0;
const STAY = { day_from: "2026-06-08", day_to: "2026-06-10", adults: "2", location: "101" };

const openPage = (query: Record<string, string>, headers: Record<string, string> = {}) => booking.openPage(query, { headers });

const offered = (page: LoadedBookingPage) => (page.page.outcome?.kind === "solutions" ? page.page.outcome.solutions.length : 0);

describe("the same stay searched by many guests at once", () => {
  it("fifty guests at once: one PMS call, and every guest the same offers", async () => {
    await openPage(STAY); // the organisation and the search's rules are loaded and kept
    const before = await searches();
    const pages = await Promise.all(Array.from({ length: 50 }, () => openPage(STAY)));
    expect((await searches()) - before).toBe(1);
    expect(offered(pages[0]!)).toBeGreaterThan(0);
    // What is made of the answer is made once for them all, too.
    expect(new Set(pages.map((page) => page.page.outcome)).size).toBe(1);
  });

  it("guests in two languages share the call, and each reads the offers in their own", async () => {
    const stay = { ...STAY, day_from: "2026-06-22", day_to: "2026-06-24" };
    const before = await searches();
    const [english, romanian] = await Promise.all([openPage({ ...stay, lang: "en" }), openPage({ ...stay, lang: "ro" })]);
    expect((await searches()) - before).toBe(1);
    const meals = (page: LoadedBookingPage) =>
      page.page.outcome?.kind === "solutions"
        ? page.page.outcome.solutions.flatMap((solution) => solution.ratePlans.flatMap((plan) => plan.offers.map((offer) => offer.mealName.text)))
        : [];
    expect(meals(english)).toContain("Room only");
    expect(meals(romanian)).toContain("Doar cazare");
    expect(meals(romanian)).not.toContain("Room only");
  });

  it("nothing is kept: the guest after the answer asks the PMS again and sees a room sold since", async () => {
    const first = await openPage(STAY);
    expect(offered(first)).toBeGreaterThan(0);
    const before = await searches();
    // Every room of the location closed for those nights, as a sale through another channel would.
    await fetch(`${app.mock.url}/__mock/inventory`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ location_id: 101, day_from: STAY.day_from, day_to: STAY.day_to, rooms: 0 }),
    });
    const after = await openPage(STAY);
    // Its own search, then the nearest stays it is offered instead (decision 046).
    expect((await searches()) - before).toBeGreaterThanOrEqual(1);
    expect(offered(after)).toBe(0);
    expect(after.page.outcome?.kind).toBe("no-availability");
  });

  it("different stays asked at once are not shared", async () => {
    const before = await searches();
    await Promise.all([openPage({ ...STAY, adults: "1" }), openPage({ ...STAY, adults: "3" }), openPage({ ...STAY, day_to: "2026-06-11" })]);
    expect((await searches()) - before).toBe(3);
  });

  it("a signed-in guest's searches carry their token and are never shared", async () => {
    const cookie = await signedInCookie("guest@example.com", "guest-pass-1", "198.51.100.47");
    const stay = { ...STAY, day_from: "2026-06-15", day_to: "2026-06-17" };
    await openPage(stay, { Cookie: cookie });
    const before = await searches();
    await Promise.all(Array.from({ length: 5 }, () => openPage(stay, { Cookie: cookie })));
    expect((await searches()) - before).toBe(5);
  });
});
