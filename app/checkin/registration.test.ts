import { describe, expect, it } from "vitest";
import { registrationSchema, toRegistrationForm } from "./registration";

const TODAY = "2026-05-04";
const valid = {
  last_name: "Popescu",
  first_name: "Ana",
  dob: "1988-03-14",
  country_code: "RO",
  citizenship: "RO",
  county: "Brașov",
  city: "Brașov",
  address1: "Str. Lungă 10",
  trip_type: "relaxation",
  id_type: "National identity card",
  id_series: "BV",
  id_number: "123456",
};
const issues = (form: Record<string, unknown>) => {
  const parsed = registrationSchema({ today: TODAY }).safeParse(form);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe("registration form rules (docs/spec.md §5)", () => {
  it("accepts a complete form", () => {
    expect(issues(valid)).toEqual({});
  });

  it.each(["last_name", "first_name", "dob", "country_code", "citizenship", "county", "city", "address1", "trip_type", "id_type", "id_number"])(
    "%s is required",
    (field) => {
      expect(issues({ ...valid, [field]: "" })[field]).toBeDefined();
    },
  );

  it.each(["trip_type", "id_type"])("asks to choose a %s, missing or not one of the choices (not 'fill this in')", (field) => {
    expect(issues({ ...valid, [field]: "" })[field]).toBe("checkin.errors.choose");
    expect(issues({ ...valid, [field]: undefined })[field]).toBe("checkin.errors.choose");
    expect(issues({ ...valid, [field]: "holiday" })[field]).toBe("checkin.errors.choose");
  });

  it("asks the series for an identity card, not for a passport", () => {
    expect(issues({ ...valid, id_series: "" })).toEqual({ id_series: "checkin.errors.series" });
    expect(issues({ ...valid, id_type: "Passport", id_series: "" })).toEqual({});
  });

  it("takes a Romanian county from the 42, a US state from the list, any region elsewhere", () => {
    expect(issues({ ...valid, county: "Bavaria" })).toEqual({ county: "checkin.errors.county" });
    expect(issues({ ...valid, country_code: "US", county: "Brașov" })).toEqual({ county: "checkin.errors.county" });
    expect(issues({ ...valid, country_code: "US", county: "New York" })).toEqual({});
    expect(issues({ ...valid, country_code: "DE", county: "Bavaria" })).toEqual({});
  });

  it.each(["2027-01-01", TODAY, "14.03.1988", "1988-02-31x", "1850-01-01"])("refuses the birth date %s", (dob) => {
    expect(issues({ ...valid, dob })).toEqual({ dob: "checkin.errors.dob" });
  });

  it("nests the address with its slugs and drops the series of a passport", () => {
    const parsed = registrationSchema({ today: TODAY }).parse({ ...valid, id_type: "Passport", county: "Bistrița-Năsăud", city: "Bistrița" });
    expect(toRegistrationForm(parsed)).toMatchObject({
      address: { county: "Bistrița-Năsăud", county_slug: "bistrita-nasaud", city_slug: "bistrita", address1: "Str. Lungă 10" },
      id_series: null,
    });
  });

  // Issue 51 item 7: without JavaScript the county is a text box until the page knows the country is
  // Romania, so a guest types it; "brasov" or "BISTRITA-NASAUD" is one of the 42, only typed without
  // its diacritics. It is taken and sent as the list writes it, not refused on the first submit.
  it("takes a typed Romanian county that is one of the 42 but for case and diacritics, and sends the list's own name", () => {
    expect(issues({ ...valid, county: "brasov" })).toEqual({});
    const parsed = registrationSchema({ today: TODAY }).parse({ ...valid, county: "BISTRITA-NASAUD" });
    expect(toRegistrationForm(parsed).address).toMatchObject({ county: "Bistrița-Năsăud", county_slug: "bistrita-nasaud" });
    expect(issues({ ...valid, county: "Brasovia" })).toEqual({ county: "checkin.errors.county" });
  });
});
