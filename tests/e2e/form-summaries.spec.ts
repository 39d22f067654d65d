/**
 * Forms that leave nobody guessing (issue 38, item 4; GOV.UK's error summary): the long check-in
 * form, sent with its fields empty on a phone, opens with a summary of every problem, in the order
 * of the fields, each naming its field and leading to it; with JavaScript the summary has the focus.
 */
import { expect, test, type Page } from "@playwright/test";
import es from "../../app/locales/es/booking";
import it_ from "../../app/locales/it/booking";
import { resetMock } from "./support/env";
import { chooseButtons, demoStay } from "./support/journeys";

test.beforeEach(async () => {
  await resetMock();
});

/** Each summary link: its text, and the label of the element it leads to, and where that is in the page. */
async function summaryLinks(page: Page) {
  return page.locator(".error-summary a").evaluateAll((links) =>
    links.map((link) => {
      const target = document.getElementById(decodeURIComponent(link.getAttribute("href")!.slice(1)));
      const label = target
        ? (document.querySelector(`label[for="${target.id}"]`)?.textContent ?? target.closest("fieldset")?.querySelector("legend")?.textContent ?? "")
        : null;
      const order = target ? [...document.querySelectorAll("input, select, textarea")].indexOf(target) : -1;
      return { text: link.textContent ?? "", label, order };
    }),
  );
}

for (const [language, texts] of [
  ["es", es],
  ["it", it_],
] as const) {
  test(`check-in sent empty at 390 px (${language}): a summary first, in field order, each naming its field`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/reservation-search?res=100001&email=ana.popescu%40example.com&o=carpathia-ro&lang=${language}`);
    await page.goto(`/reservation/100001?o=carpathia-ro&lang=${language}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.checkin.title);
    const form = page.locator("form.checkin-form");
    for (const input of await form.locator('input[type="text"], input[type="date"]').all()) await input.fill("");
    for (const select of await form.locator("select").all()) await select.selectOption("");
    await page.getByRole("button", { name: texts.checkin.save }).click();

    const summary = page.locator(".error-summary");
    await expect(summary).toBeVisible();
    // The summary comes before the first field.
    const [summaryTop, firstField] = await Promise.all([summary.boundingBox(), form.locator("input:not([type=hidden]), select").first().boundingBox()]);
    expect(summaryTop!.y).toBeLessThan(firstField!.y);
    if (!testInfo.project.name.endsWith("nojs")) await expect(summary).toBeFocused();

    const links = await summaryLinks(page);
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const link of links) {
      expect(link.label, `${link.text} leads to a field`).not.toBeNull();
      expect(link.text.startsWith(`${link.label!.trim()}: `), `"${link.text}" names "${link.label}"`).toBe(true);
    }
    const orders = links.map((link) => link.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    // The first link takes the guest to the first field with a problem.
    await summary.locator("a").first().click();
    await expect(page.locator(`#${(await summary.locator("a").first().getAttribute("href"))!.slice(1)}`)).toBeFocused();
  });
}

// Issue 51, item 7: "Continue" with no payment method chosen. The button stays enabled (a disabled
// button says nothing of why; GOV.UK's advice): the click answers with what to do, in the guest's
// language, leading to the choice, and nothing typed is lost, with JavaScript and without.
test("booking details with no payment method chosen (it): the summary asks for one and leads to it, nothing typed lost", async ({ page }) => {
  await page.goto(`/reservation-new?o=carpathia-ro&lang=it&${demoStay()}`);
  await chooseButtons(page).first().click();
  await expect(page).toHaveURL(/rate_plan_id=/);
  // With JavaScript the address changes before the details form is drawn: wait for the form.
  await expect(page.locator('input[name="first_name"]')).toBeVisible();
  const options = page.locator('input[name="payment_method"]:not([disabled])');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(1);
  for (const option of await options.all()) await expect(option).not.toBeChecked();
  await page.locator('input[name="first_name"]').fill("Giulia");
  await page.locator('input[name="last_name"]').fill("D’Annunzio");
  await page.locator('input[name="phone"]').fill("+39 333 123 4567");
  await page.locator('input[name="email"]').fill("giulia@example.com");
  await page.locator('input[name="terms"]').check();
  const continueButton = page.locator('button[name="intent"][value="book"]');
  await expect(continueButton).toBeEnabled();
  await continueButton.click();

  const summary = page.locator(".error-summary");
  await expect(summary).toBeVisible();
  await expect(summary.locator("a")).toHaveText([it_.booking.errors.paymentMethod]);
  expect(await summary.locator("a").getAttribute("href")).toBe(`#${await options.first().getAttribute("id")}`);
  await expect(page).not.toHaveURL(/\/reservations\//);
  await expect(page.locator('input[name="first_name"]')).toHaveValue("Giulia");
  await expect(page.locator('input[name="last_name"]')).toHaveValue("D’Annunzio");
  await expect(page.locator('input[name="email"]')).toHaveValue("giulia@example.com");
});
