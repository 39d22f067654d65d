/**
 * THE endpoint table of the upstream PMS (docs/spec.md §7): every call, declared once, and the
 * staff area's contract extensions (marked `extension`, docs/decisions/014 and 028).
 * `bff/upstream.ts` derives the client from it and `mocks/handlers.ts` the fake PMS.
 */
import { z } from "zod";
import { STAFF_REFUSALS, staffEndpoints } from "./api-staff";
import { defineEndpoint } from "./endpoint";
import {
  Guest,
  NewGuest,
  HotelDate,
  Id,
  Organisation,
  OrganisationAtLocation,
  RegistrationForm,
  Reservation,
  ReservationDraft,
  SearchAnswer,
  SearchRequest,
  UPSTREAM_ERROR_CODES,
  SignedIn,
  UserSession,
} from "./entities";

const Ok = z.looseObject({ ok: z.boolean().optional() });

export const api = {
  searchAvailability: defineEndpoint({
    method: "GET",
    path: "/api/reservation-query",
    query: SearchRequest,
    response: SearchAnswer,
    session: "optional",
    summary: "Solutions for a stay, or { message, min_nights } when a minimum stay is not met",
    refusals: { [UPSTREAM_ERROR_CODES.sessionExpired]: { status: 401, when: "a session token the PMS does not know" } },
  }),
  searchGuests: defineEndpoint({
    method: "GET",
    path: "/api/org_guests",
    query: z.looseObject({ query: z.string().max(100) }),
    response: z.array(Guest),
    session: "required",
    summary:
      "Staff: guests of the organisation matching a text; a phone number in international form (+40744333444) matches the stored number's digits whatever its spacing (docs/decisions/028)",
    refusals: STAFF_REFUSALS,
  }),
  createGuest: defineEndpoint({
    method: "POST",
    path: "/api/org_guests",
    body: NewGuest,
    response: Guest,
    successStatus: 201,
    session: "required",
    summary: "Staff: create a guest",
    refusals: STAFF_REFUSALS,
  }),
  createReservation: defineEndpoint({
    method: "POST",
    path: "/api/reservations",
    body: ReservationDraft,
    response: z.looseObject({ id: Id }),
    successStatus: 201,
    session: "optional",
    summary: "Create a reservation (status New) from a draft",
    refusals: {
      [UPSTREAM_ERROR_CODES.minStay]: { status: 422, when: "the stay is shorter than the rate plan's minimum for its seasons (body: min_nights)" },
      [UPSTREAM_ERROR_CODES.maxStay]: { status: 422, when: "the stay is longer than the rate plan's maximum for its seasons (body: max_nights)" },
      [UPSTREAM_ERROR_CODES.capacity]: { status: 422, when: "the rooms cannot host the party (children above the max age count as adults)" },
      [UPSTREAM_ERROR_CODES.noAvailability]: { status: 409, when: "a room type is not free on every night, or the plan sells no night of the stay" },
      [UPSTREAM_ERROR_CODES.leadTime]: { status: 422, when: "the payment method needs more hours before the arrival day ends (body: hours_ahead)" },
      [UPSTREAM_ERROR_CODES.methodUnavailable]: {
        status: 422,
        when: "the organisation does not take the payment method, or the method is paid at the hotel (time_ahead 0) and the rate asks for payment before arrival",
      },
      [UPSTREAM_ERROR_CODES.idempotencyConflict]: {
        status: 409,
        when: "the idempotency key was used for another booking (same key, same booking: the first id, 201)",
      },
      [UPSTREAM_ERROR_CODES.emailRegistered]: { status: 409, when: "an anonymous booking with a registered user's e-mail" },
      [UPSTREAM_ERROR_CODES.sessionExpired]: { status: 401, when: "a session token the PMS does not know" },
    },
  }),
  updateReservation: defineEndpoint({
    method: "PATCH",
    path: "/api/reservations/{id}",
    pathParams: z.object({ id: Id }),
    body: Reservation,
    response: z.looseObject({ arooms: z.array(z.unknown()).default([]) }),
    session: "optional",
    summary:
      "Save the whole reservation: arrival/departure time, note, guest payment status, cancel, and new dates (day_from, day_to, nights) at the same rate plan's rate for them, its instalments moved (docs/decisions/045)",
    refusals: {
      [UPSTREAM_ERROR_CODES.dateChangeClosed]: {
        status: 409,
        when: "new dates while the hotel takes no date changes online, or for a reservation not New or Confirmed, booked through a channel, or past its free cancellation",
      },
      [UPSTREAM_ERROR_CODES.minStay]: { status: 422, when: "new dates shorter than the rate plan's minimum for their seasons (body: min_nights)" },
      [UPSTREAM_ERROR_CODES.maxStay]: { status: 422, when: "new dates longer than the rate plan's maximum for their seasons (body: max_nights)" },
      [UPSTREAM_ERROR_CODES.noAvailability]: { status: 409, when: "new dates on which the rate plan is closed or the room types are not free" },
      [UPSTREAM_ERROR_CODES.priceChanged]: {
        status: 409,
        when: "new dates with a `financials.rate.price` other than what the PMS charges for them (body: price)",
      },
      [UPSTREAM_ERROR_CODES.instalmentsPaid]: { status: 409, when: "new dates whose total is less than what is paid already" },
      [UPSTREAM_ERROR_CODES.alreadyCancelled]: { status: 409, when: "cancelling a cancelled reservation" },
      [UPSTREAM_ERROR_CODES.feeChanged]: { status: 409, when: "cancelling with a `cancellationFee` other than today's fee (the one the guest was shown)" },
      [UPSTREAM_ERROR_CODES.reservationCancelled]: { status: 409, when: "changing anything else on a cancelled reservation" },
      [UPSTREAM_ERROR_CODES.sessionExpired]: { status: 401, when: "a session token the PMS does not know" },
    },
  }),
  lookupReservation: defineEndpoint({
    method: "POST",
    path: "/api/locations/{location}",
    pathParams: z.object({ location: z.union([Id, z.string().min(1)]) }),
    body: z.looseObject({ reservation_id: Id, email: z.string().min(1) }),
    response: Reservation,
    session: "optional",
    readOnly: true,
    summary: "A reservation, only for its matching code + e-mail",
  }),
  mobilpayPaymentPrep: defineEndpoint({
    method: "GET",
    path: "/api/mobilpay/payment-prep",
    query: z.looseObject({ reservation_id: Id, invoice_id: Id, org_guest_id: Id.optional() }),
    response: z.looseObject({ env_key: z.string(), env_data: z.string(), url: z.string() }),
    session: "optional",
    summary: "Form data (env_key, env_data) to post to the card payment provider",
    refusals: { [UPSTREAM_ERROR_CODES.alreadyPaid]: { status: 409, when: "the invoice has no unpaid instalment" } },
  }),
  paypalCaptured: defineEndpoint({
    method: "POST",
    path: "/api/paypal/captured",
    // Everything the PMS needs to verify the capture with PayPal itself (GET /v2/payments/captures/{id})
    // before it marks anything paid: the browser's word is never enough (docs/integrating.md).
    body: z.looseObject({
      reservation_id: Id,
      invoice_id: Id,
      order_id: z.string().min(1),
      capture: z.looseObject({ id: z.string().min(1) }),
      /** What the site asked PayPal to charge for the instalment: the amount shown to the guest. */
      amount: z.number().positive(),
      currency: z.string().length(3),
    }),
    response: Ok,
    session: "optional",
    summary: "Record a PayPal capture, once the PMS has verified it with PayPal",
    refusals: {
      [UPSTREAM_ERROR_CODES.alreadyPaid]: { status: 409, when: "the invoice has no unpaid instalment (a repeated capture id is not paid twice either: 200)" },
      [UPSTREAM_ERROR_CODES.paymentUnverified]: {
        status: 422,
        when: "PayPal does not know the capture, or it is not COMPLETED, or its order, amount, currency or invoice reference is not this instalment's",
      },
      [UPSTREAM_ERROR_CODES.reservationCancelled]: { status: 409, when: "the reservation is cancelled" },
    },
  }),
  updateUserSettings: defineEndpoint({
    method: "PATCH",
    path: "/api/users/settings",
    body: z.looseObject({ settings: z.looseObject({ language: z.string() }) }),
    response: Ok,
    session: "required",
    summary: "Save the signed-in user's language",
  }),
  getRegistrationForm: defineEndpoint({
    method: "GET",
    path: "/api/registration-form/{reservation_id}",
    pathParams: z.object({ reservation_id: Id }),
    response: RegistrationForm,
    session: "optional",
    summary: "The online check-in form of a reservation",
  }),
  saveRegistrationForm: defineEndpoint({
    method: "PATCH",
    path: "/api/registration-form/{reservation_id}",
    pathParams: z.object({ reservation_id: Id }),
    body: RegistrationForm.partial().extend({ dob: HotelDate.nullish() }),
    response: Ok,
    session: "optional",
    summary: "Save the online check-in form",
    refusals: { [UPSTREAM_ERROR_CODES.requiredFields]: { status: 422, when: "a field docs/spec.md §5 requires is empty (body: fields)" } },
  }),
  getUserSession: defineEndpoint({
    method: "GET",
    path: "/api/users/sessions",
    response: UserSession,
    session: "required",
    summary: "The signed-in user of a session token",
    refusals: { [UPSTREAM_ERROR_CODES.sessionExpired]: { status: 401, when: "no session token, or one the PMS does not know" } },
  }),
  signIn: defineEndpoint({
    method: "POST",
    path: "/api/users/sessions",
    body: z.looseObject({ email: z.string().min(1), password: z.string().min(1) }),
    response: SignedIn,
    successStatus: 201,
    session: "optional",
    summary: "Sign in; answers the e-mail and a session token, the session then reloaded with GET /api/users/sessions",
  }),
  signOut: defineEndpoint({
    method: "GET",
    path: "/api/users/sessions/delete",
    response: Ok,
    session: "required",
    summary: "End the session of a token",
  }),
  getOrganisation: defineEndpoint({
    method: "GET",
    path: "/api/anonymous-orgs/{organization_full_slug}",
    pathParams: z.object({ organization_full_slug: z.string().min(1) }),
    response: Organisation,
    session: "optional",
    summary: "An organisation's public data",
  }),
  getOrganisationByLocation: defineEndpoint({
    method: "GET",
    path: "/api/anonymous-org-by-location/{location}",
    pathParams: z.object({ location: z.union([Id, z.string().min(1)]) }),
    response: OrganisationAtLocation,
    session: "optional",
    summary: "The organisation of a location (id or subdomain), the location, and its rooms",
  }),
  shareInvoice: defineEndpoint({
    method: "GET",
    path: "/public/api/invoice-share/{invoice_id}",
    pathParams: z.object({ invoice_id: Id }),
    query: z.looseObject({ language: z.string().min(2).max(5) }),
    response: z.looseObject({ url: z.string() }),
    session: "optional",
    summary: "A shareable link to a proforma invoice",
  }),

  // Contract extensions for the staff area (docs/decisions/014): staff sessions only, in contracts/api-staff.ts.
  ...staffEndpoints,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
export const endpointNames = Object.keys(api) as EndpointName[];

/** `"GET /api/anonymous-orgs/{organization_full_slug}"`: how calls are counted and logged. */
export const endpointKey = (name: EndpointName): string => `${api[name].method} ${api[name].path}`;
