import { describe, expect, it } from "vitest";
import { GUESTS_LIMIT, GUESTS_SHOWN, isCurrentAnswer, normaliseQuery, splitName } from "./guests";

describe("creating a guest from one name (spec §5)", () => {
  it("splits on the last space: everything before is the first name", () => {
    expect(splitName("Ana Maria Pop")).toEqual({ ok: true, first_name: "Ana Maria", last_name: "Pop" });
    expect(splitName("Ion Popescu")).toEqual({ ok: true, first_name: "Ion", last_name: "Popescu" });
    expect(splitName("  Jean   Claude  Van Damme ")).toEqual({ ok: true, first_name: "Jean Claude Van", last_name: "Damme" });
    expect(splitName("Ștefan Ţepeş")).toEqual({ ok: true, first_name: "Ștefan", last_name: "Ţepeş" });
  });

  it("a blank first name answers enter_first_name", () => {
    for (const name of ["Pop", "", "   ", " Pop ", null, undefined, 42]) expect(splitName(name)).toEqual({ ok: false, notice: "enter_first_name" });
  });
});

describe("the guest search", () => {
  it("shows 10 of the up to 20 guests the PMS answers", () => {
    expect([GUESTS_SHOWN, GUESTS_LIMIT]).toEqual([10, 20]);
  });

  it("folds whitespace and cuts the query to the PMS's 100 characters", () => {
    expect(normaliseQuery("  ana \t popescu ")).toBe("ana popescu");
    expect(normaliseQuery("x".repeat(150))).toHaveLength(100);
    expect(normaliseQuery(["a"])).toBe("");
  });

  it("drops an answer that is not for what the box holds now", () => {
    expect(isCurrentAnswer("Pop", "Popescu")).toBe(false);
    expect(isCurrentAnswer("Popescu", "Popescu ")).toBe(true);
    expect(isCurrentAnswer(null, "a")).toBe(false);
  });
});
