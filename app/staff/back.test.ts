import { describe, expect, it } from "vitest";
import { backTo, pageOf } from "./back";

describe("the reservation page's way back", () => {
  it("goes back to the staff page that opened it, with its query", () => {
    expect(backTo("/staff?day=2026-12-17&location=102")).toEqual({ href: "/staff?day=2026-12-17&location=102", page: "day" });
    expect(backTo("/staff/calendar?view=month&date=2026-12-01")).toEqual({ href: "/staff/calendar?view=month&date=2026-12-01", page: "calendar" });
    expect(backTo("/staff/search?q=Nunez")).toEqual({ href: "/staff/search?q=Nunez", page: "search" });
    expect(backTo("/staff/plan")).toEqual({ href: "/staff/plan", page: "plan" });
    expect(backTo("/staff/guests/")).toEqual({ href: "/staff/guests", page: "guests" });
  });

  it("never leaves the staff pages of this site (no open redirect)", () => {
    for (const from of [
      "https://evil.example/staff",
      "//evil.example/staff",
      "/\\evil.example/staff",
      "/%2F%2Fevil.example",
      "javascript:alert(1)",
      "/staff/../login",
      "/staff/reservations/100001",
      "/account",
      "staff",
      "/ staff",
      "",
      null,
    ]) {
      expect(backTo(from), String(from)).toBeNull();
    }
  });

  it("reads a page's address without Remix's data parameters", () => {
    expect(pageOf("http://localhost/staff/plan?location=102&_data=routes%2Fstaff.plan")).toBe("/staff/plan?location=102");
    expect(pageOf("http://localhost/staff.data?day=2026-12-17")).toBe("/staff?day=2026-12-17");
  });
});
