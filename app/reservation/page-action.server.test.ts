/**
 * page-action.server.ts on its own, against the in-process mock PMS (pinned clock): how the
 * reservation page answers what a guest posts — the e-mail look-up, a card payment started, a change
 * saved (303 to the form it came from without JavaScript, in place with it), refused (400, 409 for a
 * fee that moved) or failed (422 in the PMS's words, 503), and no grant (404). Its test of its own for
 * the inner loop (`npm run test:own`, issue 54); what each change does at the PMS: changes.server.test.ts.
 */
import { describe, expect, it } from "vitest";
import { appContext, grantedCookie, HOTEL_SITE, onHotelSite, routeAnswer, useAppOnMock } from "../../tests/integration/support";
import { reservationPageAction } from "./page-action.server";

const app = useAppOnMock();
const CLIENT = "198.51.100.55";
const PATCHES = "PATCH /api/reservations/{id}";
const patches = async () => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[PATCHES] ?? 0;
const fault = (body: Record<string, unknown>) =>
  fetch(`${app.mock.url}/__mock/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** The page's action for a form posted to /reservations/{id}. */
const post = (id: string, fields: Record<string, string>, cookie = "") =>
  routeAnswer(() =>
    reservationPageAction({
      request: new Request(`${HOTEL_SITE}/reservations/${id}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) }),
      }),
      params: { reservationId: id },
      context: appContext({ clientAddress: CLIENT }),
    }),
  );
const ana = () => grantedCookie(100001, "ana.popescu@example.com", CLIENT);

describe("reservationPageAction: the look-up", () => {
  it("the right e-mail answers 303 back to the page with the grant's session; a wrong one 404, the e-mail kept", async () => {
    const wrong = await post("100001", { intent: "lookup", email: "ana@example.com" });
    expect(wrong).toMatchObject({ status: 404, data: { problem: { kind: "not-found" }, email: "ana@example.com" } });
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
    const right = await post("100001", { intent: "lookup", email: "Ana.Popescu@example.com" });
    expect(right).toMatchObject({ status: 303, location: "/reservations/100001" });
    expect(right.headers.get("Set-Cookie")).toMatch(/^__session=/);
    expect(right.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("a code that is no reservation id is a 404", async () => {
    expect(await post("abc", { intent: "lookup", email: "ana.popescu@example.com" })).toMatchObject({ status: 404 });
  });
});

describe("reservationPageAction: a change", () => {
  it("saved without JavaScript: 303 to the form it came from, the toast in the session", async () => {
    const answer = await post("100001", { intent: "arrival-time", arrival_time: "19:15" }, await ana());
    expect(answer).toMatchObject({ status: 303, location: "/reservations/100001#change-arrival-time" });
    expect(answer.headers.get("Set-Cookie")).toMatch(/^__session=/);
    expect(app.mock.world.reservations.get(100001)!.arrival_time).toBe("19:15");
  });

  it("saved in place (a page running JavaScript): 200 with what to say", async () => {
    const answer = await post("100001", { intent: "note", note: "Cot, please", in_place: "1" }, await ana());
    expect(answer).toMatchObject({ status: 200, data: { saved: "reservation.saved", errors: {} } });
    expect(app.mock.world.reservations.get(100001)!.note).toBe("Cot, please");
  });

  it("refused: 400 with the errors and what was typed; a fee that moved: 409 with the cancel step open", async () => {
    const cookie = await ana();
    expect(await post("100001", { intent: "arrival-time", arrival_time: "7pm" }, cookie)).toMatchObject({
      status: 400,
      data: { errors: { arrival_time: "reservation.errors.time" }, typed: { arrival_time: "7pm" } },
    });
    expect(await post("100001", { intent: "cancel", fee: "999" }, cookie)).toMatchObject({
      status: 409,
      data: { errors: { intent: "reservation.errors.feeChanged" }, confirmCancel: true },
    });
    expect(app.mock.world.reservations.get(100001)!.status).toBe("Confirmed");
    expect(await patches()).toBe(0);
  });

  it("the PMS refusing: 422 naming the change, in its words; failing: 503, what was typed kept", async () => {
    const cookie = await ana();
    await fault({ error_rate: 1, status: 422, message: "Notes are closed today", endpoints: [PATCHES] });
    expect(await post("100001", { intent: "note", note: "Late" }, cookie)).toMatchObject({
      status: 422,
      data: { failure: { action: "note", text: "Notes are closed today" }, typed: { note: "Late" } },
    });
    await fault({ status: 503, message: null });
    expect(await post("100001", { intent: "arrival-time", arrival_time: "20:00" }, cookie)).toMatchObject({
      status: 503,
      data: { failure: { action: "arrivalTime", text: null }, typed: { arrival_time: "20:00" } },
    });
  });

  it("without the reservation's grant: 404 and nothing asked of the PMS", async () => {
    expect(await post("100002", { intent: "departure-time", departure_time: "10:00" }, await ana())).toMatchObject({ status: 404, data: { errors: {} } });
    expect(await post("100001", { intent: "card", invoice_id: "1", amount: "1" })).toMatchObject({ status: 404 });
    expect(await patches()).toBe(0);
  });
});

describe("reservationPageAction: a card payment", () => {
  it("starts at the provider with the sum due, to come back to this page", async () => {
    const cookie = await grantedCookie(100003, "maria.ionescu@example.com", CLIENT);
    const invoice = app.mock.world.reservations.get(100003)!.invoices![0]!;
    const answer = await post("100003", { intent: "card", invoice_id: String(invoice.id), amount: String(invoice.due_dates![0]!.amount) }, cookie);
    expect(answer.status).toBe(200);
    expect(answer.data.card).toMatchObject({ url: `${app.mock.url}/__mock/mobilpay/pay` });
    expect((answer.data.card as { amount: number }).amount).toBeGreaterThan(0);
  });
});
