import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { asksForSearch, initialSearchValues, searchQuery, searchSchema, SEARCH_ERRORS, type SearchContext } from "./search";

const context: SearchContext = {
  earliest: "2026-12-01",
  latest: "2028-11-26",
  earliestText: "1 December 2026",
  latestText: "26 November 2028",
  childrenAgeMax: 12,
  childrenAgeBands: [],
  supportsCoupons: true,
};
const parse = (query: string, ctx: SearchContext = context) => parseWithZod(new URLSearchParams(query), { schema: searchSchema(ctx) });
const value = (query: string, ctx?: SearchContext) => {
  const submission = parse(query, ctx);
  if (submission.status !== "success") throw new Error(`expected success, got ${JSON.stringify(submission.reply().error)}`);
  return submission.value;
};
const errors = (query: string, ctx?: SearchContext) => {
  const submission = parse(query, ctx);
  return submission.status === "success" ? null : submission.reply().error;
};

describe("the booking search schema (docs/spec.md §5)", () => {
  it.each([
    // query                                                      adults children rooms
    ["day_from=2026-12-10&day_to=2026-12-12", 2, 0, 1],
    ["day_from=2026-12-10&day_to=2026-12-12&adults=20&rooms=9", 16, 0, 3],
    ["day_from=2026-12-10&day_to=2026-12-12&adults=0&rooms=0", 1, 0, 1],
    ["day_from=2026-12-10&day_to=2026-12-12&adults=two&children=x&rooms=", 2, 0, 1],
    ["day_from=2026-12-10&day_to=2026-12-12&children=12&children_ages=1,2,3,4,5,6,7,8", 2, 8, 1],
  ])("%s → %i adults, %i children, %i rooms", (query, adults, children, rooms) => {
    expect(value(query)).toMatchObject({ adults, children, rooms });
  });

  it.each([
    // query                                           day_to          nights shortened
    ["day_from=2026-12-10&day_to=2026-12-12", "2026-12-12", 2, false],
    ["day_from=2026-12-10&day_to=2026-12-10", "2026-12-11", 1, false],
    ["day_from=2026-12-10&day_to=2026-12-01", "2026-12-11", 1, false],
    ["day_from=2026-12-10", "2026-12-11", 1, false],
    ["day_from=2026-12-10&day_to=2027-02-01", "2027-01-10", 31, true],
  ])("%s → check-out %s, %i nights", (query, dayTo, nights, shortened) => {
    expect(value(query)).toMatchObject({ dayFrom: "2026-12-10", dayTo, nights, shortened });
  });

  it.each([
    ["day_to=2026-12-12", SEARCH_ERRORS.checkInMissing],
    ["day_from=&day_to=2026-12-12", SEARCH_ERRORS.checkInMissing],
    ["day_from=10.12.2026", SEARCH_ERRORS.checkInInvalid],
    ["day_from=2026-02-30", SEARCH_ERRORS.checkInInvalid],
    ["day_from=2026-11-30", SEARCH_ERRORS.checkInTooEarly],
    ["day_from=2028-11-27&day_to=2028-11-28", SEARCH_ERRORS.checkInTooLate],
    ["day_from=9999-12-31", SEARCH_ERRORS.checkInTooLate],
    ["day_from=9999-12-31&day_to=9999-12-31", SEARCH_ERRORS.checkInTooLate],
  ])("check-in of %s → %s", (query, message) => {
    expect(errors(query)).toEqual({ day_from: [message] });
  });

  it("tells a check-out that is no date, and does not search (issue 51 item 7: day_to=bad was the next day)", () => {
    expect(errors("day_from=2026-12-10&day_to=bad")).toEqual({ day_to: ["booking.errors.checkOutInvalid"] });
    expect(errors("day_from=2026-12-10&day_to=2026-12-32")).toEqual({ day_to: ["booking.errors.checkOutInvalid"] });
    // The form keeps what was typed, so the message can quote it.
    expect(initialSearchValues(new URLSearchParams("day_from=2026-12-10&day_to=bad")).day_to).toBe("bad");
  });

  it("asks for every child's age (specify_children_ages), from one select per child or a comma list", () => {
    expect(errors("day_from=2026-12-10&children=2&children_ages=4")).toEqual({ children_ages: [SEARCH_ERRORS.childAges] });
    expect(errors("day_from=2026-12-10&children=2&children_ages=4&children_ages=")).toEqual({ children_ages: [SEARCH_ERRORS.childAges] });
    expect(value("day_from=2026-12-10&children=2&children_ages=4&children_ages=9").childrenAges).toEqual([4, 9]);
    expect(value("day_from=2026-12-10&children=2&children_ages=4,9").childrenAges).toEqual([4, 9]);
    expect(value("day_from=2026-12-10&children=1&children_ages=25").childrenAges).toEqual([17]);
  });

  it("never assumes the spec's default child age of 12 (decision 036): a link or a form naming children without ages is asked for them", () => {
    // A link (a hotel's own page, an embed's data-children) that gives the count only.
    expect(errors("day_from=2026-12-10&day_to=2026-12-12&children=2")).toEqual({ children_ages: [SEARCH_ERRORS.childAges] });
    // The home's form without JavaScript: a count typed, its age selects left blank.
    expect(errors("day_from=2026-12-10&day_to=2026-12-12&children=1&children_ages=&children_ages=&children_ages=&children_ages=")).toEqual({
      children_ages: [SEARCH_ERRORS.childAges],
    });
    // The form asking for them starts with blank selects, not 12.
    expect(initialSearchValues(new URLSearchParams("day_from=2026-12-10&children=2")).children_ages).toEqual(["", ""]);
  });

  it.each([
    // ages        children_age_max counted as adults
    ["4,9", 12, 0],
    ["4,13", 12, 1],
    ["13,17", 12, 2],
    ["13,17", null, 0],
    ["13,17", 18, 0],
  ])("children aged %s with max age %s: %i counted as adults", (ages, childrenAgeMax, counted) => {
    expect(value(`day_from=2026-12-10&children=2&children_ages=${ages}`, { ...context, childrenAgeMax }).countedAsAdults).toBe(counted);
  });

  it("keeps a coupon only where the organisation supports coupons", () => {
    expect(value("day_from=2026-12-10&coupon_code=WINTER10").couponCode).toBe("WINTER10");
    expect(value("day_from=2026-12-10&coupon_code=WINTER10", { ...context, supportsCoupons: false }).couponCode).toBeNull();
  });

  it("writes a search back as its URL query", () => {
    const search = value("day_from=2026-12-10&day_to=2026-12-11&adults=3&children=1&children_ages=5&coupon_code=WINTER10&location=102");
    expect(searchQuery(search)).toEqual({
      day_from: "2026-12-10",
      day_to: "2026-12-11",
      adults: "3",
      children: "1",
      children_ages: "5",
      rooms: "1",
      coupon_code: "WINTER10",
      location: "102",
    });
    // The query parses back to the same search: links and hidden fields lose nothing.
    expect(value(new URLSearchParams(searchQuery(search)).toString())).toEqual(search);
  });

  it("shows the empty form for a bare URL and the spec's defaults", () => {
    expect(asksForSearch(new URLSearchParams(""))).toBe(false);
    expect(asksForSearch(new URLSearchParams("day_from="))).toBe(true);
    expect(initialSearchValues(new URLSearchParams("children=2&children_ages=5"))).toMatchObject({
      adults: "2",
      rooms: "1",
      children: "2",
      children_ages: ["5", ""],
    });
  });
});
