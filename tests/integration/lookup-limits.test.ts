/**
 * The reservation look-up (code + e-mail) through the route's own action: failed guesses are
 * limited per reservation code and per client, and past the limit even the right e-mail is refused
 * with 429 and Retry-After, without asking the PMS.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, HOTEL_SITE, onHotelSite, routeAnswer, useAppOnMock } from "./support";

const app = useAppOnMock({ LOOKUP_ATTEMPTS_PER_RESERVATION: "3", LOOKUP_ATTEMPTS_PER_CLIENT: "4" });
let route: typeof import("~/routes/reservations.$reservationId");
let searchRoute: typeof import("~/routes/reservation-search");

beforeAll(async () => {
  route = await import("~/routes/reservations.$reservationId");
  searchRoute = await import("~/routes/reservation-search");
});

const LOOKUPS = "POST /api/locations/{location}";
const calls = async () => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[LOOKUPS] ?? 0;

async function lookUp(reservationId: string, email: string, client: string) {
  const request = new Request(`${HOTEL_SITE}/reservations/${reservationId}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "lookup", email }),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded" }),
  });
  const answer = await routeAnswer(() => route.action({ request, params: { reservationId }, context: appContext({ clientAddress: client }) }));
  return { status: answer.status, retryAfter: answer.headers.get("Retry-After"), location: answer.location, email: answer.data.email };
}

/** The look-up form of /reservation-search, where the guest types the code. */
async function lookUpTyped(res: string | null, email: string | null, client: string) {
  const fields = new URLSearchParams();
  if (res !== null) fields.set("res", res);
  if (email !== null) fields.set("email", email);
  const request = new Request(`${HOTEL_SITE}/reservation-search`, {
    method: "POST",
    body: fields,
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded" }),
  });
  const answer = await routeAnswer(() => searchRoute.action({ request, params: {}, context: appContext({ clientAddress: client }) }));
  return { status: answer.status, location: answer.location, headers: answer.headers, code: answer.data.code, email: answer.data.email };
}

describe("reservation look-up limits", () => {
  it("a code typed with spaces around it is that code: its guesses count against it, whatever the padding and the client", async () => {
    for (const [guess, res] of [" 100004", "100004 ", "\t100004\n"].entries())
      expect((await lookUpTyped(res, `guess-${guess}@example.com`, `198.51.100.${120 + guess}`)).status).toBe(404);
    const before = await calls();
    expect((await lookUpTyped("  100004  ", "giulia.rossi@example.com", "203.0.113.78")).status).toBe(429);
    expect(await calls()).toBe(before);
  });

  it("a post without the code, or with a text that is no code, is a mismatch like any other (404, the PMS not asked), never an error", async () => {
    const before = await calls();
    for (const res of [null, "abc", "12a"]) expect((await lookUpTyped(res, "x@example.com", "198.51.100.140")).status).toBe(404);
    expect(await calls()).toBe(before);
  });

  it("a mismatch is the form again with the code and e-mail as typed, private, without Retry-After; a post without them echoes nothing", async () => {
    const typed = await lookUpTyped(" 100005 ", "Carmen.Wrong@example.com", "198.51.100.150");
    expect(typed).toMatchObject({ status: 404, code: " 100005 ", email: "Carmen.Wrong@example.com" });
    expect(typed.headers.get("Cache-Control")).toMatch(/private|no-store/);
    expect(typed.headers.get("Retry-After")).toBeNull();
    expect(await lookUpTyped(null, null, "198.51.100.151")).toMatchObject({ status: 404, code: "", email: "" });
    const onPage = await lookUp("100005", "carmen.wrong@example.com", "198.51.100.152");
    expect(onPage).toMatchObject({ status: 404, retryAfter: null, email: "carmen.wrong@example.com" });
  });

  it("a code with anything around its digits (a letter, a leading zero) is no code: 404 without asking the PMS", async () => {
    const before = await calls();
    for (const res of ["x100005", "100005x", "0100005"]) expect((await lookUpTyped(res, "carmen.garcia@example.com", "198.51.100.160")).status).toBe(404);
    expect(await calls()).toBe(before);
  });

  it("a reservation page's address that is no code (letters, a leading zero, too long) is a 404, private, before anything is asked", async () => {
    for (const reservationId of ["abc", "x100001", "100001x", "0100001", "1234567890123"]) {
      const request = new Request(`${HOTEL_SITE}/reservations/${reservationId}`, { headers: onHotelSite() });
      const answer = await routeAnswer(() => route.loader({ request, params: { reservationId }, context: appContext({ clientAddress: "198.51.100.161" }) }));
      expect(answer.status).toBe(404);
      expect(answer.headers.get("Cache-Control")).toMatch(/private|no-store/);
    }
  });

  it("typed with spaces, the right code and e-mail open the reservation (control)", async () => {
    expect(await lookUpTyped(" 100001 ", " ana.popescu@example.com ", "198.51.100.130")).toMatchObject({ status: 303, location: "/reservations/100001" });
  });

  it("after 3 wrong e-mails for a code, the right one is refused too (429, Retry-After) and the PMS is not asked", async () => {
    for (let guess = 0; guess < 3; guess += 1) expect((await lookUp("100002", `guess-${guess}@example.com`, `198.51.100.${guess}`)).status).toBe(404);
    const before = await calls();
    expect(before).toBeGreaterThan(0);
    const right = await lookUp("100002", "ion.ionescu@example.com", "203.0.113.77");
    expect(right.status).toBe(429);
    expect(Number(right.retryAfter)).toBeGreaterThan(14 * 60);
    expect(await calls()).toBe(before);
  });

  it("the right e-mail within the limit opens the reservation (control)", async () => {
    expect((await lookUp("100001", "wrong@example.com", "198.51.100.40")).status).toBe(404);
    const right = await lookUp("100001", "ana.popescu@example.com", "198.51.100.41");
    expect(right).toMatchObject({ status: 303, location: "/reservations/100001" });
  });

  it("one client guessing across codes is refused past the client limit", async () => {
    for (let code = 0; code < 4; code += 1) expect((await lookUp(String(900_001 + code), "x@example.com", "198.51.100.90")).status).toBe(404);
    expect((await lookUp("900010", "x@example.com", "198.51.100.90")).status).toBe(429);
    expect((await lookUp("900010", "x@example.com", "198.51.100.91")).status).toBe(404);
  });

  it("a 60 KB e-mail is a mismatch like any other, echoed no longer than an e-mail can be", async () => {
    const answer = await lookUp("100001", `${"a".repeat(60_000)}@example.com`, "198.51.100.50");
    expect(answer.status).toBe(404);
    expect(String(answer.email).length).toBeLessThanOrEqual(254);
  });
});
