/**
 * The online check-in form through its route module against the mock PMS (pinned clock): who may
 * see it, what it refuses (with the spec's rules, keeping what was typed), and what it saves.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ANA_CHECK_IN, appContext, HOTEL_SITE, onHotelSite, routeAnswer as run, useAppOnMock } from "./support";

const app = useAppOnMock();
let route: typeof import("~/routes/reservation.$reservationId");

beforeAll(async () => {
  route = await import("~/routes/reservation.$reservationId");
});

const request = (fields?: Record<string, string>, cookie = "") =>
  new Request(
    `${HOTEL_SITE}/reservation/100001`,
    fields
      ? { method: "POST", body: new URLSearchParams(fields), headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie }) }
      : { headers: onHotelSite({ Cookie: cookie }) },
  );
const args = (req: Request) => ({ request: req, params: { reservationId: "100001" }, context: appContext({ clientAddress: "198.51.100.30" }) });
const open = (cookie: string) => run(() => route.loader(args(request(undefined, cookie))));
const save = (fields: Record<string, string>, cookie: string) => run(() => route.action(args(request({ intent: "save", ...fields }, cookie))));

async function granted(): Promise<string> {
  const answer = await run(() => route.action(args(request({ intent: "lookup", email: "ana.popescu@example.com" }))));
  expect(answer).toMatchObject({ status: 303, location: "/reservation/100001" });
  return (answer.headers.get("Set-Cookie") ?? "").split(";")[0]!;
}

const complete = ANA_CHECK_IN;

describe("online check-in", () => {
  it("without the grant: 404 and the e-mail question, nothing of the form", async () => {
    const answer = await open("");
    expect(answer.status).toBe(404);
    expect(answer.data.form).toBeNull();
  });

  it("with the grant: the form, with the reservation's names, dates, hotel and the countries in the page's language", async () => {
    const answer = await open(await granted());
    expect(answer.status).toBe(200);
    expect(answer.data.form).toMatchObject({
      values: { first_name: "Ana", last_name: "Popescu" },
      location: "Carpathia Brașov",
      arrival: app.mock.world.reservations.get(100001)!.day_from,
    });
    expect((answer.data.countries as { code: string; name: string }[]).find((country) => country.code === "RO")?.name).toBe("România");
  });

  it("refuses an incomplete form with each field's reason, keeping what was typed, and saves nothing", async () => {
    const cookie = await granted();
    const answer = await save({ ...complete, id_series: "", county: "Bavaria", dob: "2030-01-01" }, cookie);
    expect(answer.status).toBe(400);
    expect((answer.data.lastResult as { error: Record<string, string[]> }).error).toMatchObject({
      id_series: ["checkin.errors.series"],
      county: ["checkin.errors.county"],
      dob: ["checkin.errors.dob"],
    });
    expect((answer.data.lastResult as { initialValue: Record<string, string> }).initialValue).toMatchObject({ city: "Bistrița", id_number: "654321" });
    expect(app.mock.world.registrationForms.has(100001)).toBe(false);
  });

  it("saves a complete form: the address nested with its slugs, then shown again", async () => {
    const cookie = await granted();
    expect(await save(complete, cookie)).toMatchObject({ status: 303, location: "/reservation/100001" });
    expect(app.mock.world.registrationForms.get(100001)).toMatchObject({
      dob: "1988-03-14",
      address: { county: "Bistrița-Năsăud", county_slug: "bistrita-nasaud", city: "Bistrița", city_slug: "bistrita", address1: "Str. Lungă 10" },
      id_type: "National identity card",
      id_series: "BN",
    });
    expect((await open(cookie)).data.form).toMatchObject({ values: { county: "Bistrița-Năsăud", id_number: "654321" } });
  });

  it("a PMS that refuses the form: the spec's failure text, with what was typed", async () => {
    const cookie = await granted();
    await fetch(`${app.mock.url}/__mock/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ error_rate: 1, status: 503 }),
    });
    const answer = await save(complete, cookie);
    expect(answer).toMatchObject({ status: 502, data: { failed: true } });
  });
});
