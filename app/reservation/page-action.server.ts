/**
 * The reservation page's action (app/routes/reservations.$reservationId.tsx): what a guest does on
 * the page: look the reservation up by e-mail, start a card payment, change arrival or departure
 * time, the note, the dates, report a payment, cancel. Each answer names the change that failed and
 * keeps what was typed; a change saved without JavaScript redirects to the form it came from.
 */
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { bffFor } from "~/bff.server";
import { paymentReturnUrl } from "~/embed/return";
import { type CardPaymentStart, startCardPayment } from "~/reservation/card-payment.server";
// typedOf through the server module: manage-form's zod must not reach the page's JavaScript.
import { manageReservation, typedOf } from "~/reservation/changes.server";
import { DATE_ERRORS } from "~/reservation/date-change.server";
import { lookUpFromPage, reservationIdOf } from "~/reservation/lookup.server";
import { actionFailure, type FailedAction } from "~/site/action-failure";
import { PRIVATE_HEADERS, redirectWithToast } from "~/site/http.server";
import { loadSite } from "~/site/site.server";
import { withKept } from "~/utils/links";

/** Where the card provider sends the guest back: here, or the hotel's own page that frames it (docs/decisions/016). */
export function cardReturnUrl(loaded: Awaited<ReturnType<typeof loadSite>>, reservationId: number, returnTo: unknown): string {
  return paymentReturnUrl({
    path: withKept(`/reservations/${reservationId}`, loaded.view.keep, { card: "done" }),
    origin: loaded.origin,
    embed: loaded.view.embed,
    frameAncestors: loaded.view.frameAncestors,
    returnTo,
  });
}

/** Where each change's answer opens without JavaScript: the form the guest used. */
const ANCHORS: Record<string, string> = {
  "arrival-time": "change-arrival-time",
  "departure-time": "change-departure-time",
  note: "change-note",
  pay: "payment",
  cancel: "payment",
  "change-dates": "change-dates",
};

/** Which action each intent is, to name it when it fails (app/site/action-failure.ts). */
const FAILED: Record<string, FailedAction> = {
  "arrival-time": "arrivalTime",
  "departure-time": "departureTime",
  note: "note",
  pay: "pay",
  cancel: "cancel",
  "change-dates": "changeDates",
  card: "card",
  paypal: "paypal",
};

/**
 * The card button's answer, one for each way its start ends: the provider's form, no grant (404),
 * a refusal of ours (400, the reason beside the button), the PMS's refusal (422) or failure (503).
 */
function cardAnswer(started: CardPaymentStart) {
  const answer = { problem: null, email: "", errors: {}, typed: {} };
  switch (started.kind) {
    case "form":
      return data({ ...answer, card: started }, { headers: PRIVATE_HEADERS });
    case "no-grant":
      return data(answer, { status: 404, headers: PRIVATE_HEADERS });
    case "invalid":
      return data({ ...answer, errors: { intent: started.error } }, { status: 400, headers: PRIVATE_HEADERS });
    case "failed":
    case "unavailable": {
      const text = started.kind === "failed" ? started.text : null;
      return data({ ...answer, failure: actionFailure("card", text) }, { status: text ? 422 : 503, headers: PRIVATE_HEADERS });
    }
    default: {
      // Every kind is answered above (a new one fails to compile here); none is guessed at as a refusal.
      const unknown: never = started;
      throw new Error(`a card payment's start of no known kind: ${String((unknown as { kind: unknown }).kind)}`);
    }
  }
}

export async function reservationPageAction({ request, params, context }: ActionFunctionArgs) {
  const reservationId = reservationIdOf(params.reservationId);
  const loaded = await loadSite({ request, context }, {});
  const form = Object.fromEntries(await request.formData());
  const here = withKept(`/reservations/${reservationId}`, loaded.view.keep);

  if (form.intent === "lookup") {
    const { problem, email, init } = await lookUpFromPage({ request, context }, loaded, reservationId, form.email, context.clientAddress ?? null, here);
    return data({ problem, email, errors: {}, typed: {} }, init);
  }

  if (form.intent === "card") {
    // The provider sends the guest back here, where the fresh reservation says how it went; in
    // the hotel's own website, back to its page, which opens the frame here (docs/decisions/016).
    const started = await startCardPayment(
      { request, context },
      loaded,
      reservationId,
      Number(form.invoice_id),
      form.amount,
      cardReturnUrl(loaded, reservationId, form.return_to),
    );
    return cardAnswer(started);
  }

  const outcome = await manageReservation({ request, context }, loaded, reservationId, form);
  if (outcome.kind === "done") {
    // Saved in place (a page running JavaScript asked): the answer stays with the form.
    if (form.in_place === "1") return data({ problem: null, email: "", errors: {}, typed: {}, saved: outcome.toast }, { headers: PRIVATE_HEADERS });
    const { bff } = bffFor({ request, context });
    const session = await bff.sessions.get(request);
    const anchor = ANCHORS[String(form.intent)];
    throw await redirectWithToast(bff.sessions, session, { kind: "success", key: outcome.toast }, anchor ? `${here}#${anchor}` : here, PRIVATE_HEADERS);
  }
  if (outcome.kind === "no-grant") return data({ problem: null, email: "", errors: {}, typed: {} }, { status: 404, headers: PRIVATE_HEADERS });
  // The PMS refused (its words, as text) or failed: the change is named, what was typed kept, the
  // cancel step still open; the page itself stays (it is not "could not load the reservation").
  if (outcome.kind === "failed" || outcome.kind === "unavailable") {
    const failed = outcome.kind === "failed" ? outcome : { text: null, typed: typedOf(form), confirmCancel: false };
    return data(
      {
        problem: null,
        email: "",
        errors: {},
        typed: failed.typed,
        confirmCancel: failed.confirmCancel ?? false,
        failure: actionFailure(FAILED[String(form.intent)] ?? "note", failed.text),
      },
      { status: failed.text ? 422 : 503, headers: PRIVATE_HEADERS },
    );
  }
  // A fee or a price that changed asks again (409): the step shows today's from the fresh reservation.
  const conflict = outcome.confirmCancel || outcome.errors.change_dates === DATE_ERRORS.priceChanged;
  return data(
    { problem: null, email: "", errors: outcome.errors, typed: outcome.typed, confirmCancel: outcome.confirmCancel ?? false },
    { status: conflict ? 409 : 400, headers: PRIVATE_HEADERS },
  );
}
