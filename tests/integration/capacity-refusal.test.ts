/**
 * A PMS that refuses a booking for capacity after the search showed the rooms (a race: the hotel
 * changed the room, or counts the party otherwise than its search did): the guest is told in their
 * language, with the same "more rooms" link a search that does not fit shows (issue 34, item 5).
 */
import { fromZonedTime } from "date-fns-tz";
import { beforeAll, describe, expect, it } from "vitest";
import { routeArgs, useAppOnMock } from "./support";
import type { LoadedBookingPage } from "~/booking/booking-page.server";

const app = useAppOnMock();
let booking: typeof import("~/booking/booking.server");
let bookingPage: typeof import("~/booking/booking-page.server");
let site: typeof import("~/site/site.server");

beforeAll(async () => {
  booking = await import("~/booking/booking.server");
  bookingPage = await import("~/booking/booking-page.server");
  site = await import("~/site/site.server");
});

const today = () => app.mock.world.today;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const noonToday = () => fromZonedTime(`${today()}T12:00:00`, "Europe/Bucharest");

async function openPage(query: Record<string, string>): Promise<LoadedBookingPage> {
  const request = new Request(`http://localhost/reservation-new?${new URLSearchParams(query)}`);
  return bookingPage.loadBookingPage(routeArgs(request), await site.loadSite(routeArgs(request)), noonToday());
}

async function post(query: Record<string, string>, fields: Record<string, string>, cookie: string) {
  const url = `http://localhost/reservation-new?${new URLSearchParams(query)}`;
  const loaded = await site.loadSite(routeArgs(new Request(url)));
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
  });
  return booking.bookChoice(routeArgs(request), loaded, (path) => `${path}${path.includes("?") ? "&" : "?"}o=carpathia-ro`, { now: noonToday() });
}

describe("a booking the PMS refuses for capacity after the search", () => {
  it("says so in the guest's words, with a link to search the same stay with one room more, nothing booked", async () => {
    const query = {
      day_from: addDays(today(), 20),
      day_to: addDays(today(), 22),
      adults: "2",
      children: "1",
      children_ages: "5",
      location: "101",
      room_types: "1011:1",
      rate_plan_id: "11",
      meal_id: "1",
    };
    const page = await openPage(query);
    expect(page.page.choice).not.toBeNull();
    // The race: the search (and the booking's own fresh search) offer the room, the PMS's booking refuses it.
    await fetch(`${app.mock.url}/__mock/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        error_rate: 1,
        status: 422,
        endpoints: ["POST /api/reservations"],
        message: "These rooms do not host 2 adults and 1 children",
        code: "capacity",
      }),
    });
    const before = app.mock.world.reservations.size;
    const result = await post(
      query,
      {
        first_name: "Ana",
        last_name: "Popescu",
        phone: "+40 722 000 111",
        email: "ana.capacity@example.org",
        terms: "on",
        payment_method: "mobilpay",
        idempotency_key: page.page.choice!.idempotencyKey,
      },
      (page.setCookie ?? "").split(";")[0] ?? "",
    );
    expect(app.mock.world.reservations.size).toBe(before);
    expect(result).toMatchObject({ kind: "form", status: 422, data: { formError: { key: "booking.errors.capacity", moreRooms: { rooms: 2 } } } });
    const href = result.kind === "form" && result.data.formError && "moreRooms" in result.data.formError ? result.data.formError.moreRooms?.href : "";
    const link = new URL(href ?? "", "http://localhost");
    expect(link.pathname).toBe("/reservation-new");
    // The same stay and party (the child's age too), the hotel kept; the choice is not.
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      day_from: query.day_from,
      day_to: query.day_to,
      adults: "2",
      children: "1",
      children_ages: "5",
      location: "101",
      rooms: "2",
      o: "carpathia-ro",
    });
    expect(link.searchParams.has("room_types")).toBe(false);
    expect(link.searchParams.has("rate_plan_id")).toBe(false);
  });
});
