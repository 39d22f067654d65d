/**
 * One date per instalment, in a real Chromium with JavaScript on and off (issue 35 item 2, issue 38
 * item 3, docs/decisions/044): a bank-transfer stay booked three days ahead (its balance falls due
 * with the deposit, today) and the same stay cancelled. The page's instalments, its next payment
 * and the proforma its own link opens give the same dates; the page promises only what it holds;
 * a cancelled instalment keeps its date and offers no proforma.
 */
import { expect, test, type Page } from "@playwright/test";
import en from "../../app/locales/en/booking";
import ro from "../../app/locales/ro/booking";
import roDocuments from "../../app/locales/ro/documents";
import { formatDay } from "../../app/site/dates";
import { inDays, resetMock, setLeadTimes } from "./support/env";
import { fillDetailsAndBook } from "./support/journeys";

const TEXTS = { en, ro } as const;
type Lang = keyof typeof TEXTS;

test.beforeEach(async () => {
  await resetMock();
  // A bank transfer 72 hours before the check-in day ends: three days ahead is the earliest it allows.
  await setLeadTimes({ bank: 72 });
});

const dotted = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** Books the flexible plan (30 % on booking, 70 % seven days before arrival) by bank transfer, arriving in three days: the earliest a transfer allows. */
async function bookSameDayStay(page: Page, lang: Lang, email: string) {
  const details = new URLSearchParams({
    o: "carpathia-ro",
    lang,
    day_from: inDays(3),
    day_to: inDays(5),
    adults: "2",
    children: "0",
    rooms: "1",
    room_types: "1011:1",
    rate_plan_id: "11",
    meal_id: "1",
  });
  await page.goto(`/reservation-new?${details}#details`);
  // The details step: both parts "on booking".
  const terms = TEXTS[lang].booking.terms.booking.replace(/\{\{percent\}\}.*\{\{amount\}\}\)/, "");
  await expect(page.locator(".offer__details li").filter({ hasText: terms })).toHaveCount(2);
  await fillDetailsAndBook(page, { first: "Ana", last: "Azi", phone: "+40 722 000 444", email });
  await expect(page).toHaveURL(/\/reservations\/\d+/);
}

/** The instalment lines' amounts as the page writes them ("1,092.00" in en, "1.092,00" in ro) and as the proforma does ("1092.00"). */
const amountsOf = async (page: Page) =>
  (await page.locator(".reservation-instalments li").allInnerTexts()).map((line) => {
    const written = /\(([\d.,]+)\s?RON\)/.exec(line)?.[1] ?? "";
    return { written, plain: written.replace(/[.,](?=\d{3}\b)/g, "").replace(",", ".") };
  });

/** The proforma behind the page's own link, as the mock issued it: its rows' dates and amounts. */
async function proformaRows(page: Page, href: string) {
  const answer = await page.goto(href);
  expect(answer?.status()).toBe(200);
  const rows = await page.locator("tr").allInnerTexts();
  return rows
    .map((row) => row.split("\t").map((cell) => cell.trim()))
    .filter((cells) => /^\d\d\.\d\d\.\d{4}$/.test(cells[0] ?? ""))
    .map(([date, , amount]) => ({ date, amount: amount!.replace(/\s*[A-Z]{3}$/, "") }));
}

for (const lang of ["en", "ro"] as const) {
  test(`a same-day stay (bank transfer, three days ahead), ${lang}: the page and its proforma give the same dates, both due today`, async ({ page }) => {
    const texts = TEXTS[lang].reservation;
    await bookSameDayStay(page, lang, `azi.${lang}@example.com`);
    const here = page.url();
    const today = formatDay(inDays(0), lang);
    const lines = page.locator(".reservation-instalments li");
    await expect(lines).toHaveCount(2);
    for (const line of await lines.all()) {
      await expect(line).toContainText(`${TEXTS[lang].booking.terms.booking.replace(/\{\{percent\}\}.*\{\{amount\}\}\)/, "").trim()}, ${today}`);
      await expect(line).toContainText(texts.unpaid);
    }
    const [deposit, balance] = await amountsOf(page);
    // The next payment is both, due today; the release is the reservation's own deadline, not their date.
    const next = page.getByTestId("next-payment");
    await expect(next).toHaveAttribute("data-due-date", inDays(0));
    await expect(next).toContainText(`(${today})`);
    await expect(next).toContainText(`${deposit!.written} RON + ${balance!.written} RON`);
    await expect(page.getByTestId("release-note")).toBeVisible();
    // Only what the page offers: no check-in yet, and when it opens.
    await expect(page.getByTestId("can-here")).not.toContainText(texts.can.checkIn);
    await expect(page.getByTestId("can-here")).toContainText(texts.can.pay);
    await expect(page.getByTestId("check-in-later")).toHaveText(texts.checkInLater);
    await expect(page.getByRole("link", { name: /check-in|check in/i })).toHaveCount(0);

    const href = (await lines.first().getByRole("link", { name: texts.proforma }).getAttribute("href"))!;
    expect(await proformaRows(page, href)).toEqual([
      { date: dotted(inDays(0)), amount: deposit!.plain },
      { date: dotted(inDays(0)), amount: balance!.plain },
    ]);
    // Back later (no welcome): the check-in note stays where the link will be.
    await page.goto(here.replace(/#.*$/, ""));
    await expect(page.getByTestId("check-in-later")).toHaveText(texts.checkInLater);
  });
}

test("the same stay cancelled, in Romanian: each instalment keeps its date, reads not charged and offers no proforma", async ({ page }) => {
  const texts = ro.reservation;
  await bookSameDayStay(page, "ro", "azi.cancel@example.com");
  const href = (await page.locator(".reservation-instalments li").first().getByRole("link", { name: texts.proforma }).getAttribute("href"))!;
  const before = await page.locator(".reservation-instalments li").allInnerTexts();
  await page.getByRole("link", { name: texts.cancel }).click();
  await page.getByRole("button", { name: texts.cancelConfirm }).click();
  await expect(page.locator("[data-status]")).toHaveText(texts.statuses.Canceled);

  const lines = page.locator(".reservation-instalments li");
  await expect(lines).toHaveCount(2);
  const after = await lines.allInnerTexts();
  const today = formatDay(inDays(0), "ro");
  for (const [index, line] of after.entries()) {
    // The same words and date as before cancelling; only the state changed.
    expect(line).toContain(today);
    expect(line.split(" · ")[0]).toBe(before[index]!.split(" · ")[0]);
    expect(line).toContain(texts.money.notCharged);
  }
  await expect(lines.getByRole("link")).toHaveCount(0);
  await expect(page.getByTestId("next-payment")).toHaveCount(0);
  await expect(page.getByTestId("check-in-later")).toHaveCount(0);
  // Its proforma's address no longer serves it: the page says why, with the way back.
  const withdrawn = await page.goto(href);
  expect(withdrawn?.status()).toBe(410);
  await expect(page.locator("h1")).toHaveText(roDocuments.documents.proformaWithdrawnTitle);
});
