import { describe, expect, it } from "vitest";
import { capEcho, DEFAULT_FIELD_MAX, FIELD_MAX } from "./text-limits";

describe("capEcho: nothing typed is echoed past its field's limit", () => {
  it("cuts each known field at its own limit and leaves shorter values alone", () => {
    const echoed = capEcho({ first_name: "A".repeat(5_000_000), email: "ana@example.com", coupon_code: "W".repeat(65) });
    expect(echoed.first_name).toHaveLength(FIELD_MAX.first_name);
    expect(echoed.email).toBe("ana@example.com");
    expect(echoed.coupon_code).toHaveLength(FIELD_MAX.coupon_code);
  });

  it("cuts unknown fields and every item of a repeated field at the default", () => {
    const echoed = capEcho({ anything: "x".repeat(10_000), children_ages: ["7", "y".repeat(10_000)] });
    expect(echoed.anything).toHaveLength(DEFAULT_FIELD_MAX);
    expect(echoed.children_ages).toEqual(["7", "y".repeat(DEFAULT_FIELD_MAX)]);
  });

  it("passes undefined through", () => {
    expect(capEcho(undefined)).toBeUndefined();
  });
});
