/**
 * The staff search's text through its route against the mock PMS (issue 48, item 4): a NUL, an
 * ESC and U+202E in `q` reach neither the page's title (<title>, og:title) nor its heading, nor
 * what the PMS is asked.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, HOTEL_SITE, onHotelSite, routeAnswer, staffCookie, useAppOnMock } from "./support";

useAppOnMock();
let search: typeof import("~/routes/staff.search");
let guests: typeof import("~/routes/staff.guests");

beforeAll(async () => {
  search = await import("~/routes/staff.search");
  guests = await import("~/routes/staff.guests");
});

// eslint-disable-next-line no-control-regex -- what must never come through
const FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200E\u200F]/;

describe("the staff search's text loses control and bidi characters when read", () => {
  it("/staff/search?q=Ana<NUL><ESC>[31m<U+202E>Pop: title and query clean", async () => {
    const cookie = await staffCookie();
    const params = new URLSearchParams({ q: "Ana\u0000\u001b[31m \u202EPop\u2066" });
    const answer = await routeAnswer(() =>
      search.loader({
        request: new Request(`${HOTEL_SITE}/staff/search?${params}`, { headers: onHotelSite({ Cookie: cookie }) }),
        params: {},
        context: appContext(),
      }),
    );
    expect(answer.status).toBe(200);
    const data = answer.data as { title: string; found: { query: string } };
    expect(data.found.query).toBe("Ana[31m Pop");
    expect(data.title).toContain("Ana[31m Pop");
    expect(FORBIDDEN.test(data.title)).toBe(false);
  });

  it("/staff/guests?query= with the same: the query echoed clean", async () => {
    const cookie = await staffCookie();
    const params = new URLSearchParams({ query: "Ana\u0000\u001b \u202EPop" });
    const answer = await routeAnswer(() =>
      guests.loader({
        request: new Request(`${HOTEL_SITE}/staff/guests?${params}`, { headers: onHotelSite({ Cookie: cookie }) }),
        params: {},
        context: appContext(),
      }),
    );
    expect(answer.status).toBe(200);
    expect(FORBIDDEN.test(JSON.stringify(answer.data))).toBe(false);
    expect(JSON.stringify(answer.data)).toContain("Ana Pop");
  });
});
