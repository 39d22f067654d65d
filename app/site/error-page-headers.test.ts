/**
 * How an error page may be kept (issue 48, item 4; decision 052): an anonymous 404 for a minute,
 * varying on what chooses its language; one with a session never by a shared cache; an outage never.
 */
import { describe, expect, it } from "vitest";
import { errorPageHeaders } from "./http.server";

const request = (cookie?: string) => new Request("http://carpathia-ro.localhost/no-such-page", { headers: cookie ? { Cookie: cookie } : {} });

describe("errorPageHeaders", () => {
  it.each([404, 400, 410])("an anonymous %i: public for a minute, varying on the cookie and Accept-Language", (status) => {
    const headers = errorPageHeaders(request("lng=es"), status);
    expect(headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(headers.get("Vary")).toBe("Cookie, Accept-Language");
  });

  it("a 404 for a visitor with a session: private, no-cache", () => {
    expect(errorPageHeaders(request("lng=ro; __session=abc.def"), 404).get("Cache-Control")).toBe("private, no-cache");
  });

  it.each([500, 502, 503, 504, 408, 429])("a %i is kept by no one", (status) => {
    expect(errorPageHeaders(request(), status).get("Cache-Control")).toBe("private, no-store");
  });
});
