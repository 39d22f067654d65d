import { expect, test } from "@playwright/test";
import en from "../../app/locales/en/booking";
import { mockSessionTokens, resetMock } from "./support/env";

// Signing in and out from the top bar, with JavaScript on and off.

test.beforeEach(async () => {
  await resetMock();
});

test("a guest signs in from the top bar, comes back to the page, and signs out", async ({ page, context }) => {
  await page.goto("/rooms?o=carpathia-ro&lang=en");
  await page.getByRole("link", { name: en.account.signInTitle }).click();
  await expect(page).toHaveURL(/\/login\?/);

  await page.getByLabel(en.account.email).fill("guest@example.com");
  await page.getByLabel(en.account.password).fill("not-the-password");
  await page.getByRole("button", { name: en.account.submit }).click();
  await expect(page.getByRole("alert").filter({ hasText: en.account.invalid })).toBeVisible();
  await expect(page.getByLabel(en.account.email)).toHaveValue("guest@example.com");
  const before = (await context.cookies()).find((cookie) => cookie.name === "__session")?.value ?? null;

  await page.getByLabel(en.account.password).fill("guest-pass-1");
  await page.getByRole("button", { name: en.account.submit }).click();
  await expect(page).toHaveURL(/\/rooms\?/);
  await expect(page.locator(".top-bar__account")).toContainText("guest@example.com");
  await expect(page.getByText(en.account.signedIn)).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name === "__session");
  expect(session?.httpOnly).toBe(true);
  // Signing in gives the session a new id; the PMS's token is not in it.
  expect(session?.value).not.toBe(before);
  const tokens = await mockSessionTokens();
  for (const token of tokens) expect(session?.value ?? "").not.toContain(token);

  await page.getByRole("button", { name: en.account.signOut }).click();
  await expect(page.getByRole("link", { name: en.account.signInTitle })).toBeVisible();
  await expect(page.locator(".top-bar__account")).not.toContainText("guest@example.com");
});
