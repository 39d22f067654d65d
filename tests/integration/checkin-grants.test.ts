/**
 * The check-in page (`/reservation/:id`) opens only with the grant of *that* reservation: a session
 * that looked up another reservation (code + e-mail) holds a grant, but not this one's, so it is
 * asked for this reservation's e-mail like anyone else — 404, nothing of the reservation shown or
 * saved, and the PMS not even asked for the form. Demo data: 100001 is Ana Popescu's, 100003 Maria
 * Ionescu's.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ANA_CHECK_IN, appContext, HOTEL_SITE, onHotelSite, routeAnswer as run, useAppOnMock } from "./support";

const app = useAppOnMock();
let route: typeof import("~/routes/reservation.$reservationId");

beforeAll(async () => {
  route = await import("~/routes/reservation.$reservationId");
});

const ANA = { id: "100001", email: "ana.popescu@example.com" };
const MARIA = { id: "100003", email: "maria.ionescu@example.com" };
const FORM_READS = "GET /api/registration-form/{reservation_id}";
const FORM_SAVES = "PATCH /api/registration-form/{reservation_id}";

function request(id: string, cookie: string, fields?: Record<string, string>) {
  const url = `${HOTEL_SITE}/reservation/${id}`;
  if (!fields) return new Request(url, { headers: onHotelSite({ Cookie: cookie }) });
  return new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie }),
  });
}
const args = (id: string, req: Request) => ({ request: req, params: { reservationId: id }, context: appContext({ clientAddress: "198.51.100.31" }) });
const open = (id: string, cookie: string) => run(() => route.loader(args(id, request(id, cookie))));
const post = (id: string, cookie: string, fields: Record<string, string>) => run(() => route.action(args(id, request(id, cookie, fields))));
const calls = async () => (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;

/** A session granted `who`'s reservation by giving its e-mail on its check-in page (cookie, `name=value`). */
async function grantedTo(who: { id: string; email: string }, cookie = ""): Promise<string> {
  const answer = await post(who.id, cookie, { intent: "lookup", email: who.email });
  expect(answer).toMatchObject({ status: 303, location: `/reservation/${who.id}` });
  return (answer.headers.get("Set-Cookie") ?? "").split(";")[0] || cookie;
}

/** Everything of Maria's reservation the check-in form would show: her names, e-mail and dates. */
function mariasDetails(): string[] {
  const reservation = app.mock.world.reservations.get(Number(MARIA.id))!;
  return ["Maria", "Ionescu", MARIA.email, reservation.day_from, reservation.day_to];
}

describe("a grant for one reservation on another's check-in page", () => {
  it("Ana's grant does not open Maria's check-in form: 404, the e-mail question, nothing of hers, and the PMS is not asked", async () => {
    const cookie = await grantedTo(ANA);
    const before = await calls();

    const answer = await open(MARIA.id, cookie);

    expect(answer.status).toBe(404);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.data).toMatchObject({ reservationId: Number(MARIA.id), form: null, countries: [], problem: null });
    const shown = JSON.stringify(answer.data);
    for (const detail of mariasDetails()) expect(shown, `Maria's ${detail}`).not.toContain(detail);
    expect((await calls())[FORM_READS] ?? 0).toBe(before[FORM_READS] ?? 0);

    // The same session still opens Ana's own form (control: the grant is there and works).
    expect(await open(ANA.id, cookie)).toMatchObject({ status: 200, data: { form: { values: { first_name: "Ana", last_name: "Popescu" } } } });
  });

  it("Ana's grant cannot save Maria's check-in form: 404, nothing saved, the PMS is not asked", async () => {
    const cookie = await grantedTo(ANA);
    const before = await calls();
    const answer = await post(MARIA.id, cookie, { intent: "save", ...ANA_CHECK_IN });
    expect(answer.status).toBe(404);
    expect(answer.data).toMatchObject({ lastResult: null, failed: false });
    expect(app.mock.world.registrationForms.has(Number(MARIA.id))).toBe(false);
    const after = await calls();
    expect(after[FORM_SAVES] ?? 0).toBe(before[FORM_SAVES] ?? 0);
    expect(after[FORM_READS] ?? 0).toBe(before[FORM_READS] ?? 0);
  });

  it("once Maria's e-mail is given on her page the session holds both grants, and each page shows its own reservation", async () => {
    const both = await grantedTo(MARIA, await grantedTo(ANA));
    expect(await open(MARIA.id, both)).toMatchObject({ status: 200, data: { form: { values: { first_name: "Maria", last_name: "Ionescu" } } } });
    expect(await open(ANA.id, both)).toMatchObject({ status: 200, data: { form: { values: { first_name: "Ana", last_name: "Popescu" } } } });
  });
});
