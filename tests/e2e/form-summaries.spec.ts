/**
 * Forms that leave nobody guessing (issue 38, item 4; GOV.UK's error summary): the long check-in
 * form, sent with its fields empty on a phone, opens with a summary of every problem, in the order
 * of the fields, each naming its field and leading to it; with JavaScript the summary has the focus.
 */
import { expect, test, type Page } from "@playwright/test";
import es from "../../app/locales/es/booking";
import it_ from "../../app/locales/it/booking";
import { resetMock } from "./support/env";

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
