import { describe, expect, it } from "vitest";
import { SearchAnswer } from "../../contracts/entities";
import { allPriced, cheapestPerRoomType, FROM_PRICE_NIGHTS, fromPriceNights, fromPricesOf, linkAdults, roomBookingQuery } from "./from-price";

const TERMS = { installment_reservation_percent: 100, installment_days_before_arrival_percent: 0, days_before_arrival: 0, installment_on_arrival_percent: 0 };
const rate = (price: number, mealId = 1, currency = "RON") => ({
  price,
  price_regular: price,
  price_without_all_taxes: price,
  meal_id: mealId,
  payment_terms: TERMS,
  currency,
});
const plan = (id: number, ...rates: ReturnType<typeof rate>[]) => ({ id, name: { en: `Plan ${id}` }, rates });
/** An answer as the PMS sends it, read through the contract like the upstream client does. */
const answer = (...solutions: Array<{ room_types_total: Record<string, number>; rate_plans: ReturnType<typeof plan>[] }>) => SearchAnswer.parse(solutions);
const MIN_STAY = SearchAnswer.parse({ message: "min stay problem", min_nights: 2 });

describe("the cheapest one-night price per room type in one search answer", () => {
  it("is the lowest rate over every rate plan and meal plan of the room type's solution", () => {
    const found = cheapestPerRoomType(
      answer(
        { room_types_total: { "1011": 1 }, rate_plans: [plan(11, rate(320, 1), rate(360, 2)), plan(12, rate(288.004, 1), rate(330, 2))] },
        { room_types_total: { "1014": 1 }, rate_plans: [plan(11, rate(210, 1))] },
      ),
    );
    expect(Object.fromEntries(found)).toEqual({ "1011": { price: 288, currency: "RON" }, "1014": { price: 210, currency: "RON" } });
  });

  it("ignores solutions of several rooms (they do not say what one room costs) and rates without a price", () => {
    const found = cheapestPerRoomType(
      answer(
        { room_types_total: { "1011": 2 }, rate_plans: [plan(11, rate(100))] },
        { room_types_total: { "1011": 1, "1012": 1 }, rate_plans: [plan(11, rate(90))] },
        { room_types_total: { "1012": 1 }, rate_plans: [plan(11, rate(0), rate(250))] },
      ),
    );
    expect(Object.fromEntries(found)).toEqual({ "1012": { price: 250, currency: "RON" } });
  });

  it("prices nothing for a minimum-stay answer, an empty answer or a plan without rates", () => {
    expect(cheapestPerRoomType(MIN_STAY).size).toBe(0);
    expect(cheapestPerRoomType(answer()).size).toBe(0);
    expect(cheapestPerRoomType(answer({ room_types_total: { "1011": 1 }, rate_plans: [plan(11)] })).size).toBe(0);
  });

  it("keeps the currency of the rate it chose", () => {
    const found = cheapestPerRoomType(answer({ room_types_total: { "2011": 1 }, rate_plans: [plan(21, rate(95.5, 4, "EUR"), rate(80, 5, "EUR"))] }));
    expect(found.get("2011")).toEqual({ price: 80, currency: "EUR" });
  });
});

describe("from prices over the nights tried", () => {
  const nights = fromPriceNights("2026-11-27");

  it("tries a week of nights from the earliest check-in, across month ends", () => {
    expect(FROM_PRICE_NIGHTS).toBe(7);
    expect(nights).toEqual(["2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03"]);
    expect(fromPriceNights("2026-12-31", 2)).toEqual(["2026-12-31", "2027-01-01"]);
  });

  it("gives each room type its cheapest price on the first night that offers it", () => {
    const answers = [
      // Friday: the double is sold out; the single is offered.
      { night: "2026-11-27", answer: answer({ room_types_total: { "1014": 1 }, rate_plans: [plan(11, rate(210))] }) },
      // Saturday: a weekend the PMS sells only as two nights.
      { night: "2026-11-28", answer: MIN_STAY },
      // Sunday: both; the single's later (cheaper) price does not replace its earlier night.
      {
        night: "2026-11-29",
        answer: answer(
          { room_types_total: { "1011": 1 }, rate_plans: [plan(11, rate(300))] },
          { room_types_total: { "1014": 1 }, rate_plans: [plan(11, rate(150))] },
        ),
      },
    ];
    const prices = fromPricesOf(answers, [1011, 1014, 1013]);
    expect(prices).toEqual({
      "1014": { price: 210, currency: "RON", night: "2026-11-27" },
      "1011": { price: 300, currency: "RON", night: "2026-11-29" },
    });
    expect(allPriced(prices, [1011, 1014])).toBe(true);
    // The family suite was offered on no night: no price, and the search goes on.
    expect(allPriced(prices, [1011, 1014, 1013])).toBe(false);
  });

  it("leaves out room types of the answer that the page does not show", () => {
    const prices = fromPricesOf([{ night: "2026-11-27", answer: answer({ room_types_total: { "1021": 1 }, rate_plans: [plan(11, rate(200))] }) }], [1011]);
    expect(prices).toEqual({});
  });
});

describe("the room card's booking link", () => {
  const room = { id: 1011, locationId: 101, adults: 2 };
  const fromPrice = { price: 288, currency: "RON", night: "2026-11-30" };

  it("with a from price: that night for one room, the room type, and at most two adults", () => {
    expect(roomBookingQuery(room, fromPrice)).toEqual({
      location: "101",
      room_type_id: "1011",
      day_from: "2026-11-30",
      day_to: "2026-12-01",
      adults: "2",
      rooms: "1",
    });
    expect(roomBookingQuery({ ...room, adults: 4 }, fromPrice).adults).toBe("2");
    expect(roomBookingQuery({ ...room, adults: 1 }, fromPrice).adults).toBe("1");
  });

  it("without one: only the location and the room type (no dates the PMS may not sell)", () => {
    expect(roomBookingQuery(room, null)).toEqual({ location: "101", room_type_id: "1011" });
    expect(roomBookingQuery(room, undefined)).toEqual({ location: "101", room_type_id: "1011" });
  });

  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 2],
  ])("a room for %d adults is booked for %d", (capacity, adults) => expect(linkAdults(capacity)).toBe(adults));
});
