/**
 * Sessions in every order of steps (issue 48, item 2; docs/decisions/051), model-based with
 * fast-check (`fc.commands` + `fc.asyncModelRun`): three browsers open booking forms (an anonymous
 * view hands out an id), type into one (a draft the server keeps: a post at a price that changed),
 * look up reservations, book, sign in, sign out, and plant their cookie in another browser. The
 * model says which reservations each browser's session may open: its own grants, the grants of a
 * session planted in it, none after a sign-in or sign-out. After every step:
 * - an answer that stores something sets an id never seen before: no id that existed before a
 *   session first stored something (or before its last grant) is the id that stores it;
 * - every browser's session holds exactly the grants the model says, and the reservation a step
 *   granted opens (200) for exactly the browsers the model lets open it.
 * The seed is fixed; a failure prints the shrunk steps, the seed and the path to replay them.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~/booking/dates";
import { appContext, HOTEL_SITE, onHotelSite, routeAnswer as run, routeArgs, testBff, useAppOnMock } from "./support";

const app = useAppOnMock();
let bookingRoute: typeof import("~/routes/reservation-new");
let booking: typeof import("~/booking/booking.server");
let site: typeof import("~/site/site.server");
let search: typeof import("~/routes/reservation-search");
let login: typeof import("~/routes/login");
let logout: typeof import("~/routes/logout");
let reservationPage: typeof import("~/routes/reservations.$reservationId");

beforeAll(async () => {
  bookingRoute = await import("~/routes/reservation-new");
  booking = await import("~/booking/booking.server");
  site = await import("~/site/site.server");
  search = await import("~/routes/reservation-search");
  login = await import("~/routes/login");
  logout = await import("~/routes/logout");
  reservationPage = await import("~/routes/reservations.$reservationId");
});

const SEED = 48_051;
const RUNS = 20;
const BROWSERS = ["A", "B", "C"] as const;
type BrowserName = (typeof BROWSERS)[number];
const RESERVATIONS = [
  { id: 100001, email: "ana.popescu@example.com" },
  { id: 100002, email: "ion.ionescu@example.com" },
  { id: 100003, email: "maria.ionescu@example.com" },
] as const;

interface Browser {
  /** The session cookie as the browser sends it (`__session=…`), or "" for none. */
  cookie: string;
  /** The booking form it has open: its stay and the key the page gave it. */
  form: { path: string; key: string } | null;
}
interface Model {
  /** What each browser's session may open. */
  entitled: Record<BrowserName, Set<number>>;
}
interface Real {
  browsers: Record<BrowserName, Browser>;
  /** Every session id an answer has set so far. */
  seen: Set<string>;
}

let client = 0;
const clientAddress = () => `198.51.100.${(client = (client % 200) + 1)}`;
const context = () => appContext({ clientAddress: clientAddress() });
const valueOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);
const get = (path: string, cookie: string) => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite(cookie ? { Cookie: cookie } : {}) });
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  new Request(`${HOTEL_SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) }),
  });
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const formPath = (inDays: number) => {
  const from = addDays(hotelToday(new Date()), inDays);
  const query = { day_from: from, day_to: addDays(from, 2), adults: "2", location: "101", room_types: "1011:1", rate_plan_id: "11", meal_id: "2" };
  return `/reservation-new?${new URLSearchParams(query)}`;
};
let guests = 0;
const details = (key: string) => ({
  first_name: "Ana",
  last_name: "Model",
  phone: "+40 722 000 111",
  email: `session.model.${(guests += 1)}@example.org`,
  terms: "on",
  payment_method: "mobilpay",
  idempotency_key: key,
});

/**
 * The browser takes an answer's session cookie. `stored`: the step stored something, so the id
 * must be new; any other id an answer sets must be new too (an anonymous form's), or the same.
 */
function take(real: Real, name: BrowserName, setCookie: string | null | undefined, stored: boolean): void {
  const browser = real.browsers[name];
  const pair = (setCookie ?? "").split(";")[0] ?? "";
  if (!pair.startsWith("__session=")) {
    expect(stored, `${name}: a step that stored something set no session cookie`).toBe(false);
    return;
  }
  if (/Expires=Thu, 01 Jan 1970/.test(setCookie ?? "")) {
    browser.cookie = "";
    return;
  }
  const same = pair === browser.cookie;
  expect(same && stored, `${name}: stored under the id it came with`).toBe(false);
  if (!same) expect(real.seen.has(valueOf(pair)), `${name}: stored under an id that existed before`).toBe(false);
  real.seen.add(valueOf(pair));
  browser.cookie = pair;
}

const grantsOf = async (cookie: string) => (cookie ? Object.keys((await testBff().sessions.get(get("/", cookie))).get("grants") ?? {}).map(Number) : []);
const opens = async (id: number, cookie: string) =>
  (await run(() => reservationPage.loader({ request: get(`/reservations/${id}`, cookie), params: { reservationId: String(id) }, context: context() })))
    .status === 200;

/** After every step: each session holds the grants the model says; `granted` opens for exactly the browsers entitled to it. */
async function checkInvariants(model: Model, real: Real, granted: number | null): Promise<void> {
  for (const name of BROWSERS) {
    expect((await grantsOf(real.browsers[name].cookie)).sort(), `${name}'s session's grants`).toEqual([...model.entitled[name]].sort());
    if (granted !== null) expect(await opens(granted, real.browsers[name].cookie), `${name} opens ${granted}`).toBe(model.entitled[name].has(granted));
  }
}

type SessionCommand = fc.AsyncCommand<Model, Real>;

/** An anonymous view of a booking form: the page hands out an id without storing anything (decision 032). */
async function viewForm(real: Real, name: BrowserName, inDays: number): Promise<void> {
  const browser = real.browsers[name];
  const path = formPath(inDays);
  const answer = await run(() => bookingRoute.loader({ request: get(path, browser.cookie), params: {}, context: context() }));
  take(real, name, answer.headers.get("Set-Cookie"), false);
  const choice = (answer.data.page as { choice: { idempotencyKey: string } | null }).choice;
  browser.form = choice ? { path, key: choice.idempotencyKey } : null;
}

class ViewForm implements SessionCommand {
  constructor(
    readonly name: BrowserName,
    readonly inDays: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await viewForm(real, this.name, this.inDays);
    await checkInvariants(model, real, null);
  }
  toString = () => `${this.name} opens a booking form in ${this.inDays} days`;
}

class LookUp implements SessionCommand {
  constructor(
    readonly name: BrowserName,
    readonly which: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { id, email } = RESERVATIONS[this.which]!;
    const browser = real.browsers[this.name];
    const answer = await run(() =>
      search.action({ request: post("/reservation-search", { res: String(id), email }, browser.cookie), params: {}, context: context() }),
    );
    expect(answer.status).toBe(303);
    take(real, this.name, answer.headers.get("Set-Cookie"), true);
    model.entitled[this.name].add(id);
    await checkInvariants(model, real, id);
  }
  toString = () => `${this.name} looks up ${RESERVATIONS[this.which]!.id}`;
}

/**
 * Posts the open form (opened first when none is): at the price shown it books; at another price
 * the server keeps what was typed (a draft) for the form shown again.
 */
class PostForm implements SessionCommand {
  constructor(
    readonly name: BrowserName,
    readonly books: boolean,
    readonly inDays: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const browser = real.browsers[this.name];
    if (!browser.form) await viewForm(real, this.name, this.inDays);
    const form = browser.form;
    expect(form, `${this.name}: the booking form is offered`).not.toBeNull();
    if (!form) return;
    const fields: Record<string, string> = { ...details(form.key), ...(this.books ? {} : { shown_price: "1" }) };
    const loaded = await site.loadSite(routeArgs(get(form.path, "")));
    const result = await booking.bookChoice(routeArgs(post(form.path, fields, browser.cookie)), loaded, (path) => path, { clientAddress: clientAddress() });
    browser.form = null;
    if (result.kind === "booked") {
      take(real, this.name, result.setCookie, true);
      const id = Number(/\/reservations\/(\d+)/.exec(result.redirectTo)?.[1]);
      model.entitled[this.name].add(id);
      await checkInvariants(model, real, id);
      return;
    }
    expect(result.kind, `${this.name}'s form: ${JSON.stringify(result.kind === "form" ? result.data.formError : null)}`).toBe("form");
    take(real, this.name, result.setCookie, Boolean(result.setCookie));
    await checkInvariants(model, real, null);
  }
  toString = () => `${this.name} ${this.books ? "books with" : "types into"} the open form`;
}

/** The browsers whose session is `cookie`'s: what ends it ends theirs too. */
const sharing = (real: Real, cookie: string) => BROWSERS.filter((name) => cookie && real.browsers[name].cookie === cookie);

class SignIn implements SessionCommand {
  constructor(readonly name: BrowserName) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const browser = real.browsers[this.name];
    const ended = sharing(real, browser.cookie);
    const answer = await run(() =>
      login.action({ request: post("/login", { email: "guest@example.com", password: "guest-pass-1" }, browser.cookie), params: {}, context: context() }),
    );
    expect(answer.status).toBe(303);
    take(real, this.name, answer.headers.get("Set-Cookie"), true);
    for (const name of [...ended, this.name]) model.entitled[name] = new Set();
    await checkInvariants(model, real, null);
  }
  toString = () => `${this.name} signs in`;
}

class SignOut implements SessionCommand {
  constructor(readonly name: BrowserName) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const browser = real.browsers[this.name];
    const ended = sharing(real, browser.cookie);
    const answer = await run(() => logout.action({ request: post("/logout", {}, browser.cookie), params: {}, context: context() }));
    expect(answer.status).toBe(303);
    take(real, this.name, answer.headers.get("Set-Cookie"), false);
    expect(browser.cookie).toBe("");
    for (const name of [...ended, this.name]) model.entitled[name] = new Set();
    await checkInvariants(model, real, null);
  }
  toString = () => `${this.name} signs out`;
}

/** Another browser's cookie, planted (a sibling subdomain, any cookie injection). */
class Plant implements SessionCommand {
  constructor(
    readonly from: BrowserName,
    readonly into: BrowserName,
  ) {}
  check = () => this.from !== this.into;
  async run(model: Model, real: Real) {
    real.browsers[this.into] = { cookie: real.browsers[this.from].cookie, form: null };
    model.entitled[this.into] = new Set(model.entitled[this.from]);
    await checkInvariants(model, real, null);
  }
  toString = () => `${this.from}'s cookie planted in ${this.into}`;
}

const browser = fc.constantFrom(...BROWSERS);
const steps = fc.commands(
  [
    fc.tuple(browser, fc.integer({ min: 20, max: 60 })).map(([name, inDays]) => new ViewForm(name, inDays)),
    fc.tuple(browser, fc.integer({ min: 0, max: RESERVATIONS.length - 1 })).map(([name, which]) => new LookUp(name, which)),
    fc.tuple(browser, fc.boolean(), fc.integer({ min: 20, max: 60 })).map(([name, books, inDays]) => new PostForm(name, books, inDays)),
    browser.map((name) => new SignIn(name)),
    browser.map((name) => new SignOut(name)),
    fc.tuple(browser, browser).map(([from, into]) => new Plant(from, into)),
  ],
  { maxCommands: 10 },
);

describe("sessions in every order of steps (model-based, decision 051)", () => {
  it(`no stored id existed before, and no browser opens what another was granted, over ${RUNS} sequences (seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (commands) => {
        await fetch(`${app.mock.url}/__mock/reset`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
        const model: Model = { entitled: { A: new Set(), B: new Set(), C: new Set() } };
        const real: Real = {
          browsers: { A: { cookie: "", form: null }, B: { cookie: "", form: null }, C: { cookie: "", form: null } },
          seen: new Set(),
        };
        await fc.asyncModelRun(() => ({ model, real }), commands);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }, 120_000);
});
