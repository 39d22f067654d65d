/**
 * A PMS hiccup on the check-in page (issue 35, item 3): a guest who was already let in (the session
 * holds the reservation's look-up grant) keeps the grant and is offered to try again, never asked
 * for the e-mail again; trying again once the PMS answers opens the form.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { appContext, HOTEL_SITE, onHotelSite, routeAnswer as run, testBff, useAppOnMock } from "./support";

// A short deadline: the hanging PMS costs the test 400 ms, not the default 8 s.
const app = useAppOnMock({ UPSTREAM_TIMEOUT_MS: "400" });
let route: typeof import("~/routes/reservation.$reservationId");

beforeAll(async () => {
  route = await import("~/routes/reservation.$reservationId");
});

const FORM = "GET /api/registration-form/{reservation_id}";
const control = async (body: unknown) => {
  const response = await fetch(`${app.mock.url}/__mock/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
};
const hiccups = {
  "503": () => control({ status: 503, error_rate: 1, endpoints: [FORM] }),
  "a timeout": () => control({ hang: true, endpoints: [FORM] }),
} as const;
afterEach(() => control({ status: 503, error_rate: 0, hang: false, endpoints: null }));

const request = (cookie: string, fields?: Record<string, string>) =>
  new Request(`${HOTEL_SITE}/reservation/100001?lang=ro`, {
    method: fields ? "POST" : "GET",
    body: fields ? new URLSearchParams(fields) : undefined,
    headers: onHotelSite({ ...(fields ? { "Content-Type": "application/x-www-form-urlencoded" } : {}), ...(cookie ? { Cookie: cookie } : {}) }),
  });
const args = (req: Request) => ({ request: req, params: { reservationId: "100001" }, context: appContext({ clientAddress: "198.51.100.31" }) });
const open = (cookie: string) => run(() => route.loader(args(request(cookie))));
const grantsOf = async (cookie: string) => Object.keys((await testBff().sessions.get(request(cookie))).get("grants") ?? {});

async function granted(): Promise<string> {
  const answer = await run(() => route.action(args(request("", { intent: "lookup", email: "ana.popescu@example.com" }))));
  expect(answer.status).toBe(303);
  return (answer.headers.get("Set-Cookie") ?? "").split(";")[0]!;
}

describe.each(Object.keys(hiccups) as Array<keyof typeof hiccups>)("the PMS hiccups on the check-in form (%s)", (how) => {
  it("a guest with the grant keeps it and is offered to try again, not the e-mail question", async () => {
    const cookie = await granted();
    await hiccups[how]();
    const answer = await open(cookie);
    expect(answer.status).toBe(503);
    expect(answer.data.form).toBeNull();
    // Try again: this very page, its language kept; the look-up is not asked.
    expect(answer.data.retry).toBe("/reservation/100001?lang=ro");
    expect(answer.data.problem).toBeNull();
    expect(answer.headers.get("Set-Cookie")).toBeNull();
    expect(await grantsOf(cookie)).toEqual(["100001"]);

    await control({ status: 503, error_rate: 0, hang: false, endpoints: null });
    const again = await open(cookie);
    expect(again.status).toBe(200);
    expect(again.data.form).toMatchObject({ values: { last_name: "Popescu" } });
  });
});

it("without the grant, a hiccup changes nothing: 404 and the e-mail question, no retry offered", async () => {
  await hiccups["503"]();
  const answer = await open("");
  expect(answer.status).toBe(404);
  expect(answer.data.retry).toBeNull();
});
