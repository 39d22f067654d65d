/**
 * The booking page hands the details form the integrator's password-reset page (PASSWORD_RESET_URL),
 * so "already registered … or reset it" leads somewhere (issue 35, item 3); the page's data carries
 * nothing else of the configuration.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, HOTEL_SITE, onHotelSite, routeAnswer as run, useAppOnMock } from "./support";

const RESET = "https://account.pms.example.com/reset";
useAppOnMock({ PASSWORD_RESET_URL: RESET });
let route: typeof import("~/routes/reservation-new");

beforeAll(async () => {
  route = await import("~/routes/reservation-new");
});

describe("the booking page and PASSWORD_RESET_URL", () => {
  it("gives the details form the configured reset page", async () => {
    const answer = await run(() =>
      route.loader({ request: new Request(`${HOTEL_SITE}/reservation-new?lang=en`, { headers: onHotelSite() }), params: {}, context: appContext() }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data.passwordResetUrl).toBe(RESET);
    expect(JSON.stringify(answer.data)).not.toMatch(/UPSTREAM|SESSION_SECRET/);
  });
});
