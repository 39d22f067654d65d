/**
 * Booking inside the hotel's own website (docs/decisions/016), in a real Chromium: a page
 * this test serves on a second origin, `http://127.0.0.1:PORT`, named in the mock as the
 * organisation's `client_domain`, mounts `/embed.js`, and the guest's whole journey runs in the
 * frame on `http://carpathia-ro.localhost:…` — another site, so the browser partitions the frame's
 * cookies and, as this Chromium does by default (like Safari, Firefox's strict mode and Chrome
 * with third-party cookies off), refuses it any unpartitioned cookie and its storage.
 *
 * Its own server: the organisation's domains are set on the mock before the site first reads it.
 */
import { expect, test, type Frame, type FrameLocator, type Page } from "@playwright/test";
import en from "../../app/locales/en/index";
import { inDays } from "./support/env";
import { chooseButtons, fillDetailsAndBook } from "./support/journeys";
import { failOnPageErrors } from "./support/page-errors";
import { startHotelPage, type HotelPage } from "./support/hotel-page";
import { startOwnServer, type OwnServer } from "./support/own-server";

const OFFSET = 86;
const SEARCH = { day_from: inDays(12), day_to: inDays(15), adults: "2" };

let server: OwnServer;
let hotel: HotelPage;
let SITE = "";

test.beforeAll(async () => {
  // WARM_UP off: the server's own first request would read the organisation before its domain is
  // set on the mock below, and the site keeps what it read.
  server = await startOwnServer(OFFSET, { WARM_UP: "off" });
  SITE = `http://carpathia-ro.localhost:${new URL(server.base).port}`;
  hotel = await startHotelPage({ site: SITE, organisation: "carpathia-ro", lang: "en", search: SEARCH });
  // The organisation's admin names the hotel's page as its own domain (a mock control; the seed stays).
  const response = await fetch(`${server.mock}/__mock/locations/101`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_domain: hotel.domain }),
  });
  expect(response.ok).toBe(true);
});

test.afterAll(async () => {
  await hotel?.close();
  await server?.stop();
});

const bookingFrame = (page: Page): FrameLocator => page.frameLocator("iframe[data-hotel-booking]");
/** An offer's own GET form (it carries rate_plan_id), as in support/journeys.ts, inside the frame. */

/** The booking page in the frame has hydrated (its search form's calendar is a JavaScript enhancement): a click is not lost. */
const hydrated = (frame: FrameLocator) => expect(frame.locator(".booking-search__calendar button")).toBeAttached();

/** The frame's document, once it shows a page of the site. */
async function frameOf(page: Page): Promise<Frame> {
  const handle = await page.locator("iframe[data-hotel-booking]").elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error("no booking frame");
  return frame;
}

/** The frame is as tall as the page in it (what /embed.js set from the frame's messages). */
async function expectSizedToItsPage(page: Page) {
  await expect
    .poll(
      async () => {
        const frame = await frameOf(page);
        const content = await frame.evaluate(() => Math.ceil(document.querySelector("[data-embedded]")!.getBoundingClientRect().height));
        const height = await page.locator("iframe[data-hotel-booking]").evaluate((element) => element.getBoundingClientRect().height);
        return Math.abs(height - content) <= 1 && height !== 640 ? height : `frame ${height}px, page ${content}px`;
      },
      { message: "the frame is resized to its page" },
    )
    .toEqual(expect.any(Number));
  return page.locator("iframe[data-hotel-booking]").evaluate((element) => element.getBoundingClientRect().height);
}

/** Every link to a page and every form of the frame's page that stays on the site keeps `embed` (a photo is no page). */
async function expectEmbedKept(frame: Frame, embed: "site" | "portal") {
  const leaks = await frame.evaluate((embed) => {
    const here = location.origin;
    const problems: string[] = [];
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"))) {
      const url = new URL(link.href, location.href);
      const onlyFragment = link.getAttribute("href")!.startsWith("#") || link.getAttribute("href") === "";
      const photo = url.pathname.startsWith("/media-proxy/");
      if (url.origin === here && !onlyFragment && !photo && url.searchParams.get("embed") !== embed) problems.push(`link ${link.getAttribute("href")}`);
    }
    for (const form of Array.from(document.forms)) {
      const action = new URL(form.getAttribute("action") ?? location.href, location.href);
      if (action.origin !== here) continue;
      const kept =
        form.method.toLowerCase() === "get" ? (form.elements.namedItem("embed") as HTMLInputElement | null)?.value : action.searchParams.get("embed");
      if (kept !== embed) problems.push(`form ${form.method} ${form.getAttribute("action")}`);
    }
    return problems;
  }, embed);
  expect(leaks).toEqual([]);
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "/embed.js is a script: without it the hotel's page shows its plain link (test below)");
  failOnPageErrors();

  test("the hotel's page mounts the booking frame; a guest books a room inside it and lands on the reservation page there, the frame sized to each page", async ({
    page,
    context,
  }) => {
    await page.goto(`${hotel.origin}/`);
    const frame = bookingFrame(page);
    await expect(frame.getByRole("heading", { name: en.booking.results.heading })).toBeVisible();

    // Two sites: the hotel's page and the booking frame in it.
    expect(await page.evaluate(() => location.origin)).toBe(hotel.origin);
    const inside = await frameOf(page);
    expect(new URL(inside.url()).origin).toBe(SITE);
    expect(await inside.evaluate(() => Array.from(location.ancestorOrigins))).toEqual([hotel.origin]);
    // The search fields of the script tag, the language and embed, and the frame sized to the results.
    expect(Object.fromEntries(new URL(inside.url()).searchParams)).toMatchObject({ ...SEARCH, lang: "en", embed: "site" });
    const resultsHeight = await expectSizedToItsPage(page);
    expect(resultsHeight).toBeGreaterThan(640);
    await expectEmbedKept(inside, "site");

    await hydrated(frame);
    await chooseButtons(frame).first().click();
    await expect(frame.locator('input[name="first_name"]')).toBeVisible();
    // The booking form's key is in the session: its cookie, set for a frame, in the hotel site's jar.
    const session = (await context.cookies(SITE)).find((cookie) => cookie.name === "__session");
    expect(session).toMatchObject({ sameSite: "None", secure: true, httpOnly: true, partitionKey: "http://127.0.0.1" });
    await expectEmbedKept(await frameOf(page), "site");

    await fillDetailsAndBook(frame, { first: "Ana", last: "Rama", phone: "+40 722 000 444", email: "ana.rama@example.org" });

    // The reservation page, inside the frame: shown because the look-up grant came back with the cookie.
    await expect(frame.getByRole("heading", { name: en.reservation.booked })).toBeVisible();
    const booked = await frameOf(page);
    expect(new URL(booked.url()).pathname).toMatch(/^\/reservations\/\d+$/);
    expect(new URL(booked.url()).searchParams.get("embed")).toBe("site");
    expect(page.url()).toBe(`${hotel.origin}/`);
    await expect(frame.getByText("ana.rama@example.org")).toBeVisible();
    const reservationHeight = await expectSizedToItsPage(page);
    expect(reservationHeight).not.toBe(resultsHeight);
    await expectEmbedKept(booked, "site");

    // The grant lives in the hotel page's partition only: the same page opened on its own asks for the e-mail.
    const alone = await context.newPage();
    const answer = await alone.goto(booked.url());
    expect(answer?.status()).toBe(404);
    await expect(alone.getByRole("heading", { name: en.reservation.lookupHeading })).toBeVisible();
    await alone.close();
  });

  test("a registered guest signs in inside the frame on the way, and books signed in", async ({ page, context }) => {
    await page.goto(`${hotel.origin}/`);
    const frame = bookingFrame(page);
    await hydrated(frame);
    await chooseButtons(frame).first().click();
    await fillDetailsAndBook(frame, { first: "Gigi", last: "Guest", phone: "+40 722 000 555", email: "guest@example.com" });
    await expect(frame.getByText(en.booking.details.alreadyRegistered.replace("{{email}}", "guest@example.com"))).toBeVisible();
    await frame.getByLabel(en.booking.details.password, { exact: true }).fill("guest-pass-1");
    await frame.getByRole("button", { name: en.booking.details.signIn, exact: true }).click();

    await expect(frame.getByText(en.booking.details.signedInAs.replace("{{email}}", "guest@example.com"))).toBeVisible();
    await expect(frame.getByLabel(en.booking.details.firstName, { exact: true })).toHaveValue("Gigi");
    expect(new URL((await frameOf(page)).url()).searchParams.get("embed")).toBe("site");
    // Signing in gave the session a new id: set for the frame again.
    const session = (await context.cookies(SITE)).find((cookie) => cookie.name === "__session");
    expect(session).toMatchObject({ sameSite: "None", secure: true, partitionKey: "http://127.0.0.1" });

    await frame.locator('input[name="payment_method"][value="bank"]').check();
    await frame.locator('input[name="terms"]').check();
    await frame.locator('button[name="intent"][value="book"]').click();
    await expect(frame.getByRole("heading", { name: en.reservation.booked })).toBeVisible();
    await expectSizedToItsPage(page);
  });

  test("the look-up inside the frame; the card provider's page opens at the top level, never in the frame, and comes back to the frame", async ({ page }) => {
    await page.goto(`${hotel.origin}/portal`);
    const frame = bookingFrame(page);
    await frame.locator('input[name="res"]').fill("100003");
    await frame.locator('input[name="email"]').fill("maria.ionescu@example.com");
    await frame.getByRole("button", { name: en.reservation.lookupSubmit }).click();
    await expect(frame.getByRole("heading", { name: en.reservation.title.replace("{{id}}", "100003") })).toBeVisible();
    expect(new URL((await frameOf(page)).url()).searchParams.get("embed")).toBe("portal");
    await expectSizedToItsPage(page);
    await expectEmbedKept(await frameOf(page), "portal");

    await frame.getByRole("button", { name: new RegExp(en.reservation.payNowByCard.replace("{{amount}}", ".+")) }).click();
    await expect(frame.locator("#card-payment")).toHaveAttribute("target", "_top");
    await frame.getByRole("button", { name: en.reservation.cardContinue }).click();

    // The provider's own page is the whole window: the hotel's page and its frame are gone.
    await expect(page.getByRole("heading", { name: "mobilPay sandbox" })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(server.mock);
    expect(page.frames()).toHaveLength(1);
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    // Back on the hotel's page, whose frame opens the reservation with how the payment went.
    await expect(frame.getByRole("status").filter({ hasText: en.reservation.cardThanks })).toBeVisible();
    expect(page.url()).toBe(`${hotel.origin}/portal`);
    const back = new URL((await frameOf(page)).url());
    expect(back.pathname).toBe("/reservations/100003");
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ embed: "portal", card: "done" });
  });

  test("/embed.js reads only its own frame's messages", async ({ page }) => {
    await page.goto(`${hotel.origin}/portal`);
    await expect(bookingFrame(page).locator('input[name="res"]')).toBeVisible();
    const height = await expectSizedToItsPage(page);
    // A message of the right shape from anyone but the frame (here the hotel's page itself) changes
    // nothing. Messages to a window arrive in order: once the marker is here, /embed.js has read it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener("message", (event) => event.data === "marker" && resolve());
          window.postMessage({ type: "hotel-booking:size", height: 7 }, "*");
          window.postMessage("marker", "*");
        }),
    );
    expect(await page.locator("iframe[data-hotel-booking]").evaluate((element) => element.getBoundingClientRect().height)).toBe(height);
  });
});

test("any other origin is refused as a framer, and a page not served for embedding by everyone", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the frame is mounted by /embed.js, a script");
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/frame-ancestors/.test(message.text())) refused.push(message.text());
  });

  // The very same hotel page under a name the organisation does not list.
  await page.goto(`${hotel.otherOrigin}/`);
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect(refused[0]).toContain(SITE);
  expect(refused[0]).toContain(`http://${hotel.domain}`);
  expect(refused[0]).not.toContain(hotel.otherOrigin);
  const frame = await frameOf(page);
  expect(await frame.locator("main").count()).toBe(0);
  expect(await page.locator("iframe[data-hotel-booking]").evaluate((element) => element.getBoundingClientRect().height)).toBe(640);

  // The organisation's own page cannot frame the site outside embed mode either.
  refused.length = 0;
  await page.goto(`${hotel.origin}/`);
  await page.evaluate((site) => {
    const plain = document.createElement("iframe");
    plain.id = "plain";
    plain.src = `${site}/rooms?lang=en`;
    document.body.append(plain);
  }, SITE);
  await expect.poll(() => refused.some((text) => text.includes(`"frame-ancestors 'self'"`))).toBe(true);
  expect(await (await (await page.locator("#plain").elementHandle())!.contentFrame())!.locator("main").count()).toBe(0);
});

test("without JavaScript the hotel's page links to the booking site itself", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "what a hotel page shows where scripts do not run");
  await page.goto(`${hotel.origin}/`);
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.locator("#book-without-js").click();
  await expect(page.getByRole("heading", { name: en.booking.results.heading })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(SITE);
  expect(new URL(page.url()).searchParams.get("embed")).toBeNull();
});
