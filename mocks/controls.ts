/**
 * The QA controls of the fake PMS, under `/__mock/` (docs/interface.md): faults, reset, the hotel's
 * clock, a location's own domains, a payment method's lead time, a payment the hotel received, the call counters, the
 * session tokens issued and the reservations held. They change the engine's state the way a test or a demo needs, never the
 * contract's endpoints.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { nightsOf, todayAt } from "./dates";
import { Faults, NO_FAULTS, type HungSockets } from "./faults";
import { sendJson } from "./http";
import { payNextInstalment } from "./instalments";
import { PmsError } from "./pms-error";
import { createWorld } from "./seeded-world";
import { organisationBySlug, type World } from "./world";

/** What the mock server holds between requests; the controls read and change it. */
export interface MockState {
  world: World;
  faults: Faults;
  /** API calls per endpoint (keyed as `endpointKey` names them) since the last reset. */
  calls: Map<string, number>;
  /** The hotel date pinned by `today` (MOCK_TODAY) or `POST /__mock/clock`; null: the hotel's real date. */
  pinnedToday: string | null;
  /** Sockets held open by the `hang` fault. */
  hung: HungSockets;
  /** The `traceparent` of the latest API calls that carried one, newest last (a PMS's view of the site's traces). */
  traces: Array<{ endpoint: string; traceparent: string }>;
}

/** How many calls' traces the mock keeps. */
export const TRACES_KEPT = 200;

/** The demo world seeded relative to the pinned day, or to the hotel's today. */
export const seededWorld = (pinnedToday: string | null): World => createWorld(pinnedToday ?? todayAt());

/** `{ "today": "YYYY-MM-DD" }` pins the hotel date; `{ "today": null }` follows the real one again. */
const Clock = z.object({ today: z.iso.date().nullable() });
/** The hotel records a payment it received (a transfer that arrived, cash at the desk): the next unpaid instalment. */
const ReceivedPayment = z.object({ method: z.enum(["bank", "custom", "revolut"]).default("bank") });
/**
 * A location's own domains (docs/spec.md §3), as an organisation's admin would set them: the
 * domains that may frame its site and the one its subdomain redirects to (docs/decisions/016).
 * Until the next reset.
 */
const LocationDomains = z
  .object({
    client_domain: z.string().max(253).nullable(),
    hoteliera_domain: z.string().max(253).nullable(),
    redirect_from_subdomain_to_domain: z.boolean(),
  })
  .partial()
  .strict();

/**
 * The hotel's inventory grid, as its revenue manager would set it: `rooms` on sale of each room type
 * of a location (or only those named) for the nights `day_from`…`day_to` (check-out day excluded);
 * `rooms: 0` closes them, so a search of those nights finds nothing. Until the next reset.
 */
const InventoryChange = z
  .object({
    location_id: z.number().int().positive(),
    room_type_ids: z.array(z.number().int().positive()).max(50).optional(),
    day_from: z.iso.date(),
    day_to: z.iso.date(),
    rooms: z.number().int().min(0).max(1000),
  })
  .strict()
  .refine((change) => change.day_from < change.day_to && nightsOf(change.day_from, change.day_to).length <= 400, "day_to after day_from, at most 400 nights");

/**
 * A payment method's lead time, as the organisation's admin would set it (docs/spec.md §5, §9): the
 * hours `time_ahead` of the check-in day's end a booking paid by it must be made (null: the PMS's
 * default, contracts/lead-time.ts), for each method named. A test sets the lead time it relies on
 * here instead of reading the demo seed's number. Until the next reset.
 */
const PAYMENT_METHODS = ["bank", "mobilpay", "paypal", "revolut", "custom"] as const;
const LeadTimes = z
  .partialRecord(z.enum(PAYMENT_METHODS), z.object({ time_ahead: z.number().int().min(0).max(8_760).nullable() }).strict())
  .refine((methods) => Object.keys(methods).length > 0, "at least one payment method");

/** The payment providers' sandboxes live under /__mock/ too, but are pages, not controls. */
export const isControl = (pathname: string): boolean =>
  pathname.startsWith("/__mock/") && !pathname.startsWith("/__mock/mobilpay/") && !pathname.startsWith("/__mock/paypal/");

/** A control's JSON body; what does not parse is `undefined`, which every control's schema refuses. */
function jsonOf(body: Buffer): unknown {
  try {
    return body.length ? JSON.parse(body.toString("utf8")) : {};
  } catch {
    return undefined;
  }
}

const clockAnswer = (state: MockState) => ({ today: state.world.today, pinned: state.pinnedToday !== null });

/**
 * Every reservation the PMS holds, in the order it made them, with the guest's e-mail and how each
 * was made (the idempotency key that booked it, if any): what a soak reconciles the site's answers
 * against (tests/bench/soak.ts). The PMS keeps the key beside the reservation, not in it.
 */
function reservationsAnswer(world: World) {
  const keyOf = new Map([...world.bookingsByKey].map(([key, booking]) => [booking.id, key]));
  return {
    reservations: [...world.reservations.values()].map((reservation) => ({
      id: reservation.id,
      email: reservation.email ?? null,
      status: reservation.status,
      location_id: reservation.location_id,
      day_from: reservation.day_from,
      day_to: reservation.day_to,
      room_types: reservation.room_types,
      booked_on: reservation.booked_on,
      channel: reservation.channel ?? null,
      idempotency_key: keyOf.get(reservation.id) ?? null,
    })),
  };
}

export function answerControl(state: MockState, req: IncomingMessage, res: ServerResponse, pathname: string, body: Buffer): void {
  const route = `${req.method} ${pathname}`;
  if (route === "POST /__mock/faults") {
    const parsed = Faults.partial().safeParse(jsonOf(body));
    if (!parsed.success) return sendJson(res, 400, { message: z.prettifyError(parsed.error) });
    state.faults = { ...state.faults, ...parsed.data };
    if (!state.faults.hang) state.hung.release();
    return sendJson(res, 200, state.faults);
  }
  if (route === "GET /__mock/faults") return sendJson(res, 200, state.faults);
  if (route === "POST /__mock/reset") {
    state.world = seededWorld(state.pinnedToday);
    state.faults = { ...NO_FAULTS };
    state.calls.clear();
    state.traces.length = 0;
    state.hung.release();
    return sendJson(res, 200, { ok: true, today: state.world.today });
  }
  if (route === "POST /__mock/clock") {
    const parsed = Clock.safeParse(jsonOf(body));
    if (!parsed.success) return sendJson(res, 400, { message: z.prettifyError(parsed.error) });
    // Time moves, the state stays: a reservation 30 days out is 29 days out a day later. A reset
    // afterwards seeds the demo relative to the pinned day.
    state.pinnedToday = parsed.data.today;
    state.world.today = state.pinnedToday ?? todayAt();
    return sendJson(res, 200, clockAnswer(state));
  }
  if (route === "GET /__mock/clock") return sendJson(res, 200, clockAnswer(state));
  const locationControl = /^POST \/__mock\/locations\/(\d+)$/.exec(route);
  if (locationControl) {
    const location = state.world.locations.find((candidate) => candidate.id === Number(locationControl[1]));
    if (!location) return sendJson(res, 404, { message: "No such location" });
    const parsed = LocationDomains.safeParse(jsonOf(body));
    if (!parsed.success) return sendJson(res, 400, { message: z.prettifyError(parsed.error) });
    Object.assign(location, parsed.data);
    const { id, client_domain, hoteliera_domain, redirect_from_subdomain_to_domain } = location;
    return sendJson(res, 200, { id, client_domain, hoteliera_domain, redirect_from_subdomain_to_domain });
  }
  const leadControl = /^POST \/__mock\/organisations\/([a-z0-9-]+)\/payment$/.exec(route);
  if (leadControl) {
    const org = organisationBySlug(state.world, leadControl[1]!);
    if (!org) return sendJson(res, 404, { message: "No such organisation" });
    const parsed = LeadTimes.safeParse(jsonOf(body));
    if (!parsed.success) return sendJson(res, 400, { message: z.prettifyError(parsed.error) });
    const payment = org.profile.settings_financials?.payment as Record<string, { time_ahead?: number | null } | null | undefined> | undefined;
    const methods = Object.entries(parsed.data);
    const missing = methods.find(([method]) => !payment?.[method]);
    if (missing) return sendJson(res, 404, { message: `The organisation has no ${missing[0]} settings` });
    for (const [method, { time_ahead }] of methods) payment![method] = { ...payment![method], time_ahead };
    return sendJson(res, 200, {
      organisation: org.slug,
      time_ahead: Object.fromEntries(methods.map(([method]) => [method, payment![method]!.time_ahead ?? null])),
    });
  }
  const paymentControl = /^POST \/__mock\/reservations\/(\d+)\/payments$/.exec(route);
  if (paymentControl) {
    const reservation = state.world.reservations.get(Number(paymentControl[1]));
    if (!reservation) return sendJson(res, 404, { message: "No such reservation" });
    const parsed = ReceivedPayment.safeParse(jsonOf(body));
    if (!parsed.success) return sendJson(res, 400, { message: z.prettifyError(parsed.error) });
    const invoice = reservation.invoices?.find((candidate) => candidate.due_dates?.some((due) => !due.paid));
    if (!invoice) return sendJson(res, 409, { message: "Nothing left to pay" });
    try {
      const payment = payNextInstalment(state.world, reservation, Number(invoice.id), parsed.data.method);
      return sendJson(res, 200, { reservation_id: reservation.id, invoice_id: Number(invoice.id), amount: payment.amount, method: payment.method });
    } catch (error) {
      if (error instanceof PmsError) return sendJson(res, error.status, { message: error.message });
      throw error;
    }
  }
  if (route === "POST /__mock/inventory") {
    const parsed = InventoryChange.safeParse(jsonOf(body));
    if (!parsed.success) return sendJson(res, 400, { message: z.prettifyError(parsed.error) });
    const { location_id, room_type_ids, day_from, day_to, rooms } = parsed.data;
    const roomTypes = state.world.roomTypes.filter(
      (roomType) => roomType.location_id === location_id && (room_type_ids === undefined || room_type_ids.includes(roomType.id)),
    );
    if (roomTypes.length === 0) return sendJson(res, 404, { message: "No such room types at this location" });
    const nights = nightsOf(day_from, day_to);
    for (const roomType of roomTypes) {
      const grid = state.world.inventory.get(roomType.id) ?? new Map<string, number>();
      for (const night of nights) grid.set(night, rooms);
      state.world.inventory.set(roomType.id, grid);
    }
    return sendJson(res, 200, { location_id, room_type_ids: roomTypes.map((roomType) => roomType.id), nights: nights.length, rooms });
  }
  if (route === "GET /__mock/calls") return sendJson(res, 200, Object.fromEntries(state.calls));
  if (route === "GET /__mock/traces") return sendJson(res, 200, { traces: state.traces });
  if (route === "GET /__mock/sessions") return sendJson(res, 200, { tokens: state.world.issuedTokens, active: [...state.world.sessions.keys()] });
  if (route === "GET /__mock/reservations") return sendJson(res, 200, reservationsAnswer(state.world));
  return sendJson(res, 404, { message: "Unknown mock control" });
}
