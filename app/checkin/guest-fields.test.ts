import * as z from "zod";
import { describe, expect, it } from "vitest";
import { ADDRESS_MAX, birthDate, checkRegion, CHECKIN_ERRORS, countryCode, optionalText, regionFits, requiredText } from "./guest-fields";

const TODAY = "2026-05-04";
const message = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe("the guest's registration pieces, shared by the check-in and the staff's guest form (docs/spec.md §3, §5)", () => {
  it("a birth date is a real day after 1900 and before the hotel's today", () => {
    expect(birthDate(TODAY).parse(" 1988-03-14 ")).toBe("1988-03-14");
    expect(birthDate(TODAY).parse("2026-05-03")).toBe("2026-05-03");
    for (const day of [TODAY, "2027-01-01", "1900-01-01", "1850-06-01", "1990-02-30", "2026-02-29", "14.03.1988", "1988-3-14", ""])
      expect(message(birthDate(TODAY), day)).toBe(CHECKIN_ERRORS.dob);
    expect(message(birthDate(TODAY), undefined)).toBe(CHECKIN_ERRORS.required);
  });

  it("a country is its ISO code, in capitals whatever was posted", () => {
    expect(countryCode().parse(" ro ")).toBe("RO");
    for (const value of ["ROU", "R", "1A", "", undefined]) expect(message(countryCode(), value)).toBe(CHECKIN_ERRORS.country);
  });

  it("the region fits the country: Romania's 42 counties, the US states, anything elsewhere", () => {
    expect(regionFits("RO", "Bistrița-Năsăud")).toBe(true);
    expect(regionFits("RO", "Texas")).toBe(false);
    expect(regionFits("US", "District of Columbia")).toBe(true);
    expect(regionFits("US", "Brașov")).toBe(false);
    expect(regionFits("FR", "Provence")).toBe(true);
    const form = z.object({ country: z.string(), county: z.string().optional() }).superRefine((value, ctx) => checkRegion(ctx, value.country, value.county));
    expect(form.safeParse({ country: "RO", county: "Texas" }).error?.issues).toEqual([
      expect.objectContaining({ path: ["county"], message: CHECKIN_ERRORS.county }),
    ]);
    expect(form.safeParse({ country: "RO" }).success).toBe(true);
  });

  it("required text is trimmed and not blank; optional text folds whitespace and is null when blank; both refuse too long", () => {
    expect(requiredText(ADDRESS_MAX.city).parse("  Brașov ")).toBe("Brașov");
    expect(message(requiredText(ADDRESS_MAX.city), "   ")).toBe(CHECKIN_ERRORS.required);
    expect(message(requiredText(ADDRESS_MAX.city), "x".repeat(ADDRESS_MAX.city + 1))).toBe("errors.tooLong");
    expect(optionalText(ADDRESS_MAX.address1).parse("  Str.   Lungă\t1 ")).toBe("Str. Lungă 1");
    expect(optionalText(ADDRESS_MAX.address1).parse(undefined)).toBeNull();
    expect(optionalText(ADDRESS_MAX.address1).parse("   ")).toBeNull();
    expect(message(optionalText(ADDRESS_MAX.zip), "1".repeat(ADDRESS_MAX.zip + 1))).toBe("errors.tooLong");
  });
});
