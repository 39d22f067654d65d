/**
 * The staff search box (/staff/search) against the mock PMS: a reservation number opens it, a
 * phone in national form finds the guest stored in international form, every result is a link,
 * and the reservations beyond the first page are reachable.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { bookAtPms } from "../contract/pms-booking";
import { callPms } from "../contract/pms-call";
import { addDays } from "../../mocks/dates";
import { appContext, HOTEL_SITE, onHotelSite, PINNED_TODAY, routeAnswer, staffCookie, useAppOnMock } from "./support";

const app = useAppOnMock();
let search: typeof import("~/routes/staff.search");

beforeAll(async () => {
  search = await import("~/routes/staff.search");
});

interface Found {
  query: string;
  noSuchReservation: number | null;
  guests: Array<{ id: number; name: string; href: string }>;
  stays: Array<{ id: number; guest: string; href: string }>;
  staysTotal: number;
  page: number;
  pages: number;
}
const find = async (query: string, cookie: string, page?: number) => {
  const params = new URLSearchParams({ q: query, ...(page ? { page: String(page) } : {}) });
  const answer = await routeAnswer(() =>
    search.loader({
      request: new Request(`${HOTEL_SITE}/staff/search?${params}`, { headers: onHotelSite({ Cookie: cookie }) }),
      params: {},
      context: appContext(),
    }),
  );
  return { status: answer.status, location: answer.location, found: (answer.data as { found: Found | null }).found };
};

describe("the staff search box against the mock PMS", () => {
  it("a reservation number opens that reservation; one that does not exist says so", async () => {
    const cookie = await staffCookie();
    const opened = await find("100002", cookie);
    expect(opened.status).toBe(303);
    expect(opened.location).toBe("/staff/reservations/100002");
    const missing = await find("#999999", cookie);
    expect(missing.status).toBe(200);
    expect(missing.found).toMatchObject({ noSuchReservation: 999999, stays: [], staysTotal: 0 });
  });

  it("a phone in national form, without spaces, finds the guest stored as '+40 744 333 444' and her reservation", async () => {
    const cookie = await staffCookie();
    for (const typed of ["0744333444", "0744 333 444", "+40 744 333 444"]) {
      const { found } = await find(typed, cookie);
      expect(
        found!.guests.map((guest) => guest.name),
        typed,
      ).toEqual(["Maria Ionescu"]);
      expect(
        found!.stays.map((stay) => stay.id),
        typed,
      ).toEqual([100003]);
    }
  });

  it("a name lists guests and reservations, every one a link", async () => {
    const { found } = await find("ionescu", await staffCookie());
    expect(found!.stays.map((stay) => [stay.id, stay.href])).toEqual([
      // The search's page is the reservation page's way back (issue 39).
      [100003, "/staff/reservations/100003?from=%2Fstaff%2Fsearch%3Fq%3Dionescu"],
      [100002, "/staff/reservations/100002?from=%2Fstaff%2Fsearch%3Fq%3Dionescu"],
    ]);
    expect(found!.guests.map((guest) => guest.name)).toEqual(["Ion Ionescu", "Maria Ionescu"]);
    expect(found!.guests[0]!.href).toBe("/staff/search?q=ion.ionescu%40example.com");
  });

  it("the reservations beyond the first page are reachable, 20 a page", async () => {
    const cookie = await staffCookie();
    // Monday to Thursday of a week each (PINNED_TODAY is a Monday): rooms free, no weekend minimum stay.
    for (let guest = 0; guest < 23; guest += 1) {
      await bookAtPms(
        app.mock.url,
        { location_id: 101, org_id: 1, day_from: addDays(PINNED_TODAY, 7 * (guest + 1)), adults: 1, nights: 3 },
        { first_name: `Guest${guest}`, last_name: "Pagetest", phone: "+40 700 000 011", email: `pagetest${guest}@example.com` },
      );
    }
    const first = await find("pagetest", cookie);
    expect(first.found).toMatchObject({ staysTotal: 23, page: 1, pages: 2 });
    expect(first.found!.stays).toHaveLength(20);
    const second = await find("pagetest", cookie, 2);
    expect(second.found!.stays).toHaveLength(3);
    expect(new Set([...first.found!.stays, ...second.found!.stays].map((stay) => stay.id)).size).toBe(23);
  });

  it("keeps to the staff member's organisation at the PMS too: another organisation's stay and guest that match are not found", async () => {
    // Seaside Inn (organisation 2) has a guest named Ionescu too, booked through its own site.
    const seasideStay = await bookAtPms(
      app.mock.url,
      { location_id: 201, org_id: 2, day_from: addDays(PINNED_TODAY, 14), adults: 1, nights: 2 },
      { first_name: "Elena", last_name: "Ionescu", phone: "+40 744 333 444", email: "elena.ionescu@example.com" },
    );

    // Control: the stay and its guest match the search, for Seaside's own staff.
    const seaside = app.mock.world.users.find((user) => user.email === "staff@example.com")!;
    app.mock.world.users.push({ ...seaside, id: 91, org_id: 2, email: "seaside-staff@example.com", settings: { ...seaside.settings } });
    const tokenOf = async (email: string) =>
      (await callPms(app.mock.url, "signIn", { body: { email, password: "staff-pass-1" } })).json.session_token as string;
    const seasideToken = await tokenOf("seaside-staff@example.com");
    const idsFound = async (token: string, text: string) =>
      ((await callPms(app.mock.url, "searchReservations", { query: { query: text, page: 1 } }, token)).json.stays as Array<{ id: number }>).map(
        (stay) => stay.id,
      );
    expect(await idsFound(seasideToken, "ionescu")).toEqual([seasideStay]);

    // The PMS answers Carpathia's staff only Carpathia's stays: by name, by phone, by e-mail, by number.
    const carpathiaToken = await tokenOf("staff@example.com");
    expect(await idsFound(carpathiaToken, "ionescu")).toEqual([100003, 100002]);
    expect(await idsFound(carpathiaToken, "+40 744 333 444")).toEqual([100003]);
    expect(await idsFound(carpathiaToken, "elena.ionescu@example.com")).toEqual([]);
    expect(await idsFound(carpathiaToken, String(seasideStay))).toEqual([]);

    // And so does the search box: neither the stay nor the guest, and the number is no reservation here.
    const cookie = await staffCookie();
    const { found } = await find("ionescu", cookie);
    expect(found!.stays.map((stay) => stay.id)).toEqual([100003, 100002]);
    expect(found!.guests.map((guest) => guest.name)).toEqual(["Ion Ionescu", "Maria Ionescu"]);
    expect((await find("elena.ionescu@example.com", cookie)).found).toMatchObject({ stays: [], staysTotal: 0, guests: [] });
    expect(await find(`#${seasideStay}`, cookie)).toMatchObject({ status: 200, found: { noSuchReservation: seasideStay, stays: [], staysTotal: 0 } });
  });
});
