import { AssertionError } from "chai";
import { describe, expect, it } from "vitest";

const throwing = (value: unknown) => () => {
  throw value;
};

describe("an expectation that names what is thrown (tests/setup/nothing-thrown.ts)", () => {
  it.each([undefined, null])("fails when %s is thrown or rejected with", async (value) => {
    expect(() => expect(throwing(value)).toThrow("PMS down")).toThrow(AssertionError);
    expect(() => expect(throwing(value)).toThrowError(/PMS down/)).toThrow(AssertionError);
    await expect(expect(Promise.reject(value)).rejects.toThrow("PMS down")).rejects.toThrow(AssertionError);
  });

  it("still passes on the error it names, and still fails on another", async () => {
    expect(throwing(new Error("PMS down"))).toThrow("PMS down");
    await expect(Promise.reject(new Error("PMS down"))).rejects.toThrow(/PMS/);
    expect(() => expect(throwing(new Error("other"))).toThrow("PMS down")).toThrow(AssertionError);
    expect(() => expect(() => 1).toThrow("PMS down")).toThrow(AssertionError);
  });

  it("runs the code under test once", () => {
    let runs = 0;
    expect(() => {
      runs += 1;
      throw new Error("once");
    }).toThrow("once");
    expect(runs).toBe(1);
  });

  it("leaves `not` and a bare toThrow() alone", () => {
    expect(() => 1).not.toThrow("x");
    expect(throwing(undefined)).toThrow();
  });
});
