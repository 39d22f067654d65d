import { describe, expect, it } from "vitest";
import { DISPUTE_BODIES, disputeCountryOf } from "./consumer-disputes";

describe("the consumer-dispute body of the organisation's country", () => {
  it("is the country of the company's VAT number, else of its first address", () => {
    expect(disputeCountryOf("RO38412977", ["RO"])).toBe("RO");
    expect(disputeCountryOf("BG204517733", ["BG"])).toBe("BG");
    // The company's seat decides, not where one of its hotels stands.
    expect(disputeCountryOf("BG204517733", ["RO"])).toBe("BG");
    expect(disputeCountryOf(null, [null, "bg"])).toBe("BG");
    expect(disputeCountryOf(" ro 123", [])).toBe("RO");
  });
  it("is none rather than another country's when we do not know the country's body", () => {
    expect(disputeCountryOf("DE123456789", ["RO"])).toBeNull();
    expect(disputeCountryOf("EL123456789", [])).toBeNull();
    expect(disputeCountryOf(null, [])).toBeNull();
    expect(disputeCountryOf("123456", ["XX"])).toBeNull();
  });
  it("never links the EU's online dispute resolution platform, closed on 20 July 2025", () => {
    for (const body of Object.values(DISPUTE_BODIES)) {
      expect(body.href).toMatch(/^https:\/\//);
      expect(body.href).not.toMatch(/ec\.europa\.eu\/consumers\/odr/);
    }
  });
});
