/**
 * Issue 50, item 1, against the mock PMS: a guest is found by the phone they gave however it was
 * typed — at booking, at the desk, in the search — in one international form (docs/decisions/054);
 * "O’Brien" typed on a phone finds "O'Brien"; "100 001" is reservation 100001; the duplicate check
 * sees the same phone written another way.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { bookAtPms } from "../contract/pms-booking";
import { addDays } from "../../mocks/dates";
import { appContext, HOTEL_SITE, onHotelSite, PINNED_TODAY, routeAnswer, staffCookie, useAppOnMock } from "./support";

const app = useAppOnMock();
let search: typeof import("~/routes/staff.search");
let guests: typeof import("~/routes/staff.guests");

beforeAll(async () => {
  search = await import("~/routes/staff.search");
  guests = await import("~/routes/staff.guests");
});

const staffRequest = (path: string, cookie: string, init: RequestInit = {}) =>
  new Request(`${HOTEL_SITE}${path}`, { ...init, headers: onHotelSite({ Cookie: cookie, ...(init.headers as Record<string, string>) }) });

async function headerSearch(q: string, cookie: string) {
  const answer = await routeAnswer(() =>
    search.loader({ request: staffRequest(`/staff/search?${new URLSearchParams({ q })}`, cookie), params: {}, context: appContext() }),
  );
  const found = (answer.data as { found: { guests: Array<{ name: string; phone: string | null; href: string }>; stays: Array<{ id: number }> } | null } | null)
    ?.found;
  return { status: answer.status, location: answer.location, guests: found?.guests ?? [], stays: found?.stays.map((stay) => stay.id) ?? [] };
}

async function guestBox(query: string, cookie: string) {
  const answer = await routeAnswer(() =>
    guests.loader({ request: staffRequest(`/staff/guests?${new URLSearchParams({ query })}`, cookie), params: {}, context: appContext() }),
  );
  return ((answer.data as { search: { guests: Array<{ name: string; phone: string | null }> } | null }).search?.guests ?? []).map((guest) => guest.name);
}

async function createAtDesk(fields: Record<string, string>, cookie: string) {
  return routeAnswer(() =>
    guests.action({
      request: staffRequest("/staff/guests", cookie, {
        method: "POST",
        body: new URLSearchParams({ intent: "create", ...fields }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      params: {},
      context: appContext(),
    }),
  );
}

/** A stay booked through the site's call with the phone and name as the guest typed them. */
const book = (guest: { first_name: string; last_name: string; phone: string; email: string }, weeksAhead: number) =>
  bookAtPms(app.mock.url, { location_id: 101, org_id: 1, day_from: addDays(PINNED_TODAY, 7 * weeksAhead), adults: 1, nights: 2 }, guest);

describe("phones in one international form (issue 50)", () => {
  it("a stay booked with '0722 999 888' is found by the header search and the guest box however the number is typed", async () => {
    const cookie = await staffCookie();
    const stay = await book({ first_name: "Dan", last_name: "Național", phone: "0722 999 888", email: "dan.national@example.com" }, 3);
    for (const typed of ["0722999888", "0722 999 888", "+40722999888", "+40 722 999 888", "0040 722 999 888"]) {
      const found = await headerSearch(typed, cookie);
      expect(found.stays, typed).toEqual([stay]);
      expect(
        found.guests.map((guest) => guest.name),
        typed,
      ).toEqual(["Dan Național"]);
      expect(await guestBox(typed, cookie), typed).toEqual(["Dan Național"]);
    }
  });

  it("Ana's second booking typed '0722 111 222' is found beside her first (stored '+40 722 111 222')", async () => {
    const cookie = await staffCookie();
    const second = await book({ first_name: "Ana", last_name: "Popescu", phone: "0722 111 222", email: "ana.popescu@example.com" }, 4);
    const found = await headerSearch("0722111222", cookie);
    expect(found.stays).toContain(second);
    expect(found.stays).toContain(100001);
  });

  it("a guest created at the desk with '0745 000 001' is stored as +40745000001, found by it and by her own link; '+40…' is her duplicate", async () => {
    const signedIn = await staffCookie();
    const created = await createAtDesk({ name: "Radu Telefon", phone: "0745 000 001" }, signedIn);
    expect(created.status).toBe(303);
    // The browser keeps the session's cookie as the answer left it (it carries the "Guest created" notice).
    const cookie = created.headers.get("Set-Cookie")?.split(";")[0] || signedIn;
    expect(app.mock.world.guests.find((guest) => guest.last_name === "Telefon")).toMatchObject({ phone: "+40745000001" });
    for (const typed of ["0745 000 001", "0745000001", "+40 745 000 001"]) expect(await guestBox(typed, cookie), typed).toEqual(["Radu Telefon"]);
    const [radu] = (await headerSearch("0745 000 001", cookie)).guests;
    expect(radu!.href).toBe("/staff/search?q=%2B40745000001");
    expect((await headerSearch("+40745000001", cookie)).guests.map((guest) => guest.name)).toEqual(["Radu Telefon"]);

    // A guest stored by someone else in national form: the duplicate check sees "+40 …" as the same phone.
    app.mock.world.guests.push({ id: 9901, org_id: 1, first_name: "Vlad", last_name: "Vechi", email: null, phone: "0745 000 002" });
    const duplicate = await createAtDesk({ name: "V Nou", phone: "+40 745 000 002" }, cookie);
    expect(duplicate.status).toBe(409);
    expect((duplicate.data as { duplicates: Array<{ name: string }> }).duplicates.map((guest) => guest.name)).toEqual(["Vlad Vechi"]);
  });

  it("'O’Brien' typed with a phone's apostrophe finds O'Brien, and the other way round", async () => {
    const cookie = await staffCookie();
    const plain = await book({ first_name: "Sean", last_name: "O'Brien", phone: "+353 85 123 4567", email: "sean.obrien@example.com" }, 5);
    const curly = await book({ first_name: "Niamh", last_name: "O\u2019Connor", phone: "+353 85 765 4321", email: "niamh.oconnor@example.com" }, 6);
    expect((await headerSearch("O\u2019Brien", cookie)).stays).toEqual([plain]);
    expect(await guestBox("o\u2019brien", cookie)).toEqual(["Sean O'Brien"]);
    expect((await headerSearch("O'Connor", cookie)).stays).toEqual([curly]);
  });

  it("'100 001' is read as reservation number 100001", async () => {
    const opened = await headerSearch("100 001", await staffCookie());
    expect(opened.status).toBe(303);
    expect(opened.location).toBe("/staff/reservations/100001");
  });
});
