import { describe, expect, it } from "vitest";
import { createTestLogger } from "../bff/testing";
import { bffFor, type Bff } from "./bff.server";

// The BFF's own pieces are not needed here: only what bffFor reads of it (its logger).
const fakeBff = () => ({ logger: createTestLogger().logger }) as unknown as Bff;

describe("bffFor", () => {
  it("resolves the BFF once per request: the root's loader, the route's and the app modules share it", () => {
    const bff = fakeBff();
    const request = new Request("http://carpathia-ro.localhost/reservation-new");
    const first = bffFor({ request, context: { bff } });
    expect(bffFor({ request, context: { bff } })).toBe(first);
    expect(first.bff).toBe(bff);
    expect(first.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Another request is another context, with its own id.
    const other = bffFor({ request: new Request("http://carpathia-ro.localhost/"), context: { bff } });
    expect(other).not.toBe(first);
    expect(other.requestId).not.toBe(first.requestId);
  });

  it("a test's second BFF for the same request is not answered with the first one's", () => {
    const request = new Request("http://carpathia-ro.localhost/");
    const [one, two] = [fakeBff(), fakeBff()];
    expect(bffFor({ request, context: { bff: one } }).bff).toBe(one);
    expect(bffFor({ request, context: { bff: two } }).bff).toBe(two);
  });
});
