/**
 * A visitor who has not posted anything costs no server-side state (issue 37, item 2;
 * docs/decisions/032): opening a booking form stores no session and sets no long-lived cookie,
 * while the form stays one booking across reload and resubmit (decision 009). A session made at
 * the first post lives hours when anonymous, and a signed-in one keeps its fourteen days.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { hotelToday } from "~/booking/dates";
import { HOTEL_SITE, appContext, onHotelSite, routeAnswer, routeArgs, testBff, useAppOnMock } from "./support";

const app = useAppOnMock();
let bookingRoute: typeof import("~/routes/reservation-new");
let booking: typeof import("~/booking/booking.server");
let site: typeof import("~/site/site.server");

beforeAll(async () => {
  bookingRoute = await import("~/routes/reservation-new");
  booking = await import("~/booking/booking.server");
  site = await import("~/site/site.server");
});

const HOUR = 3_600;
/** The longest an anonymous visitor's cookie may live (decision 032: hours, not weeks). */
const ANONYMOUS_MAX_AGE = 12 * HOUR;
/** The route loaders run on the real clock: the stay is counted from the hotel's real today. */
const today = () => hotelToday(new Date());
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const query = () => ({
  day_from: addDays(today(), 20),
  day_to: addDays(today(), 23),
  adults: "2",
  location: "101",
  room_types: "1011:1",
  rate_plan_id: "11",
  meal_id: "2",
});
const formUrl = () => `${HOTEL_SITE}/reservation-new?${new URLSearchParams(query())}`;
const details = (key: string) => ({
  first_name: "Ana",
  last_name: "Popescu",
  phone: "+40 722 000 111",
  email: "ana.reload@example.org",
  terms: "on",
  payment_method: "mobilpay",
  idempotency_key: key,
});
const calls = async () => (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;
const BOOKINGS = "POST /api/reservations";

/** A browser's cookie jar, as far as these tests need one: name → value, updated by each Set-Cookie. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(setCookie: string | null | undefined): void {
    if (!setCookie) return;
    const [pair = ""] = setCookie.split(";");
    const equals = pair.indexOf("=");
    const maxAge = /;\s*Max-Age=(\d+)/i.exec(setCookie)?.[1];
    if (maxAge === "0") this.cookies.delete(pair.slice(0, equals));
    else this.cookies.set(pair.slice(0, equals), pair.slice(equals + 1));
  }
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

const maxAgeOf = (setCookie: string): number => Number(/;\s*Max-Age=(\d+)/i.exec(setCookie)?.[1] ?? Number.POSITIVE_INFINITY);

/** The booking page's loader, as the route answers a GET: its data and Set-Cookie. */
async function openForm(jar?: Jar) {
  const headers = onHotelSite(jar?.header ? { Cookie: jar.header } : {});
  const answer = await routeAnswer(() => bookingRoute.loader({ request: new Request(formUrl(), { headers }), params: {}, context: appContext() }));
  const setCookie = answer.headers.get("Set-Cookie");
  jar?.take(setCookie);
  const page = answer.data.page as { choice: { idempotencyKey: string } | null; booked: { reservationId: number } | null };
  return { status: answer.status, setCookie, page };
}

async function postForm(jar: Jar, key: string) {
  const request = new Request(formUrl(), {
    method: "POST",
    body: new URLSearchParams(details(key)),
    headers: onHotelSite({ Cookie: jar.header, "Content-Type": "application/x-www-form-urlencoded" }),
  });
  const loaded = await site.loadSite(routeArgs(new Request(formUrl(), { headers: onHotelSite() })));
  const result = await booking.bookChoice(routeArgs(request), loaded, (path) => path);
  if (result.kind !== "form") jar.take(result.setCookie);
  else jar.take(result.setCookie);
  return result;
}

describe("opening a booking form costs no server-side state", () => {
  it("ten anonymous GETs of a booking form: each shows the form, none sets a long-lived cookie, none stores a session", async () => {
    const sessions = testBff().sessions;
    const commits = vi.spyOn(sessions, "commit");
    const stored = vi.spyOn(sessions.storage, "commitSession");
    try {
      const keys = new Set<string>();
      for (let visitor = 0; visitor < 10; visitor += 1) {
        const { status, setCookie, page } = await openForm();
        expect(status).toBe(200);
        expect(page.choice?.idempotencyKey).toMatch(/^[\w-]{16,100}$/);
        keys.add(page.choice!.idempotencyKey);
        if (setCookie) expect(maxAgeOf(setCookie), setCookie).toBeLessThanOrEqual(ANONYMOUS_MAX_AGE);
      }
      // Ten strangers, ten forms: no key another visitor holds.
      expect(keys.size).toBe(10);
      expect(commits).not.toHaveBeenCalled();
      expect(stored).not.toHaveBeenCalled();
    } finally {
      commits.mockRestore();
      stored.mockRestore();
    }
  });
});

describe("one booking across reload and resubmit (decision 009)", () => {
  it("a reload shows the same key; the post books; a reload says booked; the reloaded form resubmitted books nothing new", async () => {
    const jar = new Jar();
    const first = await openForm(jar);
    const key = first.page.choice!.idempotencyKey;
    // Reload before posting: the same form, the same key.
    const reloaded = await openForm(jar);
    expect(reloaded.page.choice?.idempotencyKey).toBe(key);

    const booked = await postForm(jar, key);
    expect(booked.kind).toBe("booked");
    const reservationId = Number(/\/reservations\/(\d+)/.exec(booked.kind === "booked" ? booked.redirectTo : "")?.[1]);
    // The session made at this first post is anonymous: it lives hours.
    if (booked.kind === "booked") expect(maxAgeOf(booked.setCookie)).toBeLessThanOrEqual(ANONYMOUS_MAX_AGE);

    // Reload after booking: the page says which reservation the form booked, and offers no form (decision 023).
    const afterwards = await openForm(jar);
    expect(afterwards.page.booked).toEqual({ reservationId });
    expect(afterwards.page.choice).toBeNull();

    // The form as it was before the reload, resubmitted: the same reservation, no second booking.
    const again = await postForm(jar, key);
    expect(again).toMatchObject({ kind: "booked", redirectTo: booked.kind === "booked" ? booked.redirectTo : "?" });
    expect((await calls())[BOOKINGS]).toBe(1);
  });
});

describe("how long a session lives", () => {
  it("a signed-in guest's session keeps its fourteen days", async () => {
    const { signIn } = await import("~/account/account.server");
    const request = new Request("http://localhost/login", { method: "POST" });
    const outcome = await signIn(
      routeArgs(request),
      await testBff().sessions.get(request),
      { email: "guest@example.com", password: "guest-pass-1" },
      "198.51.100.77",
    );
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(maxAgeOf(outcome.setCookie)).toBe(14 * 24 * HOUR);
  });
});
