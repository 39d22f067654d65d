// The front desk's e2e helpers: a staff sign-in, a staff page in a language, a photograph to look at.
import { expect, test, type Page } from "@playwright/test";
import booking from "../../../app/locales/en/booking";

/** Signs in as the demo staff member through the sign-in form, landing on `redirectTo`. */
export async function signInAsStaff(page: Page, redirectTo: string): Promise<void> {
  await page.goto(`/login?lang=en&redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel(booking.account.email).fill("staff@example.com");
  await page.getByLabel(booking.account.password).fill("staff-pass-1");
  await page.getByRole("button", { name: booking.account.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A page in a language: chosen as a staff member does (the choice kept beats `lang`, decision 036). */
export async function openIn(page: Page, lang: "en" | "ro" | "es" | "it", path: string): Promise<void> {
  await page.goto(`/language/${lang}?to=${encodeURIComponent(path)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** The page as it is now, at a width, under a name saying what and how (into SHOTS_DIR when set, else the test's output folder). */
export async function photograph(page: Page, name: string, width: number, javaScriptEnabled: boolean): Promise<void> {
  await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
  const file = `${name}-${width}-${javaScriptEnabled ? "js" : "nojs"}.png`;
  await page.screenshot({ path: process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${file}` : test.info().outputPath(file), fullPage: true });
}
