import { expect, test, type Page } from "@playwright/test";
import esSite from "../../app/locales/es/site";
import itSite from "../../app/locales/it/site";
import enSite from "../../app/locales/en/site";
import { failOnPageErrors } from "./support/page-errors";
import { demoStay } from "./support/journeys";
import { hotelSite, resetMock } from "./support/env";

// Issue 51, item 3 (decision 055): where a page shows the hotel's texts that exist only in another
// language (Carpathia wrote them in ro and en; an es or it guest reads the English), the page says so
// once, in the guest's language — the offers, the chosen offer with its details form, the rooms, the
// home — and a ro or en page says nothing. The offers' "Choose" buttons are named in the page's words
// with the hotel's names inside marked `lang="en"`, not an aria-label mixing both.

failOnPageErrors();

test.beforeAll(async () => {
  await resetMock();
});

const ORG = "carpathia-ro";
const NOTES = { es: esSite.site.hotelTextsOnlyIn, it: itSite.site.hotelTextsOnlyIn, en: enSite.site.hotelTextsOnlyIn } as const;
const ENGLISH = { es: "inglés", it: "inglese" } as const;

async function expectOneNote(page: Page, lang: "es" | "it") {
  const notes = page.locator("main [role=note]");
  await expect(notes).toHaveCount(1);
  await expect(notes).toHaveText(NOTES[lang].replace("{{languages}}", ENGLISH[lang]));
  await expect(notes).toBeVisible();
}

for (const lang of ["es", "it"] as const) {
  test(`${lang}: the offers, the chosen offer, the rooms and the home each say once that the hotel's texts are in English`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/reservation-new?o=${ORG}&lang=${lang}&${demoStay()}`);
    await expect(page.locator("article.solution").first()).toBeVisible();
    await expectOneNote(page, lang);

    // The "Choose" button: our words, the hotel's names inside with their own language.
    const choose = page.locator(".rate-plan__choose").first();
    const name = await choose.evaluate((button) => {
      const label = document.getElementById(button.getAttribute("aria-labelledby") ?? "");
      return {
        aria: button.getAttribute("aria-label"),
        marked: [...(label?.querySelectorAll("[lang]") ?? [])].map((span) => [span.textContent, span.getAttribute("lang")]),
      };
    });
    expect(name.aria).toBeNull();
    expect(name.marked.length).toBeGreaterThanOrEqual(2);
    for (const [, spanLang] of name.marked) expect(spanLang).toBe("en");
    await expect(choose).toHaveAccessibleName(new RegExp(`^${lang === "es" ? "Elegir" : "Scelga"} \\S.* (para|per) 1 × \\S`));

    await choose.click();
    await expect(page).toHaveURL(/rate_plan_id=/);
    await expect(page.locator(".chosen-offer")).toBeVisible();
    await expectOneNote(page, lang);

    await page.goto(`${hotelSite(ORG)}/rooms?lang=${lang}`);
    await expectOneNote(page, lang);
    await page.goto(`${hotelSite(ORG)}/?lang=${lang}`);
    await expectOneNote(page, lang);
  });
}

for (const lang of ["es", "it"] as const) {
  test(`${lang}: the gallery, a photo's own page and the about page say it once too`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/gallery", "/gallery/photos?photo=2", "/about"]) {
      await page.goto(`${hotelSite(ORG)}${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
      await expectOneNote(page, lang);
    }
  });
}

test("en and ro pages, where every hotel text is in the page's language, say nothing of it", async ({ page }) => {
  for (const lang of ["en", "ro"]) {
    await page.goto(`/reservation-new?o=${ORG}&lang=${lang}&${demoStay()}`);
    await expect(page.locator("article.solution").first()).toBeVisible();
    await expect(page.locator("main [role=note]")).toHaveCount(0);
    for (const path of ["/rooms", "/gallery", "/gallery/photos?photo=2", "/about"]) {
      await page.goto(`${hotelSite(ORG)}${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
      await expect(page.locator("main [role=note]"), path).toHaveCount(0);
    }
  }
  expect(NOTES.en).toContain("{{languages}}");
});
