import { expect, test } from "@playwright/test";
import es from "../../app/locales/es/booking";
import { demoStay } from "./support/journeys";
import { resetMock } from "./support/env";

// Issue 51, item 7: "PayPal needs JavaScript, which is off here" was shown with JavaScript on for the
// first seconds (until the page hydrated). It is said only where scripts are off (`@media (scripting: enabled)` hides it): here the
// page's scripts never arrive (as on a slow bus), and the sentence is still not shown.

test.beforeAll(async () => {
  await resetMock();
});

test("with JavaScript on, the PayPal hint for scripts that are off is never shown, even before the page's scripts run", async ({ page, javaScriptEnabled }) => {
  await page.route(/\/build\/.*\.js$/, (route) => (javaScriptEnabled ? route.abort() : route.continue()));
  await page.goto(`/reservation-new?o=carpathia-ro&lang=es&${demoStay()}&room_types=1011:1&rate_plan_id=11&meal_id=2`);
  await expect(page.locator(".chosen-offer")).toBeVisible();
  const hint = page.locator("#payment-paypal-price");
  await expect(hint).toHaveCount(1);
  const sentence = page.getByText(es.booking.payment.paypalNeedsScript);
  if (javaScriptEnabled) await expect(sentence).toBeHidden();
  else await expect(sentence).toBeVisible();
});
