// Where the end-to-end tests find the site and its embedded mock PMS.
import { addDays, todayAt } from "../../../mocks/dates";
// playwright.config.ts starts `node scripts/start.mjs` with these ports; keep them in one place.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4110);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;
/**
 * An organisation's own site: its subdomain of BASE_DOMAIN (localhost), which Chromium resolves to
 * loopback. On the main domain `/?o=SLUG` is the way into the booking page (docs/decisions/015);
 * the site is here, or under /hotel/:locationId?o=SLUG.
 */
export const hotelSite = (slug: string): string => `http://${slug}.localhost:${E2E_PORT}`;
export const SESSION_SECRET = "e2e-secret-e2e-secret-e2e-secret";

/**
 * The hotel's today for the whole run, in the hotel's zone (not the runner's): the server's mock is
 * pinned to it (MOCK_TODAY in playwright.config.ts), so a run that crosses midnight keeps its dates.
 */
export const HOTEL_TODAY = process.env.E2E_TODAY ?? todayAt();

/** A hotel date (YYYY-MM-DD) `days` from the pinned today: the mock seeds relative to the same day. */
export const inDays = (days: number): string => addDays(HOTEL_TODAY, days);

/** Fault settings understood by `POST /__mock/faults` (docs/interface.md, "Mock PMS controls"). */
export type MockFaults = {
  latency_ms?: number;
  error_rate?: number;
  status?: number;
  down?: boolean;
  hang?: boolean;
  /** Only these endpoints (keyed as `mockCalls` reports them) get the faults; null: all of them. */
  endpoints?: string[] | null;
  /** The `message` of the injected error answers; null: "Service unavailable". */
  message?: string | null;
};

async function mockRequest(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${MOCK_URL}${path}`, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`mock ${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** Restores the seed, clears faults and call counters. */
export async function resetMock(): Promise<void> {
  await mockRequest("POST", "/__mock/reset");
}

/** A payment method an organisation's admin sets a lead time for (the mock's control, docs/demo.md). */
export type PaymentMethod = "bank" | "mobilpay" | "paypal" | "revolut" | "custom";

/**
 * The hours ahead of the check-in day's end each named method needs (null: the PMS's default),
 * set on the mock until its next reset (`POST /__mock/organisations/{slug}/payment`, decision 058):
 * a spec states the lead time it relies on instead of reading the demo seed's. Call it after
 * `resetMock`. `mockUrl`: a spec's own server's mock (support/own-server.ts).
 *
 * The site keeps the organisation (its payment settings among it) in its cache for minutes: the
 * mock's refusals follow at once, but what the booking page offers follows only when this ran
 * before the server first read the organisation (a fresh or own server).
 */
export async function setLeadTimes(hours: Partial<Record<PaymentMethod, number | null>>, slug = "carpathia-ro", mockUrl = MOCK_URL): Promise<void> {
  const body = Object.fromEntries(Object.entries(hours).map(([method, time_ahead]) => [method, { time_ahead }]));
  const res = await fetch(`${mockUrl}/__mock/organisations/${slug}/payment`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`lead times of ${slug}: the mock answered ${res.status} ${(await res.text()).slice(0, 200)}`);
}

/** Calls per endpoint since the last reset, keyed like "GET /api/anonymous-orgs/{organization_full_slug}". */
export async function mockCalls(): Promise<Record<string, number>> {
  return (await mockRequest("GET", "/__mock/calls")) as Record<string, number>;
}

/** Changes how the mock answers from now on (until the next reset). */
export async function setFaults(faults: MockFaults): Promise<void> {
  await mockRequest("POST", "/__mock/faults", faults);
}

/**
 * Session tokens the mock has issued. The endpoint's exact JSON shape is not pinned by
 * docs/interface.md, so every string (values and object keys) of length >= 8 is taken as a token.
 */
export async function mockSessionTokens(): Promise<string[]> {
  const tokens = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === "string") {
      if (v.length >= 8) tokens.add(v);
    } else if (Array.isArray(v)) {
      v.forEach(walk);
    } else if (v && typeof v === "object") {
      for (const [k, inner] of Object.entries(v)) {
        if (k.length >= 8 && !/^[a-z_]+$/i.test(k)) tokens.add(k);
        walk(inner);
      }
    }
  };
  walk(await mockRequest("GET", "/__mock/sessions"));
  return [...tokens];
}

/** The hotel records a payment it received for a reservation's next unpaid instalment (a transfer that arrived). */
export async function receivePayment(reservationId: number, method: "bank" | "custom" | "revolut" = "bank"): Promise<void> {
  await mockRequest("POST", `/__mock/reservations/${reservationId}/payments`, { method });
}
