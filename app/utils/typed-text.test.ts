import { describe, expect, it } from "vitest";
import { detailsSchema } from "../booking/details-check";
import { registrationSchema } from "../checkin/registration";
import { ManageForm } from "../reservation/manage-form";
import { guestFormSchema } from "../staff/guests";
import { oneLine, severalLines } from "./typed-text";

/** A name as a stranger may type it: a right-to-left override, an isolate, a mark, a line break, a tab, NUL, BEL, DEL and a C1 control. */
const HOSTILE = "\u202EAna\u2066\u2069\u200F\r\nMaria\t\u0000\u0007\u007F\u0085\u009B";

describe("typed text loses control and bidirectional-override characters (issue 37)", () => {
  it("one line: breaks and tabs become a space; other controls and bidi controls go; letters of every script stay", () => {
    expect(oneLine(HOSTILE)).toBe("Ana Maria  ");
    expect(oneLine("Ștefan Ñúñez Zoë")).toBe("Ștefan Ñúñez Zoë");
    expect(oneLine("\u202Bמרים\u202C \u2067كريم\u2069")).toBe("מרים كريم");
    // Joiners some scripts and emoji need are kept.
    expect(oneLine("क्\u200Dष 👩\u200D👩\u200D👧")).toBe("क्\u200Dष 👩\u200D👩\u200D👧");
  });

  it("several lines: the line breaks stay, as \\n; every other control goes", () => {
    expect(severalLines("Late arrival\r\nafter 22:00\u2028please\u202E\u0000")).toBe("Late arrival\nafter 22:00\nplease");
    expect(severalLines("a\tb")).toBe("a b");
  });
});

describe("each form a stranger types names and notes into cleans them at the edge", () => {
  it("the booking form's first and last name", () => {
    const parsed = detailsSchema({ offeredMethods: ["bank"] }).parse({
      first_name: HOSTILE,
      last_name: "Pop\u202Eescu",
      phone: "+40 722 000 111",
      email: "ana@example.org",
      terms: true,
      payment_method: "bank",
      idempotency_key: "0f6c1b8e-3a55-4c5e-9a70-5d2f1e9b7c11",
    });
    expect(parsed).toMatchObject({ first_name: "Ana Maria", last_name: "Popescu" });
  });

  it("a name of only control characters is no name", () => {
    const parsed = detailsSchema({ offeredMethods: ["bank"] }).safeParse({ first_name: "\u202E\u0000", last_name: "Pop" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((issue) => issue.path[0] === "first_name")?.message).toBe("booking.notify.complete_name");
  });

  it("the portal's note keeps its lines", () => {
    expect(ManageForm.parse({ intent: "note", note: "Late\r\narrival\u202E\u0007" })).toEqual({ intent: "note", note: "Late\narrival" });
  });

  it("the check-in form's names, address and document", () => {
    const parsed = registrationSchema({ today: "2026-05-04" }).parse({
      last_name: "Pop\u202Eescu",
      first_name: HOSTILE,
      dob: "1988-03-14",
      country_code: "RO",
      citizenship: "RO",
      county: "Brașov",
      city: "Bra\u2066șov",
      address1: "Str. Lungă\n10",
      trip_type: "relaxation",
      id_type: "National identity card",
      id_series: "B\u200FV",
      id_number: "123\u0000456",
    });
    expect(parsed).toMatchObject({
      last_name: "Popescu",
      first_name: "Ana Maria",
      city: "Brașov",
      address1: "Str. Lungă 10",
      id_series: "BV",
      id_number: "123456",
    });
  });

  it("the staff's new guest: name and address", () => {
    const parsed = guestFormSchema({ today: "2026-05-04" }).parse({ name: "Ana\u202E Maria\r\nPop", country: "RO", county: "Brașov", city: "Bra\u0000șov" });
    expect(parsed).toMatchObject({ first_name: "Ana Maria", last_name: "Pop", address: { city: "Brașov" } });
  });
});
