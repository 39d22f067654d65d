import { describe, expect, it } from "vitest";
import { GUESTS_LIMIT, GUESTS_SHOWN, isCurrentAnswer, normaliseQuery, readGuestForm, splitName } from "./guests";

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

describe("the new guest form", () => {
  const regions = (country: string) => (country === "RO" ? ["Brașov", "Prahova"] : country === "US" ? ["Texas"] : null);
  const read = (form: Record<string, string>) => readGuestForm(form, "2026-05-04", regions);

  it("takes the name alone", () => {
    expect(read({ name: "Ana Maria Pop", dob: "", country: "", county: "", city: "" })).toEqual({ ok: true, guest: { first_name: "Ana Maria", last_name: "Pop", dob: null, address: null } });
  });

  it("a blank first name is enter_first_name, whatever else is filled", () => {
    expect(read({ name: "Pop", dob: "1990-01-01" })).toEqual({ ok: false, notice: "enter_first_name", errors: { name: ["staff.notices.enter_first_name"] } });
  });

  it("takes a birth date before today, and an address with the county for Romania, the state for the US", () => {
    expect(read({ name: "Ion Pop", dob: "1990-02-28", country: "ro", county: "Brașov", city: "Brașov", address1: "Str. Lungă 1", zip: "500035" })).toEqual({
      ok: true,
      guest: { first_name: "Ion", last_name: "Pop", dob: "1990-02-28", address: { country: "RO", county: "Brașov", state: null, city: "Brașov", address1: "Str. Lungă 1", address2: null, zip: "500035" } },
    });
    const us = read({ name: "Jo Doe", country: "US", county: "Texas" });
    expect(us.ok && us.guest.address).toMatchObject({ country: "US", state: "Texas", county: null });
  });

  it("refuses an impossible or future birth date, a county not on the country's list, an address without a country", () => {
    expect(read({ name: "Ion Pop", dob: "1990-02-30" })).toMatchObject({ ok: false, notice: null, errors: { dob: ["checkin.errors.dob"] } });
    expect(read({ name: "Ion Pop", dob: "2026-05-04" })).toMatchObject({ ok: false, errors: { dob: ["checkin.errors.dob"] } });
    expect(read({ name: "Ion Pop", country: "RO", county: "Texas" })).toMatchObject({ ok: false, errors: { county: ["checkin.errors.county"] } });
    expect(read({ name: "Ion Pop", city: "Brașov" })).toMatchObject({ ok: false, errors: { country: ["checkin.errors.country"] } });
    expect(read({ name: "Ion Pop", country: "FR", county: "Provence" }).ok).toBe(true);
  });
});
