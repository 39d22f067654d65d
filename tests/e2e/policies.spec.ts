import { expect, test, type Page } from "@playwright/test";
import { E2E_BASE_URL, hotelSite, resetMock } from "./support/env";
import { CHECKS, LIMITS } from "../../app/site/accessibility";

// The policy pages and /support of the demo hotel, in Romanian (its default) and English, with
// JavaScript on (chromium-js) and off (chromium-nojs). Inactive policies and `url` redirects are
// unit-tested (app/site/policies.server.test.ts): the seed has every policy active, without url.

test.beforeEach(async () => {
  await resetMock();
});

const POLICIES = [
  { path: "/terms", kind: "terms", ro: "Termeni și condiții", en: "Terms and conditions", enText: "A booking is final once the hotel confirms it" },
  { path: "/policies", kind: "policies", ro: "Politica hotelului", en: "Hotel policy", enText: "Quiet hours are from 22:00 to 08:00" },
  {
    path: "/order-policies",
    kind: "order",
    ro: "Plata și comanda",
    en: "Payment and ordering",
    enText: "Reservations not paid on time are cancelled automatically",
  },
  {
    path: "/cancel-policies",
    kind: "cancel",
    ro: "Politica de anulare",
    en: "Cancellation policy",
    enText: "The non-refundable rate cannot be cancelled free of charge",
  },
  { path: "/gdpr-policies", kind: "gdpr", ro: "Protecția datelor personale", en: "Personal data protection", enText: "dpo@carpathia.example" },
] as const;

/** Every script the page asks for comes from the site itself: no tracker before consent. */
async function expectNoThirdPartyScripts(page: Page) {
  const sources = await page.locator("script[src]").evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  const foreign = sources.filter((src) => new URL(src).origin !== new URL(E2E_BASE_URL).origin);
  expect(foreign, "third-party scripts on the page").toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"], script[src*="google-analytics"], script[src*="facebook"]')).toHaveCount(0);
}

for (const policy of POLICIES) {
  test(`${policy.path} shows the hotel's ${policy.kind} policy in Romanian`, async ({ page }) => {
    const response = await page.goto(`${policy.path}?o=carpathia-ro`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ro");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.ro);
    await expect(page).toHaveTitle(`${policy.ro} · Hotel Carpathia`);
    await expect(page.locator("main p").first()).not.toBeEmpty();
    await expectNoThirdPartyScripts(page);
  });

  test(`${policy.path} shows the hotel's ${policy.kind} policy in English`, async ({ page }) => {
    const response = await page.goto(`${policy.path}?o=carpathia-ro&lang=en`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.en);
    await expect(page).toHaveTitle(`${policy.en} · Hotel Carpathia`);
    await expect(page.locator("main")).toContainText(policy.enText);
  });
}

test("a policy the hotel did not translate shows its English text, marked English, under our own title", async ({ page }) => {
  // Seaside Inn writes its policies in English only (decision 025: never a dash while a language has the text).
  const response = await page.goto("/terms?o=seaside&lang=ro");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termeni și condiții");
  await expect(page.locator(".policy-page__text p")).toHaveText([
    "Your booking is confirmed once you receive our confirmation e-mail. Prices are in euro and include VAT. Check-in is from 15:00 and check-out until 11:00. Please bring a valid ID or passport for every adult guest.",
  ]);
  await expect(page.locator(".policy-page__text")).toHaveAttribute("lang", "en");
  await expect(page.locator("main")).not.toContainText("—");
  // And the page says so, in the guest's language (issue 38, item 2).
  await expect(page.getByRole("note")).toHaveText("Hotelul a scris acest text doar în engleză: îl arătăm așa cum l-a scris.");
});

test("in Spanish and Italian the hotel's English-only terms say they are English; in its own languages nothing is said", async ({ page }) => {
  // Carpathia writes its policies in Romanian and English.
  const said = {
    es: "El hotel ha redactado este texto solo en inglés: se muestra tal como lo escribió.",
    it: "L'hotel ha scritto questo testo solo in inglese: lo mostriamo così come l'ha scritto.",
    en: null,
    ro: null,
  } as const;
  for (const [language, note] of Object.entries(said)) {
    await page.goto(`/cancel-policies?o=carpathia-ro&lang=${language}`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    if (note) {
      await expect(page.getByRole("note")).toHaveText(note);
      await expect(page.locator(".policy-page__text")).toHaveAttribute("lang", "en");
    } else {
      await expect(page.getByRole("note")).toHaveCount(0);
      await expect(page.locator(".policy-page__text")).not.toHaveAttribute("lang", /./);
    }
  }
});

test("the policy text is shown as text, paragraph by paragraph, never as the hotel's HTML", async ({ page }) => {
  await page.goto("/policies?o=seaside&lang=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("House rules");
  await expect(page.locator("main")).toContainText("The inn is non-smoking.");
});

test("a policy page of an unknown hotel answers 404", async ({ page }) => {
  const response = await page.goto("/terms?o=no-such-hotel&lang=en");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

for (const language of ["ro", "en"] as const) {
  test(`/support in ${language}: e-mail, phone, messaging hint, screen sharing, terms and privacy`, async ({ page }) => {
    const query = language === "en" ? "?o=carpathia-ro&lang=en" : "?o=carpathia-ro";
    const response = await page.goto(`/support${query}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const title = language === "en" ? "Support" : "Asistență";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · Hotel Carpathia`);

    await expect(page.getByTestId("support-email")).toHaveAttribute("href", /^mailto:[^@\s]+@carpathia\.example$/);
    await expect(page.getByTestId("support-phone")).toHaveAttribute("href", /^tel:\+40\d{9}$/);
    const phone = (await page.getByTestId("support-phone").textContent())!.trim();
    await expect(page.getByTestId("support-messaging")).toContainText(phone);
    await expect(page.getByTestId("support-messaging")).toContainText(language === "en" ? "call or message us" : "ne puteți scrie");

    const share = page.getByTestId("support-screen-share");
    await expect(share).toHaveAttribute("href", "https://meet.jit.si/carpathia-ro-support");
    await expect(share).toHaveAttribute("rel", /noopener/);
    await expect(share).toHaveAttribute("target", "_blank");

    const main = page.locator("main");
    const terms = main.getByRole("link", { name: language === "en" ? "Terms and conditions" : "Termeni și condiții" });
    // A language asked for by link stays with the guest's next pages.
    const lang = language === "en" ? "&lang=en" : "";
    await expect(terms).toHaveAttribute("href", `/terms?o=carpathia-ro${lang}`);
    const privacy = main.getByRole("link", { name: language === "en" ? "Personal data protection" : "Protecția datelor personale" });
    await expect(privacy).toHaveAttribute("href", `/gdpr-policies?o=carpathia-ro${lang}`);
    await expectNoThirdPartyScripts(page);
  });
}

test("from /support the terms link keeps the hotel", async ({ page }) => {
  await page.goto("/support?o=carpathia-ro");
  await page.locator("main").getByRole("link", { name: "Termeni și condiții" }).click();
  await expect(page).toHaveURL(/\/terms\?o=carpathia-ro$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termeni și condiții");
});

test("no analytics question and no tracker for a hotel without tracker ids", async ({ page }) => {
  await page.goto(`${hotelSite("carpathia-ro")}/?lang=en`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("analytics-consent")).toHaveCount(0);
  await expectNoThirdPartyScripts(page);
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the legacy-link script needs JavaScript");

  test("a legacy hash link is turned into the real path, keeping its query and the hotel", async ({ page }) => {
    // `/?o=` answers a redirect to the booking page (docs/decisions/015); the browser keeps the fragment.
    await page.goto("/?o=carpathia-ro#/terms?lang=en");
    // The inline script is in the head (a missing one fails here, it is not skipped).
    const mounted = await page.evaluate(() =>
      [...document.querySelectorAll("head script:not([src])")].some((s) => s.textContent?.includes("location.replace")),
    );
    expect(mounted).toBe(true);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/terms?lang=en&o=carpathia-ro`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
  });

  test("an ordinary anchor is left alone", async ({ page }) => {
    await page.goto("/support?o=carpathia-ro#main");
    await expect(page).toHaveURL(`${E2E_BASE_URL}/support?o=carpathia-ro#main`);
  });
});

test("the accessibility statement, linked from every footer, in the four languages, with the hotel's contacts for a barrier", async ({ page }) => {
  const titles = {
    en: "Accessibility statement",
    ro: "Declarație de accesibilitate",
    es: "Declaración de accesibilidad",
    it: "Dichiarazione di accessibilità",
  };
  const links = { en: "Accessibility", ro: "Accesibilitate", es: "Accesibilidad", it: "Accessibilità" };
  for (const [language, title] of Object.entries(titles) as Array<[keyof typeof titles, string]>) {
    await page.goto(`/hotel/101/rooms?o=carpathia-ro&lang=${language}`);
    await page.getByRole("contentinfo").getByRole("link", { name: links[language], exact: true }).click();
    await expect(page).toHaveURL(/\/accessibility\?/);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("main")).toContainText("WCAG 2.2");
    await expect(page.getByRole("main").getByRole("link", { name: "brasov@carpathia.example" })).toHaveAttribute("href", "mailto:brasov@carpathia.example");
    // The checks and the known limits as the statement lists them (app/site/accessibility.ts), and the two ways to report a barrier.
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(CHECKS.length + LIMITS.length + 2);
  }
});
