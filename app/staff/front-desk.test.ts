import { describe, expect, it } from "vitest";
import type { StayListing } from "../../contracts/entities";
import { frontDeskDay } from "./front-desk";

const stay = (id: number, last_name: string, day_from: string, day_to: string, extra: Partial<StayListing> = {}): StayListing => ({
  id,
  status: "Confirmed",
  location_id: 101,
  day_from,
  day_to,
  first_name: "Guest",
  last_name,
  adults: 2,
  children: 0,
  rooms: 1,
  room_types: { "1011": 1 },
  arooms: [],
  ...extra,
});

const DAY = "2026-05-04";
const TOMORROW = "2026-05-05";

describe("the front desk's day", () => {
  const stays = [
    stay(1, "Arriving", "2026-05-04", "2026-05-06"),
    stay(2, "Leaving", "2026-05-01", "2026-05-04", { arooms: [{ room_type_id: 1011, room_number: "12" }] }),
    stay(3, "Staying", "2026-05-02", "2026-05-05", { children: 1 }),
    stay(4, "OneNight", "2026-05-04", "2026-05-05", { adults: 1 }),
    stay(5, "Cancelled", "2026-05-04", "2026-05-07", { status: "Canceled" }),
  ];
  const desk = frontDeskDay(stays, DAY, TOMORROW);

  it("arrivals are the stays whose first night is the day", () => {
    expect(desk.arrivals.map((row) => row.id)).toEqual([1, 4]);
  });

  it("departures are the stays whose last night was the night before", () => {
    expect(desk.departures.map((row) => row.id)).toEqual([2]);
    expect(desk.departures[0]!.roomNumbers).toEqual(["12"]);
  });

  it("in house are everyone sleeping here tonight, today's arrivals included, sorted by name", () => {
    expect(desk.inHouse.map((row) => row.guest)).toEqual(["Guest Arriving", "Guest OneNight", "Guest Staying"]);
    expect(desk.inHouse.find((row) => row.id === 4)).toMatchObject({ arrivesToday: true, leavesTomorrow: true, nights: 1 });
    expect(desk.inHouse.find((row) => row.id === 3)).toMatchObject({ arrivesToday: false, leavesTomorrow: true });
    expect(desk.guestsInHouse).toBe(2 + 1 + 3);
  });

  it("a cancelled stay is in no list, and counted apart", () => {
    for (const list of [desk.arrivals, desk.departures, desk.inHouse]) expect(list.some((row) => row.id === 5)).toBe(false);
    expect(desk.cancelled).toBe(1);
  });

  it("a day without stays is three empty lists", () => {
    expect(frontDeskDay([], DAY, TOMORROW)).toEqual({ day: DAY, arrivals: [], departures: [], inHouse: [], cancelled: 0, guestsInHouse: 0 });
  });
});

describe("what the PMS returns reaches the day's lists (issue 50, item 4)", () => {
  it("arrival time, meal plan, children's ages, channel and the room type beside a room not assigned yet", () => {
    const names = { roomType: (id: string) => (id === "1011" ? "Double" : `#${id}`), meal: (id: number) => (id === 2 ? "Half board" : null) };
    const desk = frontDeskDay(
      [
        stay(7, "Ionescu", DAY, "2026-05-09", {
          arrival_time: "16:00",
          meal_id: 2,
          children: 1,
          children_ages: [8],
          channel: "Booking.com",
          room_types: { "1011": 2 },
        }),
      ],
      DAY,
      TOMORROW,
      names,
    );
    expect(desk.arrivals[0]).toMatchObject({
      arrivalTime: "16:00",
      meal: "Half board",
      childrenAges: [8],
      channel: "Booking.com",
      roomTypes: ["2 × Double"],
      roomNumbers: [],
    });
  });
});
