/**
 * The plan grid's table as the server renders it: an accessible table (caption, scopes, words for
 * every badge), today and weekends marked, and for an automatic interval the classes CSS hides by
 * screen, with no stay's cell straddling the 6th or 10th column.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { LocationInventory, LocationRates, StayListing } from "../../../contracts/entities";
import { i18nFor } from "~/i18n.server";
import { daysOf } from "~/staff/interval";
import { buildPlanGrid } from "~/staff/plan";
import { PlanGrid, textsOnce } from "./PlanGrid";
import type { TFunction } from "i18next";

const days = daysOf({ dayFrom: "2026-05-01", days: 13 });
const inventory = LocationInventory.parse({
  location_id: 101,
  day_from: days[0],
  day_to: "2026-05-14",
  room_types: [
    {
      id: 1011,
      name: { en: "Double room" },
      rooms: [{ number: "101", condition: "dirty" }],
      nights: days.map((day, index) => ({ day, on_sale: 1, sold: index >= 4 && index < 9 ? 1 : 0 })),
    },
  ],
  otas: [{ id: 1, name: "Booking.com", room_types: [{ room_type_id: 1011, nights: days.map((day, index) => ({ day, available: 1, closed: index === 0 })) }] }],
});
const rates = LocationRates.parse({
  location_id: 101,
  currency: "RON",
  rate_plans: [{ id: 11, name: { en: "Flexible" }, room_types: [{ room_type_id: 1011, nights: days.map((day) => ({ day, price: 483.5, min_stay: 2 })) }] }],
});
// Nights 5 May to 9 May: columns 4 to 8, across the small screen's edge after column 6.
const stays = [
  StayListing.parse({
    id: 7,
    status: "Confirmed",
    location_id: 101,
    day_from: "2026-05-05",
    day_to: "2026-05-10",
    first_name: "Ana",
    last_name: "Popescu",
    adults: 2,
    rooms: 1,
    room_types: { "1011": 1 },
  }),
];
const grid = buildPlanGrid({ inventory, rates, stays }, days, "en", {
  adminUrl: "https://admin.example.com",
  reservation: (id) => `/staff/reservations/${id}`,
});
const render = (auto: boolean) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor("en")}>
      <PlanGrid grid={grid} caption="Brașov from 1 May" today="2026-05-04" auto={auto} />
    </I18nextProvider>,
  );

describe("the plan grid's table", () => {
  const html = render(false);

  it("has a caption, column and row headers with their scope, and a scrolling region named by the caption", () => {
    expect(html).toMatch(
      /<div class="plan-scroll" role="region" aria-labelledby="plan-caption" tabindex="0"><table class="plan-grid"><caption id="plan-caption">Brașov from 1 May<\/caption>/,
    );
    expect(html.match(/<th scope="col"/g)).toHaveLength(14);
    // The whole hotel's occupancy, then the room type, its channel, its room, the lane of the stay
    // not assigned yet, occupancy and rate.
    expect(html.match(/<th scope="row"/g)).toHaveLength(7);
  });

  it("says every badge in words: sold out, closed, the status, the condition, the minimum stay", () => {
    expect(html).toContain('<span class="badge badge--soldout">Sold out</span>');
    expect(html).toContain('<span class="badge badge--closed">Closed</span>');
    // A stay is read out whole (status, channel, full name) and shows its guest's name.
    expect(html).toContain('<span class="visually-hidden">Confirmed, direct: Ana Popescu</span>');
    expect(html).toContain('<span class="plan-stay__guest" aria-hidden="true">Popescu, Ana</span>');
    expect(html).toContain('<span class="badge badge--condition badge--dirty"><span class="visually-hidden">Housekeeping: </span>Dirty</span>');
    expect(html).toContain('<span class="badge badge--minstay">min. 2 nights</span>');
    // The price whole, its decimals in a span of their own (smaller on a phone, so they fit its column).
    expect(html).toContain('483<span class="plan-price__decimals">.50</span>');
    expect(html).toContain('<span class="visually-hidden">1 of 1 free</span>');
  });

  it("a one- or two-night cell shows the short name, surname first (staff search by it); the rate row says its figure is the room's alone", () => {
    const short = buildPlanGrid(
      { inventory, rates, stays: [{ ...stays[0]!, day_from: "2026-05-02", day_to: "2026-05-03", channel: "Booking.com" }] },
      days,
      "en",
      {
        adminUrl: null,
        reservation: (id) => `/staff/reservations/${id}`,
      },
    );
    const markup = renderToStaticMarkup(
      <I18nextProvider i18n={i18nFor("en")}>
        <PlanGrid grid={short} caption="x" today="2026-05-04" auto={false} />
      </I18nextProvider>,
    );
    expect(markup).toContain('<span class="plan-stay__guest" aria-hidden="true">Popescu, A.</span>');
    expect(markup).toContain('<span class="visually-hidden">Confirmed, Booking.com: Ana Popescu</span>');
    expect(markup).toMatch(/class="plan-day plan-day--weekend plan-stay plan-stay--confirmed plan-stay--ota/);
    // Words read at a glance beside a plan's name such as "Breakfast included" (issue 39: not "room only").
    expect(markup).toContain("(price per room and night, in RON)");
  });

  it("an out-of-order room still on sale is said in plain words (issue 39)", () => {
    const conflicted = buildPlanGrid(
      {
        inventory: {
          ...inventory,
          room_types: inventory.room_types.map((type) => ({ ...type, nights: type.nights.map((night) => ({ ...night, on_sale: 2 })) })),
        },
        rates,
        stays: [],
      },
      days,
      "en",
      { adminUrl: null, reservation: (id) => `/staff/reservations/${id}` },
    );
    const markup = renderToStaticMarkup(
      <I18nextProvider i18n={i18nFor("en")}>
        <PlanGrid grid={conflicted} caption="x" today="2026-05-04" auto={false} />
      </I18nextProvider>,
    );
    expect(markup).toContain("2 rooms on sale in the PMS, but only 1 can be used: the others are out of order");
  });

  it("a stay with no room is in its room type's lane, not assigned yet, never in a room's row; a dirty room says so and is free (issue 39)", () => {
    const row = (kind: string) => html.match(new RegExp(`<tr class="plan-row plan-row--${kind}" data-kind="${kind}">(.*?)</tr>`))?.[1] ?? "";
    expect(row("unassigned")).toMatch(/^<th scope="row" class="plan-head plan-head--unassigned">Not assigned yet<\/th>/);
    expect(row("unassigned")).toContain('data-reservation="7"');
    const room = row("room");
    expect(room).toContain("101");
    expect(room).not.toContain("data-reservation");
    expect(room).not.toContain("Popescu");
    expect(room.match(/<td class="plan-day[^"]*plan-room--free">/g)).toHaveLength(13);
    // The lane is no room: the nights around its stay are empty, not "Free".
    expect(row("unassigned")).not.toContain("Free");
    expect(row("unassigned").match(/<td class="plan-day[^"]*plan-lane--empty"><\/td>/g)).toHaveLength(8);
  });

  it("a free cell says Free to the eye and to a screen reader (issue 39)", () => {
    expect(html).toContain(
      '<td class="plan-day plan-room--free"><a href="https://admin.example.com/rates/inventory-inspector-detail?room_type_id=1011&amp;day=2026-05-01"><span class="plan-free">Free</span></a></td>',
    );
    expect(html).not.toContain('<span class="visually-hidden">Free</span>');
  });

  it("an out-of-order room's nights are not free: they say out of order (issue 39)", () => {
    const broken = { ...inventory, room_types: inventory.room_types.map((type) => ({ ...type, rooms: [{ number: "101", condition: "out_of_order" }] })) };
    const markup = renderToStaticMarkup(
      <I18nextProvider i18n={i18nFor("en")}>
        <PlanGrid
          grid={buildPlanGrid({ inventory: broken, rates, stays: [] }, days, "en", { adminUrl: null, reservation: (id) => `/r/${id}` })}
          caption="x"
          today="2026-05-04"
          auto={false}
        />
      </I18nextProvider>,
    );
    const room = markup.match(/<tr class="plan-row plan-row--room" data-kind="room">(.*?)<\/tr>/)![1]!;
    expect(room).not.toContain("Free");
    expect(room.match(/<td class="plan-day[^"]*plan-room--out-of-order"><span class="visually-hidden">Out of order<\/span><\/td>/g)).toHaveLength(13);
  });

  it("marks today (with a word) and shades the weekend", () => {
    expect(html).toMatch(
      /<th scope="col" class="plan-day plan-day--today" aria-current="date" data-day="2026-05-04">.*?<span class="plan-today-mark">today<\/span><\/th>/,
    );
    expect(html).toMatch(/<th scope="col" class="plan-day plan-day--weekend" data-day="2026-05-02">/);
  });

  it("a fixed interval keeps a stay in one cell across its nights", () => {
    expect(html).toMatch(/<td colSpan="5" class="plan-day plan-stay plan-stay--confirmed plan-stay--unassigned plan-stay--whole" data-reservation="7">/);
  });

  it("an automatic interval marks the columns past a week and cuts the stay at that edge (issue 39: whole weeks)", () => {
    const auto = render(true);
    expect(auto).toContain('class="plan-grid plan-grid--auto"');
    expect(auto).toMatch(/<th scope="col" class="plan-day" data-day="2026-05-07">/);
    expect(auto).toMatch(/<th scope="col" class="plan-day plan-col--beyond-medium plan-col--beyond-small" data-day="2026-05-08">/);
    expect(auto).toMatch(/<td colSpan="3" class="plan-day plan-stay plan-stay--confirmed plan-stay--unassigned plan-stay--first" data-reservation="7">/);
    expect(auto).toMatch(
      /<td colSpan="2" class="plan-day plan-col--beyond-medium plan-col--beyond-small plan-stay plan-stay--confirmed plan-stay--unassigned plan-stay--last" data-continues="7">/,
    );
  });
});

describe("the grid's texts, each made once per grid (textsOnce)", () => {
  /** A translator that says which call it answers, and counts them. */
  function counting() {
    const calls: string[] = [];
    const t = ((key: string, values?: Record<string, unknown>) => {
      calls.push(key);
      return `${key}${values ? ` ${JSON.stringify(values)}` : ""}`;
    }) as unknown as TFunction;
    return { t, calls };
  }

  it("asks i18next once per key and numbers, and answers every cell as i18next would", () => {
    const { t, calls } = counting();
    const once = textsOnce(t);
    const texts = [
      once("staff.plan.soldOut"),
      once("staff.plan.soldOut"),
      once("staff.plan.free", { free: 2, onSale: 5 }),
      once("staff.plan.free", { free: 2, onSale: 5 }),
      once("staff.plan.free", { free: 3, onSale: 5 }),
      once("staff.plan.free", { free: 2, onSale: 6 }),
    ];
    expect(texts).toEqual([
      "staff.plan.soldOut",
      "staff.plan.soldOut",
      'staff.plan.free {"free":2,"onSale":5}',
      'staff.plan.free {"free":2,"onSale":5}',
      'staff.plan.free {"free":3,"onSale":5}',
      'staff.plan.free {"free":2,"onSale":6}',
    ]);
    expect(calls).toEqual(["staff.plan.soldOut", "staff.plan.free", "staff.plan.free", "staff.plan.free"]);
  });

  it("leaves a call with a text value to i18next every time (a guest's words are never kept)", () => {
    const { t, calls } = counting();
    const once = textsOnce(t);
    once("staff.plan.rateFigure", { currency: "RON" });
    once("staff.plan.rateFigure", { currency: "RON" });
    expect(calls).toHaveLength(2);
  });
});
