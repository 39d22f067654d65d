/**
 * A hotel that takes no date changes online (its PMS setting `settings_reservations.date_changes`
 * off, docs/decisions/045): the reservation page offers no change and says to contact the hotel; a
 * change posted anyway reaches no PATCH. Its own file: the BFF keeps the organisation it read.
 */
import { fromZonedTime } from "date-fns-tz";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays } from "../../mocks/dates";
import { appContext, HOTEL_SITE, onHotelSite, PINNED_TODAY, routeAnswer as run, useAppOnMock } from "./support";

const app = useAppOnMock();
let search: typeof import("~/routes/reservation-search");
let page: typeof import("~/routes/reservations.$reservationId");

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(fromZonedTime(`${PINNED_TODAY}T12:00:00`, "Europe/Bucharest"));
  search = await import("~/routes/reservation-search");
  page = await import("~/routes/reservations.$reservationId");
});
afterAll(() => {
  vi.useRealTimers();
});

const get = (path: string, cookie = "") => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite(cookie ? { Cookie: cookie } : {}) });

describe("date changes switched off by the hotel", () => {
  it("the page says to contact the hotel, shows no preview, and a posted change is refused before the PMS is asked", async () => {
    app.mock.world.organisations.find((org) => org.slug === "carpathia-ro")!.profile.settings_reservations!.date_changes = { active: false };
    const granted = await run(() =>
      search.loader({ request: get(`/reservation-search?res=100001&email=ana.popescu%40example.com`), params: {}, context: appContext() }),
    );
    const cookie = (granted.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    const ana = app.mock.world.reservations.get(100001)!;
    const dates = { day_from: addDays(ana.day_from, 1), day_to: addDays(ana.day_to, 1) };
    const opened = await run(() =>
      page.loader({
        request: get(`/reservations/100001?day_from=${dates.day_from}&day_to=${dates.day_to}`, cookie),
        params: { reservationId: "100001" },
        context: appContext(),
      }),
    );
    expect(opened.data).toMatchObject({ reservation: { dateChange: "contact" }, datePreview: null });

    const posted = await run(() =>
      page.action({
        request: new Request(`${HOTEL_SITE}/reservations/100001`, {
          method: "POST",
          body: new URLSearchParams({ intent: "change-dates", ...dates, total: String(ana.financials.rate.price) }),
          headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie }),
        }),
        params: { reservationId: "100001" },
        context: appContext(),
      }),
    );
    expect(posted).toMatchObject({ status: 400, data: { errors: { change_dates: "reservation.errors.cancelClosed" } } });
    const calls = (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;
    expect(calls["PATCH /api/reservations/{id}"] ?? 0).toBe(0);
    expect(app.mock.world.reservations.get(100001)!.day_from).toBe(ana.day_from);
  });
});
