import { expect, test } from "@playwright/test";
import { mockSessionTokens, resetMock } from "./support/env";

// Smoke test of the home page, run with JavaScript on (chromium-js) and off (chromium-nojs).

test.beforeEach(async () => {
  await resetMock();
});

test("home page of an organisation renders in its default language (ro)", async ({ page }) => {
  const response = await page.goto("/?o=carpathia-ro");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
  await expect(page.getByText("Hotel Carpathia").first()).toBeVisible();
  await expect(page.getByText("Carpathia Brașov").first()).toBeVisible();
});

test("lang=en switches the page to English", async ({ page }) => {
  const response = await page.goto("/?o=carpathia-ro&lang=en");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Hotel Carpathia").first()).toBeVisible();
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

test("the session cookie, when set, is HttpOnly and holds no upstream session token", async ({ page, context }) => {
  const response = await page.goto("/?o=carpathia-ro");
  expect(response?.status()).toBe(200);

  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === "__session");
  if (!session) return;

  expect(session.httpOnly).toBe(true);
  expect(session.sameSite).toBe("Lax");
  const tokens = await mockSessionTokens();
  const raw = decodeURIComponent(session.value);
  for (const token of tokens) {
    expect(raw, "session cookie leaks an upstream session token").not.toContain(token);
  }
});
