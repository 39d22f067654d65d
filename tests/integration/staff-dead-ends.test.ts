/**
 * Issue 50, item 5's dead ends, against the mock PMS: a mistyped staff address is the staff's own
 * 404 (or the reservation it meant), a reservation opened by a number in the header's search goes
 * back where the search was made, a date outside the desk's days is told as such with those days.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, HOTEL_SITE, loaderAnswer, onHotelSite, staffCookie, useAppOnMock } from "./support";

useAppOnMock();
let splat: typeof import("~/routes/staff.$");
let search: typeof import("~/routes/staff.search");
let frame: typeof import("~/routes/staff");
let day: typeof import("~/routes/staff._index");

beforeAll(async () => {
  splat = await import("~/routes/staff.$");
  search = await import("~/routes/staff.search");
  frame = await import("~/routes/staff");
  day = await import("~/routes/staff._index");
});

const get = (path: string, cookie: string) => ({
  request: new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite({ Cookie: cookie }) }),
  context: appContext(),
});

describe("the desk's dead ends (issue 50)", () => {
  it("/staff/reservation/100001 goes to the staff reservation page; /staff/guest is the staff's 404", async () => {
    const cookie = await staffCookie();
    const meant = await loaderAnswer(() => splat.loader({ ...get("/staff/reservation/100001", cookie), params: { "*": "reservation/100001" } }));
    expect(meant.status).toBe(301);
    expect(meant.location).toBe("/staff/reservations/100001");
    const missing = await loaderAnswer(() => splat.loader({ ...get("/staff/guest", cookie), params: { "*": "guest" } }));
    expect(missing.status).toBe(404);
  });

  it("a mistyped staff address asks for staff first, like every staff page", async () => {
    const anonymous = await loaderAnswer(() => splat.loader({ ...get("/staff/guest", ""), params: { "*": "guest" } }));
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toContain("/login?redirectTo=%2Fstaff%2Fguest");
  });

  it("a reservation number found by the header's search goes back to the page the search was made on", async () => {
    const cookie = await staffCookie();
    const from = "/staff/plan?day_from=2026-05-04";
    const opened = await loaderAnswer(() => search.loader({ ...get(`/staff/search?${new URLSearchParams({ q: "100 001", from })}`, cookie), params: {} }));
    expect(opened.status).toBe(303);
    expect(opened.location).toBe(`/staff/reservations/100001?${new URLSearchParams({ from })}`);
    // Anything but a staff page of this site is no way back.
    const elsewhere = await loaderAnswer(() =>
      search.loader({ ...get(`/staff/search?${new URLSearchParams({ q: "100001", from: "//evil.example/staff" })}`, cookie), params: {} }),
    );
    expect(elsewhere.location).toBe("/staff/reservations/100001");
  });

  it("a day outside the desk's days is a 400 naming the date, and the frame knows those days to say them", async () => {
    const cookie = await staffCookie();
    const refused = await loaderAnswer(() => day.loader({ ...get("/staff?day=1800-01-01", cookie), params: {} }));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ reason: "bad-request", parameter: "day" });
    const framed = await loaderAnswer(() => frame.loader({ ...get("/staff?day=1800-01-01", cookie), params: {} }));
    expect(framed.data).toMatchObject({ days: { first: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), last: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
  });
});
