import { describe, expect, it } from "vitest";
import { internationalPhone, pageOf, readStaffQuery } from "./search";

describe("the staff search box's query", () => {
  it("a reservation number, with or without #, opens that reservation", () => {
    expect(readStaffQuery("100002", "RO")).toEqual({ kind: "reservation", id: 100002, text: "100002" });
    expect(readStaffQuery(" #100002 ", "RO")).toMatchObject({ kind: "reservation", id: 100002 });
  });

  it("a phone number in national or international form, spaced or not, is sent in international form", () => {
    for (const typed of ["0744333444", "0744 333 444", "744333444", "+40 744 333 444", "+40744333444", "0040 744 333 444", "(0744) 333-444"]) {
      expect(readStaffQuery(typed, "RO"), typed).toMatchObject({ kind: "text", sent: "+40744333444" });
    }
    // A foreign number in international form keeps its own country.
    expect(internationalPhone("+33 6 12 34 56 78", "RO")).toBe("+33612345678");
    // A national number abroad is read with the hotel's country.
    expect(internationalPhone("06 12 34 56 78", "FR")).toBe("+33612345678");
  });

  it("names, e-mails and what is no valid number go to the PMS as typed", () => {
    expect(readStaffQuery("  Ana   Popescu ", "RO")).toEqual({ kind: "text", text: "Ana Popescu", sent: "Ana Popescu" });
    expect(readStaffQuery("ana.popescu@example.com", "RO")).toMatchObject({ sent: "ana.popescu@example.com" });
    expect(readStaffQuery("12345", "RO")).toMatchObject({ kind: "reservation", id: 12345 });
    expect(readStaffQuery("0123", "RO")).toMatchObject({ kind: "text", sent: "0123" });
    expect(readStaffQuery("", "RO")).toBeNull();
    expect(readStaffQuery(undefined, "RO")).toBeNull();
  });

  it("a spaced reservation number is one (issue 50): '100 001' opens 100001", () => {
    expect(readStaffQuery("100 001", "RO")).toEqual({ kind: "reservation", id: 100001, text: "100 001" });
    expect(readStaffQuery("# 100 002", "RO")).toMatchObject({ kind: "reservation", id: 100002 });
    // Nine digits are no reservation number: a phone, read as one.
    expect(readStaffQuery("722 999 888", "RO")).toMatchObject({ kind: "text", sent: "+40722999888" });
  });

  it("typographic apostrophes are sent as the typewriter's (issue 50)", () => {
    expect(readStaffQuery("O\u2019Brien", "RO")).toEqual({ kind: "text", text: "O\u2019Brien", sent: "O'Brien" });
    expect(readStaffQuery("d\u02BCArtagnan", "RO")).toMatchObject({ sent: "d'Artagnan" });
  });

  it("a page is a whole number from 1", () => {
    expect(pageOf("2")).toBe(2);
    for (const bad of ["0", "-1", "x", "1.5", undefined, "99999"]) expect(pageOf(bad)).toBe(1);
  });
});
