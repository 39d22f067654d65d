import { describe, expect, it } from "vitest";
import { birthDays, ENTER_FIRST_NAME, guestFormSchema, GUESTS_SHOWN, isCurrentAnswer, normaliseQuery, splitName, isLikelySameGuest } from "./guests";

describe("creating a guest from one name (docs/spec.md §5)", () => {
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
    expect(GUESTS_SHOWN).toBe(10);
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

describe("the new guest form (conform + zod, the check-in's rules)", () => {
  const schema = guestFormSchema({ today: "2026-05-04" });
  /** What conform hands the schema: blank fields are absent. */
  const read = (form: Record<string, string>) => schema.safeParse(Object.fromEntries(Object.entries(form).filter(([, value]) => value !== "")));
  const problems = (form: Record<string, string>) => {
    const parsed = read(form);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  };

  it("takes the name alone", () => {
    expect(read({ name: "Ana Maria Pop", dob: "", country: "", county: "", city: "" })).toMatchObject({
      success: true,
      data: { first_name: "Ana Maria", last_name: "Pop", dob: null, address: null },
    });
  });

  it("a blank first name is enter_first_name, said once, on the name", () => {
    expect(problems({ name: "Pop", dob: "1990-01-01" })).toEqual({ name: ENTER_FIRST_NAME });
    expect(problems({})).toEqual({ name: ENTER_FIRST_NAME });
    expect(ENTER_FIRST_NAME).toBe("staff.notices.enter_first_name");
  });

  it("takes a birth date before today, and an address with the county for Romania, the state for the US", () => {
    expect(
      read({ name: "Ion Pop", dob: "1990-02-28", country: "ro", county: "Brașov", city: "Brașov", address1: "Str.  Lungă 1 ", zip: "500035" }),
    ).toMatchObject({
      success: true,
      data: {
        first_name: "Ion",
        last_name: "Pop",
        dob: "1990-02-28",
        address: { country: "RO", county: "Brașov", state: null, city: "Brașov", address1: "Str. Lungă 1", address2: null, zip: "500035" },
      },
    });
    expect(read({ name: "Jo Doe", country: "US", county: "Texas" }).data?.address).toMatchObject({ country: "US", state: "Texas", county: null });
    // Typed without diacritics or in other capitals (the county is a text box until the page knows the country): the list's own name.
    expect(read({ name: "Ion Pop", country: "RO", county: "brasov" }).data?.address).toMatchObject({ county: "Brașov" });
    expect(read({ name: "Jo Doe", country: "US", county: "new york" }).data?.address).toMatchObject({ state: "New York" });
  });

  it("refuses an impossible or future birth date, a county not on the country's list, an address without a country", () => {
    // The rule said as it is (issue 50): after 1 January 1900, before today.
    for (const dob of ["1990-02-30", "2026-05-04", "1850-06-01", "1900-01-01"])
      expect(problems({ name: "Ion Pop", dob }), dob).toEqual({ dob: "staff.guests.dobInvalid" });
    expect(problems({ name: "Ion Pop", dob: "1900-01-02" })).toEqual({});
    expect(birthDays("2026-05-04")).toEqual({ min: "1900-01-02", max: "2026-05-03" });
    expect(problems({ name: "Ion Pop", country: "RO", county: "Texas" })).toEqual({ county: "checkin.errors.county" });
    expect(problems({ name: "Ion Pop", city: "Brașov" })).toEqual({ country: "checkin.errors.country" });
    expect(problems({ name: "Ion Pop", country: "FR", county: "Provence" })).toEqual({});
  });
});

describe("a likely same guest", () => {
  const maria = { first_name: "Maria", last_name: "Ionescu", dob: "1992-01-17", email: "maria.ionescu@example.com", phone: "+40 744 333 444" };
  it("the same name (any case, any diacritics) and the same birth date", () => {
    expect(isLikelySameGuest(maria, { first_name: "maria", last_name: "IONESCU", dob: "1992-01-17" })).toBe(true);
    expect(isLikelySameGuest(maria, { first_name: "Maria", last_name: "Ionescu", dob: "1992-01-18" })).toBe(false);
    expect(isLikelySameGuest(maria, { first_name: "Maria", last_name: "Ionescu" })).toBe(false);
  });
  it("the same e-mail or phone, whatever the name", () => {
    expect(isLikelySameGuest(maria, { first_name: "Ana", last_name: "Nou", email: "Maria.Ionescu@example.com" })).toBe(true);
    expect(isLikelySameGuest(maria, { first_name: "Ana", last_name: "Nou", phone: "0744333444" }, "RO")).toBe(true);
    expect(isLikelySameGuest(maria, { first_name: "Ana", last_name: "Nou", phone: "0744 333 445" }, "RO")).toBe(false);
  });
  it("the same phone however either was written: national, international, spaced (issue 50)", () => {
    const typedAtDesk = { ...maria, first_name: "Radu", last_name: "Nou", email: null, dob: null, phone: "0745 000 001" };
    for (const phone of ["+40745000001", "+40 745 000 001", "0040745000001", "0745000001"])
      expect(isLikelySameGuest(typedAtDesk, { first_name: "R", last_name: "N", phone }, "RO"), phone).toBe(true);
    expect(isLikelySameGuest(typedAtDesk, { first_name: "R", last_name: "N", phone: "+40745000002" }, "RO")).toBe(false);
    // Read in the hotel's country: the same digits are another number in Bulgaria.
    expect(isLikelySameGuest(typedAtDesk, { first_name: "R", last_name: "N", phone: "+40745000001" }, "BG")).toBe(false);
  });
});
