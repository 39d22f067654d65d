/**
 * A change on the reservation page that the PMS refuses or fails (issue 35 item 1): the answer names
 * the change that failed and carries the PMS's own words as text (never a translation key, never
 * "could not load the reservation"), keeps what the guest typed, and keeps the cancel step open.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SERVER_TEXT_MAX } from "~/site/action-failure";
import { ANA_CHECK_IN, appContext, HOTEL_SITE, onHotelSite, routeAnswer as run, useAppOnMock } from "./support";

const PATCH = "PATCH /api/reservations/{id}";
const ANA = { id: "100001", email: "ana.popescu@example.com" };
const CARMEN = { id: "100005", email: "carmen.garcia@example.com" };
const REFUSAL = "Arrivals after 22:00 need a call to the reception";

const app = useAppOnMock();
let search: typeof import("~/routes/reservation-search");
let page: typeof import("~/routes/reservations.$reservationId");
beforeAll(async () => {
  search = await import("~/routes/reservation-search");
  page = await import("~/routes/reservations.$reservationId");
});

const faults = async (body: Record<string, unknown>) => {
  const response = await fetch(`${app.mock.url}/__mock/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
};
let client = 10;
const context = () => appContext({ clientAddress: `198.51.100.${(client += 1)}` });
const post = (path: string, cookie: string, fields: Record<string, string>) =>
  new Request(`${HOTEL_SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) }),
  });
async function grantFor(who: { id: string; email: string }): Promise<string> {
  const answer = await run(() =>
    search.action({ request: post("/reservation-search", "", { res: who.id, email: who.email }), params: {}, context: context() }),
  );
  return (answer.headers.get("Set-Cookie") ?? "").split(";")[0]!;
}
const change = (who: { id: string }, cookie: string, fields: Record<string, string>) =>
  run(() => page.action({ request: post(`/reservations/${who.id}`, cookie, fields), params: { reservationId: who.id }, context: context() }));
const reservationHeld = async (id: string) =>
  ((await (await fetch(`${app.mock.url}/__mock/reservations`)).json()) as { reservations: Array<{ id: number; status: string }> }).reservations.find(
    (reservation) => reservation.id === Number(id),
  );

describe("the PMS refuses a change with its own message (422)", () => {
  it.each([
    ["without JavaScript", {}],
    ["with JavaScript (in place)", { in_place: "1" }],
  ])("%s: the arrival-time save is named, the PMS's words come as text, what was typed is kept", async (_how, extra) => {
    const cookie = await grantFor(ANA);
    await faults({ status: 422, error_rate: 1, message: REFUSAL, endpoints: [PATCH] });
    const answer = await change(ANA, cookie, { intent: "arrival-time", arrival_time: "23:00", ...extra });
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({ problem: null, errors: {}, typed: { arrival_time: "23:00" }, failure: { action: "arrivalTime", text: REFUSAL } });
  });

  it("never hands the PMS's text over as a translation key, whatever it looks like", async () => {
    const cookie = await grantFor(ANA);
    await faults({ status: 422, error_rate: 1, message: "reservation.saved", endpoints: [PATCH] });
    const answer = await change(ANA, cookie, { intent: "note", note: "Late check-in, please" });
    expect(answer.data).toMatchObject({ errors: {}, typed: { note: "Late check-in, please" }, failure: { action: "note", text: "reservation.saved" } });
  });

  it("cuts a long message and makes one line of it", async () => {
    const cookie = await grantFor(ANA);
    await faults({ status: 422, error_rate: 1, message: `Refused\n${"x".repeat(9_000)}`, endpoints: [PATCH] });
    const answer = await change(ANA, cookie, { intent: "arrival-time", arrival_time: "17:00" });
    const text = (answer.data.failure as { text: string }).text;
    expect(text).toHaveLength(SERVER_TEXT_MAX);
    expect(text.startsWith("Refused x")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
  });
});

describe("the PMS fails while saving (500)", () => {
  it.each([
    ["arrival-time", { arrival_time: "18:30" }, "arrivalTime"],
    ["note", { note: "We bring a dog" }, "note"],
  ])("%s: the save is named (not 'could not load the reservation'), no PMS text, what was typed kept", async (intent, fields, action) => {
    const cookie = await grantFor(ANA);
    await faults({ status: 500, error_rate: 1, endpoints: [PATCH] });
    const answer = await change(ANA, cookie, { intent, ...fields });
    expect(answer.status).toBe(503);
    expect(answer.data).toMatchObject({ problem: null, typed: fields, failure: { action, text: null } });
  });

  it("a cancellation: named, nothing cancelled, the cancel step kept open", async () => {
    const cookie = await grantFor(ANA);
    await faults({ status: 500, error_rate: 1, endpoints: [PATCH] });
    const answer = await change(ANA, cookie, { intent: "cancel", fee: "0" });
    expect(answer.status).toBe(503);
    expect(answer.data).toMatchObject({ problem: null, confirmCancel: true, failure: { action: "cancel", text: null } });
    expect((await reservationHeld(ANA.id))?.status).not.toBe("Canceled");
  });

  it("a reported payment: named as the payment", async () => {
    const cookie = await grantFor(CARMEN);
    const loaded = await run(() =>
      page.loader({
        request: new Request(`${HOTEL_SITE}/reservations/${CARMEN.id}`, { headers: onHotelSite({ Cookie: cookie }) }),
        params: { reservationId: CARMEN.id },
        context: context(),
      }),
    );
    const next = (loaded.data.reservation as { account: { next: { invoiceId: number; amount: number } } }).account.next;
    await faults({ status: 500, error_rate: 1, endpoints: [PATCH] });
    const answer = await change(CARMEN, cookie, { intent: "pay", payment_method: "bank", invoice_id: String(next.invoiceId), amount: String(next.amount) });
    expect(answer.status).toBe(503);
    expect(answer.data).toMatchObject({ problem: null, failure: { action: "pay", text: null } });
  });
});

describe("the check-in save that the PMS refuses or fails", () => {
  const SAVE = "PATCH /api/registration-form/{reservation_id}";
  const READ = "GET /api/registration-form/{reservation_id}";
  let checkIn: typeof import("~/routes/reservation.$reservationId");
  beforeAll(async () => {
    checkIn = await import("~/routes/reservation.$reservationId");
  });
  const complete = { intent: "save", ...ANA_CHECK_IN };
  const save = (cookie: string) =>
    run(() => checkIn.action({ request: post(`/reservation/${ANA.id}`, cookie, complete), params: { reservationId: ANA.id }, context: context() }));

  it("refused: the save named, the PMS's words as text, what was typed kept, the form's facts sent along", async () => {
    const cookie = await grantFor(ANA);
    await faults({ status: 422, error_rate: 1, message: "checkin.saved", endpoints: [SAVE] });
    const answer = await save(cookie);
    expect(answer.data).toMatchObject({ failed: true, failure: { action: "checkin", text: "checkin.saved" }, view: { values: { last_name: "Popescu" } } });
    expect((answer.data.lastResult as { initialValue: Record<string, string> }).initialValue).toMatchObject({ city: "Bistrița", id_number: "654321" });
  });

  it("failed, the form's own read failing too: the save named, what was typed kept", async () => {
    const cookie = await grantFor(ANA);
    await faults({ status: 500, error_rate: 1, endpoints: [SAVE, READ] });
    const answer = await save(cookie);
    expect(answer.data).toMatchObject({ failed: true, failure: { action: "checkin", text: null }, view: null });
    expect((answer.data.lastResult as { initialValue: Record<string, string> }).initialValue).toMatchObject({ city: "Bistrița", id_number: "654321" });
  });
});
