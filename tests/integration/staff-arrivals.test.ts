/**
 * The day's arrivals sheet (issue 50; docs/decisions/054) against the mock PMS: what the PMS holds
 * about each arrival reaches the sheet — arrival time, meal plan, children's ages, channel, note,
 * online check-in — from the one call the day's page makes, and no other.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, HOTEL_SITE, loaderAnswer, onHotelSite, PINNED_TODAY, staffCookie, useAppOnMock } from "./support";
import { addDays } from "../../mocks/dates";

const app = useAppOnMock();
let arrivals: typeof import("~/routes/staff.arrivals");

beforeAll(async () => {
  arrivals = await import("~/routes/staff.arrivals");
});

interface Row {
  id: number;
  arrivalTime: string | null;
  meal: string | null;
  childrenAges: number[];
  channel: string | null;
  note: string | null;
  checkedInOnline: boolean | null;
  roomTypes: Array<{ name: string; count: number }>;
  roomNumbers: string[];
  money: { kind: string };
  href: string;
}

async function sheet(day: string, location: number) {
  const cookie = await staffCookie();
  const callsBefore = await fetch(`${app.mock.url}/__mock/calls`).then((answer) => answer.json() as Promise<Record<string, number>>);
  const answer = await loaderAnswer(() =>
    arrivals.loader({
      request: new Request(`${HOTEL_SITE}/staff/arrivals?day=${day}&location=${location}`, { headers: onHotelSite({ Cookie: cookie }) }),
      params: {},
      context: appContext(),
    }),
  );
  const callsAfter = await fetch(`${app.mock.url}/__mock/calls`).then((answer) => answer.json() as Promise<Record<string, number>>);
  const made = Object.fromEntries(
    Object.entries(callsAfter)
      .map(([name, count]) => [name, count - (callsBefore[name] ?? 0)])
      .filter(([, count]) => count),
  );
  return { status: answer.status, rows: (answer.data as { arrivals: Row[] }).arrivals, made };
}

describe("the day's arrivals sheet", () => {
  it("Ana's stay (100001) arrives at 16:00 with her meal plan, note and room type; the sheet asks the PMS for the day's stays only", async () => {
    const day = addDays(PINNED_TODAY, 30);
    const { status, rows, made } = await sheet(day, 101);
    expect(status).toBe(200);
    const ana = rows.find((row) => row.id === 100001)!;
    expect(ana).toMatchObject({ arrivalTime: "16:00", channel: null, checkedInOnline: false, roomNumbers: [] });
    expect(ana.meal).toBeTruthy();
    expect(ana.note).toContain("etaj");
    expect(ana.roomTypes[0]!.name).not.toMatch(/^#/);
    expect(ana.money.kind).toBeTruthy();
    expect(ana.href).toContain("/staff/reservations/100001?from=");
    // The day's own call, nothing else of the PMS (the site's own data is cached).
    expect(Object.keys(made).filter((name) => !name.includes("anonymous-org") && !name.includes("session"))).toEqual(["GET /api/reservations"]);
  });

  it("Ion's stay (100002) came from Booking.com with a child of 8, and his online check-in shows once done", async () => {
    const day = addDays(PINNED_TODAY, -3);
    const before = (await sheet(day, 102)).rows.find((row) => row.id === 100002)!;
    expect(before).toMatchObject({ channel: "Booking.com", childrenAges: [8], arrivalTime: "15:00", roomNumbers: ["22"], checkedInOnline: false });
    app.mock.world.registrationForms.set(100002, { first_name: "Ion", last_name: "Ionescu" });
    expect((await sheet(day, 102)).rows.find((row) => row.id === 100002)).toMatchObject({ checkedInOnline: true });
  });
});

describe("the staff reservation page says what the PMS returns (issue 50, item 4)", () => {
  it("the method as the hotel calls it, the arrival time, meal plan, children's ages and channel", async () => {
    const page = await import("~/routes/staff.reservations.$reservationId");
    const cookie = await staffCookie();
    const open = async (id: number) =>
      (
        await loaderAnswer(() =>
          page.loader({
            request: new Request(`${HOTEL_SITE}/staff/reservations/${id}`, { headers: onHotelSite({ Cookie: cookie }) }),
            params: { reservationId: String(id) },
            context: appContext(),
          }),
        )
      ).data as { reservation: Record<string, unknown> };
    app.mock.world.reservations.get(100001)!.payment_method = "custom";
    const ana = (await open(100001)).reservation;
    expect(ana).toMatchObject({ arrivalTime: "16:00", channel: null });
    expect(ana.paymentMethod).not.toBe("Other payment");
    expect(String(ana.paymentMethod)).toMatch(/Plată la recepție|Pay at reception/);
    expect(ana.meal).toBeTruthy();
    const ion = (await open(100002)).reservation;
    expect(ion).toMatchObject({ channel: "Booking.com", childrenAges: [8], arrivalTime: "15:00" });
  });
});
