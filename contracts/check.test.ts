/**
 * The live check's walk is derived from the endpoint table: which calls it may make, with which
 * inputs, and why it leaves the others. A call added to the table is judged by the same rule.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { api, endpointKey, type EndpointName } from "./api";
import { requiredInputs, whyNotAsked } from "./check";
import { defineEndpoint } from "./endpoint";

const FINDABLE = new Set(["organization_full_slug", "org_id", "location", "location_id", "day_from", "day_to", "nights", "adults", "children", "rooms"]);

describe("the live check's walk", () => {
  it("asks exactly the calls that change nothing, need no session and whose inputs an anonymous answer gives", () => {
    const askable = (Object.keys(api) as EndpointName[]).filter((name) => whyNotAsked(api[name], FINDABLE) === null).map(endpointKey);
    expect(askable.sort()).toEqual(
      ["GET /api/anonymous-orgs/{organization_full_slug}", "GET /api/anonymous-org-by-location/{location}", "GET /api/reservation-query"].sort(),
    );
  });

  it("says what a read-only call lacks instead of calling it a change", () => {
    // The look-up is a POST that only reads: it needs a guest's code and e-mail, not a session.
    expect(whyNotAsked(api.lookupReservation, FINDABLE)).toBe("needs reservation_id, email, which no anonymous answer gives");
    expect(whyNotAsked(api.createReservation, FINDABLE)).toBe("changes data");
    expect(whyNotAsked(api.getLocationInventory, FINDABLE)).toBe("needs a signed-in session");
    expect(whyNotAsked(api.shareInvoice, FINDABLE)).toMatch(/^needs invoice_id, language/);
  });

  it("asks a new anonymous read as soon as its inputs are known, with no line in the walk", () => {
    const roomsOfLocation = defineEndpoint({
      method: "GET",
      path: "/api/locations/{location}/rooms",
      pathParams: z.object({ location: z.number() }),
      query: z.looseObject({ language: z.string().optional(), adults: z.number() }),
      response: z.array(z.unknown()),
      session: "optional",
      summary: "a read added later",
    });
    expect(requiredInputs(roomsOfLocation)).toEqual({ params: ["location"], query: ["adults"], body: [] });
    expect(whyNotAsked(roomsOfLocation, FINDABLE)).toBeNull();
    expect(whyNotAsked(roomsOfLocation, new Set(["organization_full_slug"]))).toBe("needs location, adults, which no anonymous answer gives");
  });
});

describe("the table's contract extensions", () => {
  it("each names a decision that exists", () => {
    const extensions = Object.values(api).flatMap((endpoint) => ("extension" in endpoint && endpoint.extension ? [endpoint.extension] : []));
    expect(extensions.length).toBeGreaterThan(0);
    for (const file of extensions) expect(existsSync(file), `${file} (named by an endpoint's extension) exists`).toBe(true);
  });
});
