/**
 * How two writers' copies of one session are put together (bff/session-revisions.ts): what the
 * older copy adds to the newer, and the revision a stored copy is read at.
 */
import { describe, expect, it } from "vitest";
import { addedTo, REVISION, revisionOf, withoutRevision } from "./session-revisions";

const ANA = { email: "ana.popescu@example.com", role: "guest" };

describe("an older copy written onto a newer one", () => {
  it("adds what the newer lacks, and never replaces what it holds", () => {
    expect(addedTo({ user: ANA }, { toast: { kind: "info", key: "saved" } })).toEqual({ user: ANA, toast: { kind: "info", key: "saved" } });
    expect(addedTo({ user: ANA }, { user: { email: "eve@example.com", role: "guest" } })).toEqual({ user: ANA });
  });

  it("adds to a map entry by entry: a grant or a booking form's key from either copy is kept, the newer's own entry wins", () => {
    const newer = { grants: { "100001": { email: ANA.email, grantedAt: 2 } }, bookingKeys: { "form-1": "key-1" } };
    const older = {
      grants: { "100001": { email: ANA.email, grantedAt: 1 }, "100002": { email: ANA.email, grantedAt: 1 } },
      bookingKeys: { "form-2": "key-2" },
    };
    expect(addedTo(newer, older)).toEqual({
      grants: { "100001": { email: ANA.email, grantedAt: 2 }, "100002": { email: ANA.email, grantedAt: 1 } },
      bookingKeys: { "form-1": "key-1", "form-2": "key-2" },
    });
  });

  it("keeps the newer's value whole where either side is no map: a list, a text, nothing", () => {
    expect(addedTo({ typed: ["a"] }, { typed: ["b", "c"] })).toEqual({ typed: ["a"] });
    expect(addedTo({ typed: { first: "Ana" } }, { typed: ["b"] })).toEqual({ typed: { first: "Ana" } });
    expect(addedTo({ typed: ["a"] }, { typed: { first: "Ana" } })).toEqual({ typed: ["a"] });
    expect(addedTo({ note: "late" }, { note: { text: "early" } })).toEqual({ note: "late" });
    expect(addedTo({ note: null }, { note: { text: "early" } })).toEqual({ note: null });
    expect(addedTo({ note: { text: "late" } }, { note: null })).toEqual({ note: { text: "late" } });
  });
});

describe("the revision a stored copy is at", () => {
  it("is the whole number it carries, else none (0): a copy Redis or a tamperer wrote otherwise counts as none", () => {
    expect(revisionOf({ [REVISION]: 7, user: ANA })).toBe(7);
    for (const revision of ["7", 1.5, Number.NaN, 2 ** 60, null, undefined]) expect(revisionOf({ [REVISION]: revision })).toBe(0);
    expect(revisionOf({ user: ANA })).toBe(0);
    expect(revisionOf(null)).toBe(0);
  });

  it("never travels with the data it marks", () => {
    expect(withoutRevision({ [REVISION]: 3, user: ANA })).toEqual({ user: ANA });
    expect(withoutRevision(null)).toEqual({});
  });
});
