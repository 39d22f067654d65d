import { expect, test } from "@playwright/test";
import { failOnPageErrors } from "./support/page-errors";
import { hotelSite, resetMock } from "./support/env";

// Issue 51, item 4 (decision 055): the consumer-dispute badge is the organisation's country's — Seaside
// Inn is a Bulgarian company (KZP), Carpathia a Romanian one (ANPC) — named in the page's language,
// and nothing links the EU's online dispute resolution platform, closed on 20 July 2025.

failOnPageErrors();

test.beforeAll(async () => {
  await resetMock();
});

const CASES = [
  { slug: "carpathia-ro", body: "ANPC", href: "https://anpc.ro/ce-este-sal/", lang: "es", adr: "Resolución alternativa de litigios" },
  { slug: "carpathia-ro", body: "ANPC", href: "https://anpc.ro/ce-este-sal/", lang: "it", adr: "Risoluzione alternativa delle controversie" },
  { slug: "carpathia-ro", body: "ANPC", href: "https://anpc.ro/ce-este-sal/", lang: "ro", adr: "Soluționarea alternativă a litigiilor" },
  { slug: "seaside", body: "KZP", href: "https://kzp.bg/", lang: "en", adr: "Alternative dispute resolution" },
  { slug: "seaside", body: "KZP", href: "https://kzp.bg/", lang: "es", adr: "Resolución alternativa de litigios" },
] as const;

for (const { slug, body, href, lang, adr } of CASES) {
  test(`${slug} in ${lang}: the ${body} badge, in ${lang}, and no link to the closed ODR platform`, async ({ page }) => {
    await page.goto(`${hotelSite(slug)}/?lang=${lang}`);
    const footer = page.locator("footer");
    const badges = footer.locator(".consumer-logos a");
    await expect(badges).toHaveCount(1);
    await expect(badges).toHaveAttribute("href", href);
    await expect(badges).toContainText(body);
    await expect(badges).toContainText(adr);
    await expect(badges).toBeVisible();
    await expect(page.locator('a[href*="ec.europa.eu/consumers/odr"]')).toHaveCount(0);
    await expect(footer).not.toContainText("SOL");
    if (slug === "seaside") await expect(footer).not.toContainText("ANPC");
    if (lang !== "ro") await expect(footer).not.toContainText("Soluționarea");
  });
}
