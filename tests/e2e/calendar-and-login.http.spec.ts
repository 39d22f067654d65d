import { expect, test } from "@playwright/test";
import { hotelSite, resetMock } from "./support/env";
import { getAt } from "./support/http";

// Over plain HTTP through the real server (decision 022): the stay's calendar file for the grant
// holder, and the spec's /pages/login link.

const SITE = hotelSite("carpathia-ro");

test.beforeEach(async () => {
  await resetMock();
});

test("/pages/login answers 301 to /login, keeping o and lang only, and /login answers", async () => {
  // The hotel's own o: another organisation's on Carpathia's host is the "link not valid (o)" page (decision 055).
  const answer = await getAt(`${SITE}/pages/login?o=carpathia-ro&lang=it&redirectTo=%2F%2Fevil.example`);
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe("/login?o=carpathia-ro&lang=it");
  expect((await getAt(`${SITE}${answer.headers.location}`)).status).toBe(200);
});

test("the stay's calendar file: 404 without the grant; with it, timed, located and confirmed", async () => {
  expect((await getAt(`${SITE}/reservations/100001/stay.ics`)).status).toBe(404);
  const lookUp = await getAt(`${SITE}/reservation-search?res=100001&email=ana.popescu%40example.com&lang=en`);
  expect(lookUp.status).toBe(303);
  const cookie = String(lookUp.headers["set-cookie"]?.[0] ?? "").split(";")[0]!;
  const file = await getAt(`${SITE}/reservations/100001/stay.ics?lang=en`, { cookie });
  expect(file.status).toBe(200);
  expect(file.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  const lines = file.body.replace(/\r\n[ \t]/g, "").split("\r\n");
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.find((line) => line.startsWith("DTSTART:"))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
  expect(lines.find((line) => line.startsWith("DTEND:"))).toMatch(/^DTEND:\d{8}T\d{6}Z$/);
  expect(lines).toContain("STATUS:CONFIRMED");
  expect(lines.find((line) => line.startsWith("LOCATION:"))).toContain("Carpathia Brașov\\, Strada Mureșenilor 12");
  expect(lines.find((line) => line.startsWith("URL:"))).toMatch(/\/reservations\/100001\?lang=en$/);
});
