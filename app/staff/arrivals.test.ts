import { describe, expect, it } from "vitest";
import type { StayListing } from "../../contracts/entities";
import { arrivalsOf } from "./arrivals";

const DAY = "2026-05-04";
const stay = (id: number, fields: Partial<StayListing>): StayListing =>
  ({
    id,
    status: "Confirmed",
    location_id: 101,
    day_from: DAY,
    day_to: "2026-05-06",
    first_name: "Ana",
    last_name: `Guest${id}`,
    adults: 2,
    children: 0,
    rooms: 1,
    room_types: { "11": 1 },
    arooms: [],
    total: 400,
    currency: "RON",
    ...fields,
  }) as StayListing;

const names = { roomType: (id: string) => (id === "11" ? "Double" : `#${id}`), meal: (id: number) => (id === 1 ? "Breakfast" : null) };

describe("the day's arrivals sheet (issue 50)", () => {
  it("lists the day's arrivals only, by the time the guest gave, those who gave none last", () => {
    const rows = arrivalsOf(
      [
        stay(1, { arrival_time: null }),
        stay(2, { arrival_time: "16:00" }),
        stay(3, { arrival_time: "09:30" }),
        stay(4, { day_from: "2026-05-03" }),
        stay(5, { status: "Canceled", arrival_time: "08:00" }),
      ],
      DAY,
      names,
    );
    expect(rows.map((row) => [row.id, row.arrivalTime])).toEqual([
      [3, "09:30"],
      [2, "16:00"],
      [1, null],
    ]);
  });

  it("says what the PMS returned: room type and room, meal plan, children's ages, channel, note, online check-in, nights", () => {
    const [row] = arrivalsOf(
      [
        stay(7, {
          arrival_time: "16:00",
          meal_id: 1,
          children: 1,
          children_ages: [8],
          channel: "Booking.com",
          note: "  Late dinner please ",
          checked_in_online: true,
          arooms: [{ room_type_id: 11, room_number: "204" }],
        }),
      ],
      DAY,
      names,
    );
    expect(row).toMatchObject({
      guest: "Ana Guest7",
      nights: 2,
      roomTypes: [{ name: "Double", count: 1 }],
      roomNumbers: ["204"],
      meal: "Breakfast",
      childrenAges: [8],
      channel: "Booking.com",
      note: "Late dinner please",
      checkedInOnline: true,
    });
    expect(row!.money).toMatchObject({ kind: "no-invoice", balance: 400, currency: "RON" });
  });

  it("a PMS that does not say leaves blanks, not guesses", () => {
    const [row] = arrivalsOf([stay(8, {})], DAY, names);
    expect(row).toMatchObject({ arrivalTime: null, meal: null, childrenAges: [], note: null, channel: null, checkedInOnline: null, roomNumbers: [] });
  });
});
