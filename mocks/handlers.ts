/**
 * The fake PMS's API: one MSW handler per endpoint of the contract table `api`, derived from it
 * (method, path, path params, query and body schemas, success status, session rule). Each
 * endpoint's behaviour is typed with `ResponseInputOf`, so an answer that breaks the contract fails
 * the typecheck rather than a guest's page.
 */
import { randomBytes } from "node:crypto";
import { http, HttpResponse, type HttpHandler } from "msw";
import { z } from "zod";
import { api, endpointNames, type Api, type EndpointName } from "../contracts/api";
import { UPSTREAM_ERROR_CODES } from "../contracts/entities";
import { SESSION_TOKEN_PARAM, toRoutePattern, type Endpoint, type ResponseInputOf } from "../contracts/endpoint";
import { payPalCharge, payPalReferences } from "../contracts/paypal";
import { nextUnpaidInstalment, bookReservation, freeRoomsAt, payNextInstalment, PmsError, reservationView, currentCancellationFee } from "./bookings";
import { searchStay } from "./engine/search";
import { addDays, isWeekendNight, nightsOf } from "./dates";
import { lengthOfStayLimits, round2, seasonOf } from "./engine/pricing";
import { withMediaOrigin } from "./photos";
import {
  locationByIdOrSubdomain,
  locationView,
  type LocationRecord,
  organisationById,
  organisationBySlug,
  organisationView,
  pricingCatalogOf,
  roomTypesAt,
  roomTypeView,
  type RegistrationFormRecord,
  type ReservationRecord,
  type UserRecord,
  type World,
} from "./world";

type Parsed<E extends Endpoint> = {
  params: E["pathParams"] extends z.ZodObject ? z.output<E["pathParams"]> : undefined;
  query: E["query"] extends z.ZodType ? z.output<E["query"]> : undefined;
  body: E["body"] extends z.ZodType ? z.output<E["body"]> : undefined;
};

interface CallContext {
  world: World;
  /** The mock's own origin as the caller reached it: media and share links live there. */
  origin: string;
  url: URL;
  /** The signed-in user, when the call carried a valid session token. */
  user?: UserRecord;
  token?: string;
}

type Behaviour<K extends EndpointName> = (input: Parsed<Api[K]>, call: CallContext) => ResponseInputOf<Api[K]>;

const notFound = (message: string): never => {
  throw new PmsError(404, message);
};

function reservationOf(world: World, id: number): ReservationRecord {
  return world.reservations.get(id) ?? notFound("Reservation not found");
}

function staffOnly(call: CallContext): UserRecord {
  if (call.user?.role !== "staff") throw new PmsError(403, "Only hotel staff can do this", UPSTREAM_ERROR_CODES.staffOnly);
  return call.user;
}

/** A location of the staff member's own organisation (another's is refused like a guest's call). */
function staffLocation(call: CallContext, locationId: number): LocationRecord {
  const staff = staffOnly(call);
  const location = call.world.locations.find((candidate) => candidate.id === locationId);
  if (!location) return notFound("Location not found");
  if (location.org_id !== staff.org_id) throw new PmsError(403, "This location is another organisation's", UPSTREAM_ERROR_CODES.staffOnly);
  return location;
}

/** Reservations that hold rooms (all but cancelled) and have a night in [dayFrom, dayTo). */
const staysOverlapping = (world: World, locationId: number, dayFrom: string, dayTo: string): ReservationRecord[] =>
  [...world.reservations.values()].filter((reservation) => reservation.location_id === locationId && reservation.day_from < dayTo && reservation.day_to > dayFrom);

const signedInUser = (call: CallContext): UserRecord => call.user ?? (() => { throw new PmsError(401, "Please sign in"); })();

const userSession = (user: UserRecord, token: string) => ({
  email: user.email,
  session_token: token,
  role: user.role,
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone,
  settings: { language: user.settings.language },
});

/** Diacritics-insensitive, so "ionescu" finds "Ionescu" and "stefan" finds "Ștefan". */
const fold = (text: string): string => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

/**
 * Spec §5: names, birth date, country, citizenship, county, city, street, trip type and ID number
 * are required; the ID series only for a national identity card.
 */
function missingRegistrationFields(form: RegistrationFormRecord): string[] {
  const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";
  const address = (form.address ?? {}) as Record<string, unknown>;
  const required: [string, unknown][] = [
    ["last_name", form.last_name],
    ["first_name", form.first_name],
    ["dob", form.dob],
    ["country_code", form.country_code],
    ["citizenship", form.citizenship],
    ["address.county", address.county],
    ["address.city", address.city],
    ["address.address1", address.address1],
    ["trip_type", form.trip_type],
    ["id_type", form.id_type],
    ["id_number", form.id_number],
  ];
  if (form.id_type === "National identity card") required.push(["id_series", form.id_series]);
  return required.filter(([, value]) => !filled(value)).map(([name]) => name);
}

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64");

const behaviours: { [K in EndpointName]: Behaviour<K> } = {
  searchAvailability({ query }, { world }) {
    const org = organisationById(world, query.org_id) ?? notFound("Organisation not found");
    const location = world.locations.find((candidate) => candidate.id === query.location_id && candidate.org_id === org.id) ?? notFound("Location not found");
    const ages = query.children_ages ? query.children_ages.split(",").map(Number) : [];
    if (ages.length !== query.children) throw new PmsError(400, "Every child needs an age (children_ages)");
    if (ages.some((age) => age > 17)) throw new PmsError(400, "A child is 0 to 17 years old");
    if (query.day_from < world.today) throw new PmsError(400, "The arrival date is in the past");
    const outcome = searchStay(
      { day_from: query.day_from, day_to: query.day_to, adults: query.adults, children_ages: ages, rooms: query.rooms, coupon_code: query.coupon_code },
      {
        roomTypes: roomTypesAt(world, location.id),
        childrenAgeMax: org.profile.settings.children_age_max,
        freeRooms: freeRoomsAt(world, location.id, query.day_from, query.day_to),
        ratePlans: world.ratePlans.filter((plan) => plan.org_id === org.id),
        catalog: pricingCatalogOf(world, org),
      },
    );
    if (outcome.kind === "invalid") throw new PmsError(400, outcome.message);
    return outcome.kind === "min_stay" ? outcome.answer : outcome.solutions;
  },

  searchGuests({ query }, call) {
    const staff = staffOnly(call);
    const needle = fold(query.query.trim());
    return call.world.guests
      .filter((guest) => guest.org_id === staff.org_id)
      .filter((guest) => fold(`${guest.first_name} ${guest.last_name} ${guest.email ?? ""} ${guest.phone ?? ""}`).includes(needle))
      .slice(0, 20)
      .map(({ org_id: _org, ...guest }) => ({ ...guest, name: `${guest.first_name} ${guest.last_name}`.trim() }));
  },

  createGuest({ body }, call) {
    const staff = staffOnly(call);
    const guest = {
      id: call.world.nextId.guest++,
      org_id: staff.org_id,
      first_name: body.first_name.trim(),
      last_name: body.last_name.trim(),
      email: typeof body.email === "string" ? body.email : null,
      phone: typeof body.phone === "string" ? body.phone : null,
      dob: body.dob ?? null,
      address: body.address ?? null,
    };
    call.world.guests.push(guest);
    const { org_id: _org, ...answer } = guest;
    return { ...answer, name: `${guest.first_name} ${guest.last_name}`.trim() };
  },

  createReservation({ body }, { world, user }) {
    // A registered user's e-mail books only when signed in (the guest state "exists"); a replay of
    // a booking already made answers it whatever the session.
    const replay = body.idempotency_key ? world.bookingsByKey.has(body.idempotency_key) : false;
    const email = body.email.trim().toLowerCase();
    if (!user && !replay && world.users.some((candidate) => candidate.email.toLowerCase() === email)) {
      throw new PmsError(409, `The email ${body.email} is already registered, from a previous reservation. Please enter your existing password or reset it.`, UPSTREAM_ERROR_CODES.emailRegistered);
    }
    return { id: bookReservation(world, body).id };
  },

  updateReservation({ params, body }, { world }) {
    const reservation = reservationOf(world, params.id);
    // The client sends the whole reservation back; it must be the one it looked up.
    if (body.id !== params.id || body.email.toLowerCase() !== reservation.email.toLowerCase()) throw new PmsError(403, "This reservation does not match");
    const arrival = (body.arrival_time ?? null) !== (reservation.arrival_time ?? null);
    const departure = (body.departure_time ?? null) !== (reservation.departure_time ?? null);
    const note = body.note !== undefined && (body.note ?? "") !== (reservation.note ?? "");
    const wanted = body.financials.guest_preferences?.status;
    const current = reservation.financials.guest_preferences;
    // The status sent back as it was read is no request to cancel (a note on a cancelled stay carries it).
    const cancelling = (wanted === "canceled" || wanted === "canceled_and_payed") && wanted !== current?.status;
    // Every check before any change: a refused PATCH stores nothing (a note on a cancelled stay included).
    if (reservation.status === "Canceled") {
      if (cancelling) throw new PmsError(409, "This reservation is already cancelled", UPSTREAM_ERROR_CODES.alreadyCancelled);
      if (arrival || departure || note || (wanted && wanted !== current?.status)) throw new PmsError(409, "This reservation is cancelled", UPSTREAM_ERROR_CODES.reservationCancelled);
    }
    if (arrival && reservation.status !== "New" && reservation.status !== "Confirmed") throw new PmsError(409, "The arrival time can no longer be changed");
    if (departure && reservation.status !== "Checked-in") throw new PmsError(409, "The departure time can be set after check-in");
    if (wanted && wanted !== current?.status && wanted !== "payed" && !cancelling) throw new PmsError(403, "Only hotel staff can set this payment status");
    if (cancelling) {
      if (reservation.status === "Checked-in" || reservation.status === "Checked-out") throw new PmsError(409, "A stay that has started cannot be cancelled online");
      // The fee the guest agreed to travels as `cancellationFee`: another fee today is not theirs to pay unseen.
      const fee = currentCancellationFee(world, reservation);
      if (typeof body.cancellationFee !== "number" || round2(body.cancellationFee) !== round2(fee)) {
        throw new PmsError(409, "The cancellation fee is not the one stated", UPSTREAM_ERROR_CODES.feeChanged, { cancellation_fee: fee });
      }
    }

    if (arrival) reservation.arrival_time = body.arrival_time ?? null;
    if (departure) reservation.departure_time = body.departure_time ?? null;
    if (note) reservation.note = body.note;
    if (wanted === "payed" && current?.status !== "payed") {
      // The guest says they paid by a non-card method: staff check it; the choice is cleared.
      reservation.financials.guest_preferences = { ...current, status: "payed", payment_method: null };
    } else if (cancelling) {
      reservation.cancellationFee = currentCancellationFee(world, reservation);
      reservation.status = "Canceled";
      const paid = (reservation.payments ?? []).length > 0;
      reservation.financials.guest_preferences = { ...current, status: paid ? "canceled_and_payed" : "canceled", payment_method: current?.payment_method ?? null };
    }
    return { arooms: reservation.arooms ?? [] };
  },

  lookupReservation({ params, body }, { world }) {
    const location = locationByIdOrSubdomain(world, params.location);
    const reservation = world.reservations.get(body.reservation_id);
    // Wrong code, wrong e-mail and wrong hotel all look the same: nothing to probe.
    if (!location || !reservation || location.org_id !== reservation.org_id || reservation.email.toLowerCase() !== body.email.trim().toLowerCase()) {
      throw new PmsError(404, "Reservation not found");
    }
    return reservationView(world, reservation);
  },

  mobilpayPaymentPrep({ query }, { world, origin, url }) {
    const reservation = reservationOf(world, query.reservation_id);
    if (reservation.status === "Canceled") throw new PmsError(409, "This reservation is cancelled");
    const org = organisationById(world, reservation.org_id) ?? notFound("Organisation not found");
    const mobilpay = org.profile.settings_financials?.payment?.mobilpay;
    if (!mobilpay?.enabled) throw new PmsError(422, "Pay method is unavailable");
    const { invoice, instalment } = nextUnpaidInstalment(reservation, query.invoice_id);
    const returnUrl = url.searchParams.get("return_url");
    return {
      env_key: randomBytes(32).toString("base64"),
      env_data: encode({
        reservation_id: reservation.id,
        invoice_id: Number(invoice.id),
        org_guest_id: query.org_guest_id ?? reservation.org_guest_id ?? null,
        amount: instalment.amount,
        currency: invoice.currency,
        due_date: instalment.due_date,
        return_url: returnUrl && /^https?:\/\//.test(returnUrl) ? returnUrl : null,
      }),
      url: mobilpay.mobilpay_test_mode ? `${origin}/__mock/mobilpay/pay` : "https://secure.mobilpay.ro",
    };
  },

  paypalCaptured({ body }, { world }) {
    const reservation = reservationOf(world, body.reservation_id);
    // A capture is recorded once, however often the client reports it.
    const known = (reservation.payments ?? []).some((payment) => payment.method === "paypal" && payment.order?.message === `PayPal capture ${body.capture.id}`);
    if (known) return { ok: true };
    if (reservation.status === "Canceled") throw new PmsError(409, "This reservation is cancelled", UPSTREAM_ERROR_CODES.reservationCancelled);
    const org = organisationById(world, reservation.org_id) ?? notFound("Organisation not found");
    const { invoice, instalment } = nextUnpaidInstalment(reservation, body.invoice_id);
    // As a real PMS asks PayPal (GET /v2/payments/captures/{id}): the sandbox's own record, never the caller's word.
    const capture = world.paypal.captures.get(body.capture.id);
    const due = payPalCharge(instalment.amount, invoice.currency, org.profile);
    const references = payPalReferences(reservation.id, Number(invoice.id), instalment.due_date);
    const problem = !capture
      ? "PayPal does not know this capture"
      : capture.orderId !== body.order_id
        ? "The capture belongs to another PayPal order"
        : capture.status !== "COMPLETED"
          ? "The PayPal payment is not completed"
          : capture.invoiceId !== references.invoice_id || capture.customId !== references.custom_id
            ? "The PayPal payment is for another invoice"
            : !due || capture.currency !== due.currency || capture.amount !== due.amount || body.currency !== due.currency || body.amount !== due.amount
              ? "The PayPal payment is not this instalment's amount"
              : null;
    if (problem || !capture) throw new PmsError(422, problem ?? "PayPal does not know this capture", UPSTREAM_ERROR_CODES.paymentUnverified);
    if ([...world.reservations.values()].some((other) => (other.payments ?? []).some((payment) => payment.order?.message === `PayPal capture ${capture.id}`))) {
      throw new PmsError(422, "This PayPal capture already paid another instalment", UPSTREAM_ERROR_CODES.paymentUnverified);
    }
    payNextInstalment(world, reservation, body.invoice_id, "paypal", { error_code: "0", message: `PayPal capture ${capture.id}`, card_masked: null });
    return { ok: true };
  },

  updateUserSettings({ body }, call) {
    signedInUser(call).settings.language = body.settings.language;
    return { ok: true };
  },

  getRegistrationForm({ params }, { world }) {
    const reservation = reservationOf(world, params.reservation_id);
    const stored = world.registrationForms.get(reservation.id) ?? {};
    return {
      last_name: reservation.last_name,
      first_name: reservation.first_name,
      ...stored,
      arrival_date: reservation.day_from,
      departure_date: reservation.day_to,
      location_name: world.locations.find((location) => location.id === reservation.location_id)?.name ?? null,
      room_numbers: (reservation.arooms ?? []).map((room) => String((room as { room_number?: unknown }).room_number ?? "")).filter(Boolean),
    };
  },

  saveRegistrationForm({ params, body }, { world }) {
    const reservation = reservationOf(world, params.reservation_id);
    if (reservation.status === "Canceled") throw new PmsError(409, "This reservation is cancelled");
    // Dates, location and rooms come from the reservation; the form cannot change them.
    const { arrival_date: _a, departure_date: _d, location_name: _l, room_numbers: _r, ...fields } = body;
    const form = { last_name: reservation.last_name, first_name: reservation.first_name, ...world.registrationForms.get(reservation.id), ...fields };
    const missing = missingRegistrationFields(form);
    if (missing.length > 0) throw new PmsError(422, `Required fields are missing: ${missing.join(", ")}`, UPSTREAM_ERROR_CODES.requiredFields, { fields: missing });
    world.registrationForms.set(reservation.id, form);
    return { ok: true };
  },

  getUserSession(_input, call) {
    return userSession(signedInUser(call), call.token ?? "");
  },

  signIn({ body }, { world }) {
    const user = world.users.find((candidate) => candidate.email.toLowerCase() === body.email.trim().toLowerCase());
    if (!user || user.password !== body.password) throw new PmsError(401, "Invalid email or password");
    const token = randomBytes(24).toString("hex");
    world.sessions.set(token, user.id);
    world.issuedTokens.push(token);
    return userSession(user, token);
  },

  signOut(_input, { world, token }) {
    if (token) world.sessions.delete(token);
    return { ok: true };
  },

  getOrganisation({ params }, { world, origin }) {
    const org = organisationBySlug(world, params.organization_full_slug) ?? notFound("Organisation not found");
    return withMediaOrigin(organisationView(world, org), origin);
  },

  getOrganisationByLocation({ params }, { world, origin }) {
    const location = locationByIdOrSubdomain(world, params.location) ?? notFound("Location not found");
    const org = organisationById(world, location.org_id) ?? notFound("Organisation not found");
    return withMediaOrigin(
      { organization: organisationView(world, org), location: { ...locationView(location), rooms: roomTypesAt(world, location.id).map(roomTypeView) } },
      origin,
    );
  },

  getLocationInventory({ params, query }, call) {
    const location = staffLocation(call, params.location_id);
    const { world } = call;
    const nights = nightsOf(query.day_from, query.day_to);
    const stays = staysOverlapping(world, location.id, query.day_from, query.day_to).filter((stay) => stay.status !== "Canceled");
    const roomTypes = roomTypesAt(world, location.id);
    const soldOn = (roomTypeId: number, night: string) =>
      stays.reduce((sum, stay) => sum + (stay.day_from <= night && night < stay.day_to ? (stay.room_types[String(roomTypeId)] ?? 0) : 0), 0);
    const onSale = (roomTypeId: number, night: string) => world.inventory.get(roomTypeId)?.get(night) ?? 0;
    return {
      location_id: location.id,
      day_from: query.day_from,
      day_to: query.day_to,
      room_types: roomTypes.map((roomType) => ({
        id: roomType.id,
        name: roomType.name,
        rooms: roomType.room_numbers.map((number) => ({ number, condition: roomType.room_conditions?.[number] ?? "clean" })),
        nights: nights.map((day) => ({ day, on_sale: onSale(roomType.id, day), sold: soldOn(roomType.id, day) })),
      })),
      // The channel manager offers each channel the rooms still free, but none on a stop-sell night.
      otas: world.otas
        .filter((ota) => ota.org_id === location.org_id)
        .map((ota) => ({
          id: ota.id,
          name: ota.name,
          room_types: roomTypes
            .filter((roomType) => ota.room_type_ids.includes(roomType.id))
            .map((roomType) => ({
              room_type_id: roomType.id,
              nights: nights.map((day) => {
                const closed = ota.stop_sells.some((stop) => stop.room_type_id === roomType.id && stop.day_from <= day && day < stop.day_to);
                return { day, available: closed ? 0 : Math.max(0, onSale(roomType.id, day) - soldOn(roomType.id, day)), closed };
              }),
            })),
        }))
        .filter((ota) => ota.room_types.length > 0),
    };
  },

  getLocationRates({ params, query }, call) {
    const location = staffLocation(call, params.location_id);
    const { world } = call;
    const org = organisationById(world, location.org_id) ?? notFound("Organisation not found");
    const catalog = pricingCatalogOf(world, org);
    const nights = nightsOf(query.day_from, query.day_to);
    const roomTypes = roomTypesAt(world, location.id);
    return {
      location_id: location.id,
      currency: catalog.currency,
      rate_plans: world.ratePlans
        .filter((plan) => plan.org_id === org.id)
        .map((plan) => ({
          id: plan.id,
          name: plan.name,
          room_types: roomTypes.map((roomType) => ({
            room_type_id: roomType.id,
            // The room's price for one night on this plan (VAT in, room only), as the engine prices a stay.
            nights: nights.map((day) => {
              const season = seasonOf(catalog.seasons, day);
              const limits = lengthOfStayLimits(plan, catalog.seasons, day, addDays(day, 1));
              if (!season || !limits) return { day, price: null, min_stay: 1, closed: true };
              const uplift = isWeekendNight(day) ? 1 + catalog.weekendUplift : 1;
              return { day, price: round2(roomType.pricing[season.kind] * uplift * plan.price_factor), min_stay: limits.min, closed: false };
            }),
          })),
        })),
    };
  },

  listReservations({ query }, call) {
    const location = staffLocation(call, query.location_id);
    return staysOverlapping(call.world, location.id, query.day_from, query.day_to)
      .sort((a, b) => a.day_from.localeCompare(b.day_from) || a.id - b.id)
      .map((stay) => ({
        id: stay.id,
        status: stay.status,
        location_id: stay.location_id,
        day_from: stay.day_from,
        day_to: stay.day_to,
        first_name: stay.first_name,
        last_name: stay.last_name,
        adults: stay.adults,
        children: stay.children,
        rooms: stay.rooms,
        room_types: stay.room_types,
        arooms: (stay.arooms ?? []).map((room) => room as { room_type_id?: number; room_number?: string }).map((room) => ({ room_type_id: room.room_type_id ?? null, room_number: room.room_number ?? null })),
        total: stay.financials.rate.price,
        currency: stay.financials.rate.currency,
        payment_status: stay.financials.guest_preferences?.status ?? null,
      }));
  },

  getReservation({ params }, call) {
    const staff = staffOnly(call);
    const reservation = reservationOf(call.world, params.id);
    // Another organisation's reservation does not exist for this staff member.
    if (reservation.org_id !== staff.org_id) notFound("Reservation not found");
    return reservationView(call.world, reservation);
  },

  shareInvoice({ params, query }, { world, origin }) {
    const owner = [...world.reservations.values()].find((reservation) => reservation.invoices?.some((invoice) => Number(invoice.id) === params.invoice_id));
    if (!owner) notFound("Invoice not found");
    // One unguessable token (128 bits) per invoice and language, kept until the reset: asked again,
    // the same link. The page behind it opens with that token only (mocks/pages.ts), as a real
    // PMS's would, so walking invoice ids or guessing gets nothing.
    const shared = [...world.invoiceShares].find(([, share]) => share.invoice_id === params.invoice_id && share.language === query.language);
    const token = shared?.[0] ?? randomBytes(16).toString("base64url");
    if (!shared) world.invoiceShares.set(token, { invoice_id: params.invoice_id, language: query.language });
    return { url: `${origin}/public/invoice/${params.invoice_id}/${token}` };
  },
};

const errorAnswer = (status: number, message: string, code?: string, details?: Record<string, unknown>) =>
  HttpResponse.json({ message, ...(code ? { code } : {}), ...details }, { status });

const invalid = (part: string, error: z.ZodError) => errorAnswer(400, `Invalid ${part}: ${z.prettifyError(error).replace(/\n/g, " ")}`);

/** The handler of one endpoint: validate what the table declares, check the session, answer. */
function handlerFor<K extends EndpointName>(name: K, getWorld: () => World): HttpHandler {
  const endpoint: Endpoint = api[name];
  const behaviour = behaviours[name] as unknown as Behaviour<EndpointName>;
  const method = endpoint.method === "GET" ? http.get : endpoint.method === "POST" ? http.post : http.patch;
  return method(`*${toRoutePattern(endpoint.path)}`, async ({ request, params }) => {
    const world = getWorld();
    const url = new URL(request.url);
    const input: Record<string, unknown> = { params: undefined, query: undefined, body: undefined };

    if (endpoint.pathParams) {
      const parsed = endpoint.pathParams.safeParse(params);
      if (!parsed.success) return invalid("path", parsed.error);
      input.params = parsed.data;
    }
    if (endpoint.query) {
      const parsed = endpoint.query.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) return invalid("query", parsed.error);
      input.query = parsed.data;
    }
    if (endpoint.body) {
      let json: unknown;
      try {
        json = await request.json();
      } catch {
        return errorAnswer(400, "Invalid body: expected JSON");
      }
      const parsed = endpoint.body.safeParse(json);
      if (!parsed.success) return invalid("body", parsed.error);
      input.body = parsed.data;
    }

    const token = url.searchParams.get(SESSION_TOKEN_PARAM) ?? undefined;
    const userId = token ? world.sessions.get(token) : undefined;
    const user = userId === undefined ? undefined : world.users.find((candidate) => candidate.id === userId);
    // A token the PMS does not know (signed out, expired, made up) is refused on every call, not
    // quietly served as anonymous: the caller must drop it.
    if ((endpoint.session === "required" || token !== undefined) && !user) return errorAnswer(401, "Your session has expired, please sign in again", UPSTREAM_ERROR_CODES.sessionExpired);

    try {
      const answer = behaviour(input as Parsed<Api[EndpointName]>, { world, origin: url.origin, url, user, token: user ? token : undefined });
      return HttpResponse.json(answer as never, { status: endpoint.successStatus ?? 200 });
    } catch (error) {
      if (error instanceof PmsError) return errorAnswer(error.status, error.message, error.code, error.details);
      throw error;
    }
  });
}

/** One handler per endpoint of the contract table, in the table's order. */
export const createApiHandlers = (getWorld: () => World): HttpHandler[] => endpointNames.map((name) => handlerFor(name, getWorld));
