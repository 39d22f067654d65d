import { describe, expect, it } from "vitest";
import { LocationInventory, LocationRates, StayListing } from "../../contracts/entities";
import { adminHref, buildPlanGrid, type PlanRow, type RoomSegment } from "./plan";

const DAYS = ["2026-05-04", "2026-05-05", "2026-05-06", "2026-05-07"];
const ADMIN = "https://admin.example.com";
const links = { adminUrl: ADMIN, reservation: (id: number) => `/staff/reservations/${id}` };

const inventory = LocationInventory.parse({
  location_id: 101,
  day_from: DAYS[0],
  day_to: "2026-05-08",
  room_types: [
    {
      id: 1011,
      name: { en: "Double room", ro: "Cameră dublă" },
      rooms: [
        { number: "101", condition: "clean" },
        { number: "102", condition: "dirty" },
        { number: "103", condition: "out_of_order" },
      ],
      nights: DAYS.map((day, index) => ({ day, on_sale: 3, sold: index === 1 ? 3 : 1 })),
    },
    { id: 1012, name: { en: "Twin room" }, rooms: [{ number: "201" }], nights: DAYS.map((day) => ({ day, on_sale: 1, sold: 0 })) },
  ],
  otas: [
    {
      id: 1,
      name: "Booking.com",
      room_types: [{ room_type_id: 1011, nights: DAYS.map((day, index) => ({ day, available: index === 2 ? 0 : 2, closed: index === 2 })) }],
    },
  ],
});

const rates = LocationRates.parse({
  location_id: 101,
  currency: "RON",
  rate_plans: [
    {
      id: 11,
      name: { en: "Flexible", ro: "Flexibil" },
      room_types: [
        {
          room_type_id: 1011,
          nights: DAYS.map((day, index) => ({ day, price: index === 3 ? null : 420.5, min_stay: index === 0 ? 2 : 1, closed: index === 3 })),
        },
        { room_type_id: 1012, nights: DAYS.map((day) => ({ day, price: 410, min_stay: 1 })) },
      ],
    },
  ],
});

const stay = (overrides: Partial<StayListing> & { id: number }) =>
  StayListing.parse({
    status: "Confirmed",
    location_id: 101,
    day_from: DAYS[0],
    day_to: DAYS[2],
    first_name: "Ana",
    last_name: "Popescu",
    adults: 2,
    rooms: 1,
    room_types: { "1011": 1 },
    ...overrides,
  });

const rowsOf = (grid: ReturnType<typeof buildPlanGrid>, roomTypeId = 1011) => grid.groups.find((group) => group.roomTypeId === roomTypeId)!.rows;
const ofKind = <K extends PlanRow["kind"]>(rows: PlanRow[], kind: K) => rows.filter((row): row is Extract<PlanRow, { kind: K }> => row.kind === kind);

describe("the plan grid's rows (docs/spec.md §2)", () => {
  const grid = buildPlanGrid({ inventory, rates, stays: [stay({ id: 100001, arooms: [{ room_type_id: 1011, room_number: "102" }] })] }, DAYS, "ro", links);

  it("per room type, in the spec's order: room type, channels, rooms, occupancy, rates", () => {
    expect(grid.currency).toBe("RON");
    expect(grid.groups.map((group) => group.name)).toEqual(["Cameră dublă", "Twin room"]);
    expect(rowsOf(grid).map((row) => row.kind)).toEqual(["room_type", "ota", "room", "room", "room", "occupancy", "rate"]);
    // The twin room has no channel: no ota row.
    expect(rowsOf(grid, 1012).map((row) => row.kind)).toEqual(["room_type", "room", "occupancy", "rate"]);
  });

  it("the room type row counts the free rooms of those that can be sold: an out-of-order room is not free, and a PMS that counts it is flagged", () => {
    const [row] = ofKind(rowsOf(grid), "room_type");
    // Three rooms, one out of order: the PMS's 3 on sale are 2 that can be sold.
    expect(row!.cells.map((cell) => cell.free)).toEqual([1, 0, 1, 1]);
    expect(row!.cells[1]).toMatchObject({ onSale: 3, sold: 3, sellable: 2, conflict: true });
    expect(row!.cells[0]!.href).toBe(`${ADMIN}/rates/inventory-inspector-detail?room_type_id=1011&day=2026-05-04`);
  });

  it("a channel row says what the channel is offered, or that it is closed, linking to the bulk edit from that day", () => {
    const [row] = ofKind(rowsOf(grid), "ota");
    expect(row!.label).toBe("Booking.com");
    expect(row!.cells.map((cell) => [cell.available, cell.closed])).toEqual([
      [2, false],
      [2, false],
      [0, true],
      [2, false],
    ]);
    expect(row!.cells[2]!.href).toBe(`${ADMIN}/rates/inventory-bulk-edit?ota_id=1&room_type_id=1011&day_from=2026-05-06`);
  });

  it("a room row holds its stays as one segment per stay and its condition", () => {
    const rooms = ofKind(rowsOf(grid), "room");
    expect(rooms.map((room) => [room.number, room.condition])).toEqual([
      ["101", "clean"],
      ["102", "dirty"],
      ["103", "out_of_order"],
    ]);
    const room102 = rooms[1]!;
    expect(room102.segments.map((segment) => segment.days.length)).toEqual([2, 1, 1]);
    expect(room102.segments[0]!.stay).toMatchObject({
      id: 100001,
      status: "Confirmed",
      guest: "Ana Popescu",
      unassigned: false,
      continuesBefore: false,
      continuesAfter: false,
      href: "/staff/reservations/100001",
    });
    expect(room102.segments[1]).toMatchObject({ stay: null, href: `${ADMIN}/rates/inventory-inspector-detail?room_type_id=1011&day=2026-05-06` });
    expect(rooms[0]!.segments.every((segment) => segment.stay === null)).toBe(true);
  });

  it("occupancy is sold of what can be sold, in percent (above 100: the PMS sold a room that cannot be sold)", () => {
    const [row] = ofKind(rowsOf(grid), "occupancy");
    expect(row!.cells.map((cell) => cell.percent)).toEqual([50, 150, 50, 50]);
  });

  it("the whole hotel's occupancy sums every room type's sold and sellable rooms", () => {
    // Double: 1, 3, 1, 1 sold of 2 sellable; twin: 0 sold of 1.
    expect(grid.hotel.map((night) => [night.sold, night.sellable, night.percent])).toEqual([
      [1, 3, 33],
      [3, 3, 100],
      [1, 3, 33],
      [1, 3, 33],
    ]);
  });

  it("a PMS that lists no rooms is taken at its count", () => {
    const bare = buildPlanGrid(
      { inventory: { ...inventory, room_types: inventory.room_types.map((type) => ({ ...type, rooms: [] })) }, rates, stays: [] },
      DAYS,
      "ro",
      links,
    );
    const [row] = ofKind(rowsOf(bare), "room_type");
    expect(row!.cells[0]).toMatchObject({ onSale: 3, sellable: 3, conflict: false });
  });

  it("a rate row shows the night's price and minimum stay; a night without a price is closed", () => {
    const [row] = ofKind(rowsOf(grid), "rate");
    expect(row).toMatchObject({ label: "Flexibil", ratePlanId: 11, href: `${ADMIN}/org/settings/financials/rate-plans` });
    expect(row!.cells.map((cell) => [cell.price, cell.minStay, cell.closed])).toEqual([
      [420.5, 2, false],
      [420.5, 1, false],
      [420.5, 1, false],
      [null, 1, true],
    ]);
    expect(row!.cells[0]!.href).toBe(`${ADMIN}/rates/inspector-detail?room_type_id=1011&day=2026-05-04`);
  });
});

describe("placing stays in rooms", () => {
  it("a stay not assigned yet goes to the room type's own lane, never a real room's row (issue 39)", () => {
    const stays = [
      stay({ id: 1, arooms: [{ room_type_id: 1011, room_number: "101" }] }),
      stay({ id: 2, day_from: DAYS[1], day_to: DAYS[3], first_name: "Maria", last_name: "Pop" }),
      stay({ id: 3, day_from: DAYS[3], day_to: "2026-05-12", first_name: "Ion", last_name: "Ionescu" }),
    ];
    const rows = rowsOf(buildPlanGrid({ inventory, rates, stays }, DAYS, "en", links));
    expect(rows.map((row) => row.kind)).toEqual(["room_type", "ota", "room", "room", "room", "unassigned", "occupancy", "rate"]);
    const rooms = ofKind(rows, "room");
    const ids = (segments: RoomSegment[]) => segments.map((segment) => segment.stay?.id ?? null);
    expect(ids(rooms[0]!.segments)).toEqual([1, null, null]); // only the stay the PMS put in 101
    expect(ids(rooms[1]!.segments)).toEqual([null, null, null, null]); // 102 is dirty, and empty
    expect(ids(rooms[2]!.segments)).toEqual([null, null, null, null]);
    const [lane] = ofKind(rows, "unassigned");
    // Maria Pop (nights of 5 and 6 May) then Ion Ionescu (from 7 May) follow each other in the one lane.
    expect(lane).toMatchObject({ roomTypeId: 1011, lane: 1 });
    expect(ids(lane!.segments)).toEqual([null, 2, 3]);
    expect(lane!.segments[1]!.stay).toMatchObject({ unassigned: true, guest: "Maria Pop" });
    expect(lane!.segments[2]!.stay).toMatchObject({ continuesAfter: true, continuesBefore: false });
  });

  it("stays not assigned yet that overlap take lanes of their own, so none hides another", () => {
    const stays = [1, 2, 3].map((id) => stay({ id }));
    const rows = rowsOf(buildPlanGrid({ inventory, rates, stays }, DAYS, "en", links));
    expect(ofKind(rows, "room").every((room) => room.segments.every((segment) => segment.stay === null))).toBe(true);
    const lanes = ofKind(rows, "unassigned");
    expect(lanes.map((lane) => [lane.lane, lane.segments[0]!.stay?.id])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it("a room type with nothing unassigned has no lane", () => {
    const stays = [stay({ id: 1, arooms: [{ room_type_id: 1011, room_number: "102" }] })];
    expect(ofKind(rowsOf(buildPlanGrid({ inventory, rates, stays }, DAYS, "en", links)), "unassigned")).toEqual([]);
  });

  it("cancelled stays hold no room; stays around the grid are cut to it", () => {
    const stays = [
      stay({ id: 1, status: "Canceled", arooms: [{ room_type_id: 1011, room_number: "101" }] }),
      stay({ id: 2, day_from: "2026-05-01", day_to: "2026-05-05", status: "Checked-in", arooms: [{ room_type_id: 1011, room_number: "101" }] }),
    ];
    const rooms = ofKind(rowsOf(buildPlanGrid({ inventory, rates, stays }, DAYS, "en", links)), "room");
    expect(rooms[0]!.segments[0]).toMatchObject({ days: ["2026-05-04"], stay: { id: 2, continuesBefore: true, status: "Checked-in", unassigned: false } });
    expect(rooms.flatMap((room) => room.segments).some((segment) => segment.stay?.id === 1)).toBe(false);
  });
});

describe("admin links", () => {
  it("are absent without an admin base URL", () => {
    expect(adminHref(null, "/rates/inspector-detail", { day: "2026-05-04" })).toBeNull();
    const grid = buildPlanGrid({ inventory, rates, stays: [] }, DAYS, "en", { ...links, adminUrl: null });
    expect(
      rowsOf(grid)
        .flatMap((row) => ("cells" in row ? row.cells.map((cell) => cell.href) : []))
        .every((href) => href === null),
    ).toBe(true);
  });
});

describe("names through the one chain of decision 025", () => {
  const hotel = { organisation: "ro", display: "ro" };

  it("a Spanish page names rooms and plans in English, with the label's language", () => {
    const rows = rowsOf(buildPlanGrid({ inventory, rates, stays: [] }, DAYS, "es", links, hotel));
    expect(ofKind(rows, "room_type")[0]).toMatchObject({ label: "Double room", lang: "en" });
    expect(ofKind(rows, "rate")[0]).toMatchObject({ label: "Flexible", lang: "en" });
  });

  it("a name in the page's language carries no language of its own", () => {
    const rows = rowsOf(buildPlanGrid({ inventory, rates, stays: [] }, DAYS, "ro", links, hotel));
    expect(ofKind(rows, "room_type")[0]!.label).toBe("Cameră dublă");
    expect(ofKind(rows, "room_type")[0]).not.toHaveProperty("lang");
    // Twin room has English only: on a Romanian page it is English, marked so.
    expect(ofKind(rowsOf(buildPlanGrid({ inventory, rates, stays: [] }, DAYS, "ro", links, hotel), 1012), "room_type")[0]).toMatchObject({
      label: "Twin room",
      lang: "en",
    });
  });
});
