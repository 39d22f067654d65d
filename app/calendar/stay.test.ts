import { describe, expect, it } from "vitest";
import { DEFAULT_CHECK_IN_TIME, DEFAULT_CHECK_OUT_TIME, calendarStatus, stayCalendar, type StayCalendarInput } from "./stay";

const reservation = (over: Partial<StayCalendarInput["reservation"]> = {}): StayCalendarInput["reservation"] =>
  ({
    id: 100001,
    status: "Confirmed",
    day_from: "2026-12-20",
    day_to: "2026-12-23",
    arrival_time: null,
    departure_time: null,
    payments: [],
    invoices: [],
    financials: { guest_preferences: { status: "created" } },
    ...over,
  }) as StayCalendarInput["reservation"];

const input = (over: Partial<StayCalendarInput> = {}): StayCalendarInput => ({
  reservation: reservation(),
  hotel: { name: "Hotel Carpathia", timeZone: "Europe/Bucharest", checkInTime: "14:00", checkOutTime: "11:00" },
  location: { name: "Carpathia Brașov", address: { address1: "Strada Republicii 12, ap. 3; etaj 2", city: "Brașov", country: "RO", zip: "500030" } },
  title: "Hotel Carpathia · Reservation 100001",
  description: "Reservation 100001",
  url: "https://carpathia-ro.example.com/reservations/100001?lang=en",
  uidDomain: "carpathia-ro.example.com",
  now: new Date("2026-11-23T10:00:00Z"),
  ...over,
});

/** Unfolds RFC 5545 content lines (CRLF followed by one space or tab continues the line). */
const unfolded = (ics: string): string[] => ics.replace(/\r\n[ \t]/g, "").split("\r\n");
const property = (ics: string, name: string): string | undefined =>
  unfolded(ics)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, "");

describe("stayCalendar", () => {
  it("starts at the hotel's check-in time and ends at its check-out time, as UTC instants of the hotel's zone", () => {
    const ics = stayCalendar(input());
    // Bucharest is UTC+2 in December: 14:00 local is 12:00Z, 11:00 local is 09:00Z.
    expect(property(ics, "DTSTART")).toBe("20261220T120000Z");
    expect(property(ics, "DTEND")).toBe("20261223T090000Z");
  });

  it("follows summer time in the hotel's zone", () => {
    const ics = stayCalendar(input({ reservation: reservation({ day_from: "2026-07-01", day_to: "2026-07-03" }) }));
    expect(property(ics, "DTSTART")).toBe("20260701T110000Z");
    expect(property(ics, "DTEND")).toBe("20260703T080000Z");
  });

  it("uses the guest's own arrival and departure times when set", () => {
    const ics = stayCalendar(input({ reservation: reservation({ arrival_time: "18:30", departure_time: "08:15" }) }));
    expect(property(ics, "DTSTART")).toBe("20261220T163000Z");
    expect(property(ics, "DTEND")).toBe("20261223T061500Z");
  });

  it("falls back to the documented defaults when the hotel names no times", () => {
    const ics = stayCalendar(input({ hotel: { name: "Seaside Inn", timeZone: "UTC", checkInTime: null, checkOutTime: undefined } }));
    expect(property(ics, "DTSTART")).toBe(`20261220T${DEFAULT_CHECK_IN_TIME.replace(":", "")}00Z`);
    expect(property(ics, "DTEND")).toBe(`20261223T${DEFAULT_CHECK_OUT_TIME.replace(":", "")}00Z`);
  });

  it("names the location and its address, escaped, and links the reservation page", () => {
    const ics = stayCalendar(input());
    expect(property(ics, "LOCATION")).toBe("Carpathia Brașov\\, Strada Republicii 12\\, ap. 3\\; etaj 2\\, 500030 Brașov\\, RO");
    expect(property(ics, "URL")).toBe("https://carpathia-ro.example.com/reservations/100001?lang=en");
    expect(property(ics, "UID")).toBe("reservation-100001@carpathia-ro.example.com");
    expect(property(ics, "SUMMARY")).toBe("Hotel Carpathia · Reservation 100001");
  });

  it("escapes newlines in the description and folds every line at 75 octets with CRLF", () => {
    const ics = stayCalendar(input({ description: `Reservation 100001\nCheck-in from 14:00\n${"ă".repeat(60)}` }));
    expect(property(ics, "DESCRIPTION")).toBe(`Reservation 100001\\nCheck-in from 14:00\\n${"ă".repeat(60)}`);
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line, "utf8") <= 75)).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
  });

  it("writes no VTIMEZONE and no floating or all-day dates", () => {
    const ics = stayCalendar(input());
    expect(ics).not.toContain("VTIMEZONE");
    expect(ics).not.toContain("VALUE=DATE");
  });
});

describe("calendarStatus", () => {
  it("is CONFIRMED for a confirmed, checked-in or checked-out stay", () => {
    for (const status of ["Confirmed", "Checked-in", "Checked-out"] as const) expect(calendarStatus(reservation({ status }))).toBe("CONFIRMED");
  });

  it("is TENTATIVE for a New stay with nothing paid, CONFIRMED once something is paid", () => {
    expect(calendarStatus(reservation({ status: "New" }))).toBe("TENTATIVE");
    // A declined card leaves a payment record behind, but nothing is paid: still pencilled in.
    expect(
      calendarStatus(
        reservation({ status: "New", payments: [{ id: 1, amount: 0, method: "mobilpay", order: { error_code: "16", message: "Card declined" } }] as never }),
      ),
    ).toBe("TENTATIVE");
    expect(calendarStatus(reservation({ status: "New", financials: { guest_preferences: { status: "payed" } } as never }))).toBe("CONFIRMED");
    expect(
      calendarStatus(
        reservation({
          status: "New",
          invoices: [
            {
              id: 1,
              type: "proforma",
              currency: "RON",
              line_items: [],
              due_dates: [{ due_date: "2026-12-01", amount: 1, total_amount_with_all_taxes: 1, paid: true }],
            },
          ] as never,
        }),
      ),
    ).toBe("CONFIRMED");
  });

  it("is CANCELLED for a cancelled stay, written into the file as such and free time", () => {
    expect(calendarStatus(reservation({ status: "Canceled" }))).toBe("CANCELLED");
    const ics = stayCalendar(input({ reservation: reservation({ status: "Canceled" }) }));
    expect(property(ics, "STATUS")).toBe("CANCELLED");
    expect(property(ics, "X-MICROSOFT-CDO-BUSYSTATUS")).toBe("FREE");
  });
});
