import { expect, test } from "@playwright/test";
import { hotelSite, mockSessionTokens, resetMock, setFaults } from "./support/env";

// Smoke test of the home page, run with JavaScript on (chromium-js) and off (chromium-nojs).

test.beforeEach(async () => {
  await resetMock();
});

test("home page of an organisation renders in its default language (ro)", async ({ page }) => {
  const response = await page.goto(`${hotelSite("carpathia-ro")}/`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
  await expect(page.getByText("Hotel Carpathia").first()).toBeVisible();
  await expect(page.getByText("Carpathia Brașov").first()).toBeVisible();
});

test("lang=en switches the page to English", async ({ page }) => {
  const response = await page.goto(`${hotelSite("carpathia-ro")}/?lang=en`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Hotel Carpathia").first()).toBeVisible();
});

test("on the main domain /?o=carpathia-ro&lang=en lands on the hotel's booking page, in English, with the search kept", async ({ page }) => {
  const response = await page.goto("/?o=carpathia-ro&lang=en&adults=3&coupon_code=WINTER10");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/reservation-new\?o=carpathia-ro&lang=en&adults=3&coupon_code=WINTER10$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book your stay");
  await expect(page.locator('input[name="adults"]').first()).toHaveValue("3");
  await expect(page.getByText("Hotel Carpathia").first()).toBeVisible();
});

test("the booking page with neither a subdomain nor o is the not-found page", async ({ page }) => {
  const response = await page.goto("/reservation-new?lang=en");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  // On the hotel's subdomain it needs no o.
  const own = await page.goto(`${hotelSite("seaside")}/reservation-new?lang=en`);
  expect(own?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book your stay");
});

test("an unknown organisation answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/?o=nope");
  expect(response?.status()).toBe(404);
  await expect(page.locator("body")).toContainText(/404|not found|nu a fost găsit|negăsit|nu există|inexistent/i);
  await expect(page.getByText("Hotel Carpathia")).toHaveCount(0);
});

test("healthz answers 200", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
});

test("an anonymous page sets no session cookie, so it stays cacheable", async ({ page, context }) => {
  const response = await page.goto(`${hotelSite("carpathia-ro")}/`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toMatch(/^public/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("__session");
});

test("the session cookie of a signed-in guest is HttpOnly, SameSite=Lax and holds no PMS token", async ({ page, context }) => {
  await page.goto("/login?o=carpathia-ro&lang=en");
  await page.getByLabel("E-mail").fill("guest@example.com");
  await page.getByLabel("Password").fill("guest-pass-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator(".top-bar__account")).toContainText("guest@example.com");

  const session = (await context.cookies()).find((cookie) => cookie.name === "__session");
  expect(session, "signing in sets the session cookie").toBeDefined();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe("Lax");
  const tokens = await mockSessionTokens();
  expect(tokens.length).toBeGreaterThan(0);
  const raw = decodeURIComponent(session!.value);
  for (const token of tokens) expect(raw, "session cookie leaks an upstream session token").not.toContain(token);
});

test("the home page of one location, by /hotel/:id and by the old ?h= link", async ({ page }) => {
  await page.goto("/?o=carpathia-ro&h=102&lang=en");
  await expect(page).toHaveURL(/\/hotel\/102\?o=carpathia-ro&lang=en$/);
  await expect(page.getByTestId("current-location")).toContainText("Sinaia");
});

test("a link from the home page keeps the organisation named by o", async ({ page }) => {
  await page.goto("/hotel/101?o=carpathia-ro");
  await page.getByRole("link", { name: "Carpathia Sinaia" }).click();
  await expect(page).toHaveURL(/\/hotel\/102\?o=carpathia-ro$/);
  await expect(page.getByTestId("current-location")).toContainText("Sinaia");
});

test("a malformed query parameter answers 400 with a page that names it", async ({ page }) => {
  const response = await page.goto("/?o=carpathia-ro&location=12ab&lang=en");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link is not valid");
  await expect(page.locator("main")).toContainText("location");
});

test("an unknown path answers 404 inside the hotel's site", async ({ page }) => {
  const response = await page.goto("/no/such/page?o=carpathia-ro&lang=en");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the PMS being down yields a helpful 503 page, not a stack trace", async ({ page }) => {
  await setFaults({ down: true });
  // A location never loaded before, so no cached copy can stand in for the PMS.
  const response = await page.goto(`/hotel/${900000 + Math.floor(Math.random() * 99999)}?lang=en`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The hotel's booking system is not answering");
  await expect(page.locator("body")).not.toContainText(/at .*\.js:\d+|Error:/);
  await resetMock();
});
