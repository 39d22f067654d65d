/**
 * `/reservations/:id/stay.ics` through its route module against the mock PMS (pinned to
 * 2026-05-04, summer time in Bucharest: UTC+3): times at the hotel, the location, the page's
 * address and the status, for the grant only. The builder's own rules: app/calendar/stay.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, grantedCookie, HOTEL_SITE, onHotelSite, useAppOnMock } from "./support";

const app = useAppOnMock();
let calendar: typeof import("~/routes/reservations.$reservationId.stay[.]ics");

beforeAll(async () => {
  calendar = await import("~/routes/reservations.$reservationId.stay[.]ics");
});

const get = (path: string, cookie = "") => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite(cookie ? { Cookie: cookie } : {}) });
const context = () => appContext({ clientAddress: "198.51.100.20" });

const grantFor = (id: number, email: string) => grantedCookie(id, email, "198.51.100.20");

const stay = (id: number, cookie: string, query = "") =>
  calendar.loader({ request: get(`/reservations/${id}/stay.ics${query}`, cookie), params: { reservationId: String(id) }, context: context() });

const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");
const property = (ics: string, name: string) =>
  unfolded(ics)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);
const compact = (day: string) => day.replaceAll("-", "");

describe("the stay as a calendar file", () => {
  it("answers 404 without the reservation's grant, and with another reservation's grant", async () => {
    expect((await stay(100001, "")).status).toBe(404);
    expect((await stay(100001, await grantFor(100002, "ion.ionescu@example.com"))).status).toBe(404);
  });

  it("runs from the hotel's check-in time to its check-out time, in its zone, at the named location, linking the page", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    Object.assign(app.mock.world.reservations.get(100001)!, { arrival_time: null, departure_time: null });
    const answer = await stay(100001, cookie, "?lang=en");
    expect(answer.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="reservation-100001.ics"');
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await answer.text();
    const reservation = app.mock.world.reservations.get(100001)!;
    // Carpathia: check-in 14:00, check-out 11:00, Europe/Bucharest (UTC+3 in summer).
    expect(property(text, "DTSTART")).toBe(`${compact(reservation.day_from)}T110000Z`);
    expect(property(text, "DTEND")).toBe(`${compact(reservation.day_to)}T080000Z`);
    expect(property(text, "LOCATION")).toBe("Carpathia Brașov\\, Strada Mureșenilor 12\\, 500030 Brașov\\, RO");
    expect(property(text, "URL")).toMatch(/^http:\/\/carpathia-ro\.localhost(:\d+)?\/reservations\/100001\?lang=en$/);
    expect(property(text, "SUMMARY")).toBe("Hotel Carpathia · Reservation 100001");
    expect(property(text, "STATUS")).toBe("CONFIRMED");
  });

  it("takes the guest's own arrival and departure times", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    Object.assign(app.mock.world.reservations.get(100001)!, { arrival_time: "18:30", departure_time: "09:15" });
    const text = await (await stay(100001, cookie)).text();
    const reservation = app.mock.world.reservations.get(100001)!;
    expect(property(text, "DTSTART")).toBe(`${compact(reservation.day_from)}T153000Z`);
    expect(property(text, "DTEND")).toBe(`${compact(reservation.day_to)}T061500Z`);
  });

  it("is TENTATIVE for a New stay with nothing paid", async () => {
    const text = await (await stay(100003, await grantFor(100003, "maria.ionescu@example.com"))).text();
    expect(app.mock.world.reservations.get(100003)!.status).toBe("New");
    expect(property(text, "STATUS")).toBe("TENTATIVE");
  });

  it("serves a cancelled stay's file, saying CANCELLED", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    app.mock.world.reservations.get(100001)!.status = "Canceled";
    const answer = await stay(100001, cookie);
    expect(answer.status).toBe(200);
    expect(property(await answer.text(), "STATUS")).toBe("CANCELLED");
  });
});
