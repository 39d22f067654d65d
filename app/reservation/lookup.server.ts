/**
 * Opening a reservation by its code + e-mail, the one way in for every door: the look-up form of
 * `/reservation-search`, its direct link (`?res=&email=`), `/location/:id?res=&email=`, and the
 * e-mail asked on `/reservations/:id`. The PMS decides whether they match; a match becomes a grant
 * in the server-side session. Failures are limited per client and per reservation code, and a wrong
 * code and a wrong e-mail are the same answer.
 */
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import type { LookupProblem } from "~/components/reservation/LookupForm";
import { bffFor, type RouteArgs } from "~/bff.server";
import { PRIVATE_HEADERS } from "~/site/http.server";
import type { LoadedSite } from "~/site/site.server";
import { withKept } from "~/utils/links";
import { capEcho, FIELD_MAX } from "~/utils/text-limits";
import { grantAccess, lookUpReservation } from "./reservation.server";

/** A reservation code is the PMS's numeric id; an e-mail as long as e-mails are. */
export const LookupFields = z.object({
  res: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,11}$/),
  email: z.string().trim().min(3).max(FIELD_MAX.email),
});

export type LookupOutcome =
  | { kind: "granted"; reservationId: number; setCookie: string }
  /** The code and e-mail do not match a reservation (or are not a code and an e-mail at all). */
  | { kind: "not-found" }
  | { kind: "limited"; retryAfter: number }
  | { kind: "unavailable" };

export async function openReservation(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  fields: { res?: unknown; email?: unknown },
  clientAddress: string | null,
): Promise<LookupOutcome> {
  const { bff, logger } = bffFor({ request, context });
  const parsed = LookupFields.safeParse(fields);
  const reservation = typeof fields.res === "string" && /^\d{1,12}$/.test(fields.res.trim()) ? fields.res.trim() : null;
  // Taken before the PMS is asked: a burst of guesses cannot all pass one check (bff/limiter.ts).
  const attempt = await bff.lookupAttempts.take({ client: clientAddress, reservation });
  if (attempt.kind !== "taken") {
    logger.warn({ retryAfter: attempt.kind === "limited" ? attempt.retryAfter : null }, "look-up refused: too many attempts");
    return attempt.kind === "limited" ? attempt : { kind: "unavailable" };
  }
  // A guess that is not even a code and an e-mail is a failed attempt too.
  if (!parsed.success) return { kind: "not-found" };
  const reservationId = Number(parsed.data.res);
  const session = await bff.sessions.get(request);
  const found = await lookUpReservation({ request, context }, loaded, session, reservationId, parsed.data.email);
  if (found.kind === "not-found") return found;
  // The right e-mail, or a PMS that did not answer: nothing was guessed, the attempt goes back.
  await attempt.giveBack();
  if (found.kind === "unavailable") return found;
  grantAccess(session, reservationId, parsed.data.email);
  return { kind: "granted", reservationId, setCookie: await bff.sessions.commit(session) };
}

/** Minutes to show for a `Retry-After` in seconds: never "0 minutes". */
export const minutesOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

/**
 * The answer of a look-up page: a match goes to the reservation (303, the e-mail leaves the
 * address); anything else is the form again with what was typed — 404 for any mismatch, 429 with
 * `Retry-After` past the limit, 503 when the PMS does not answer.
 */
export function lookupPage(loaded: LoadedSite, title: string, outcome: LookupOutcome, fields: Record<string, unknown>) {
  if (outcome.kind === "granted") {
    throw redirect(withKept(`/reservations/${outcome.reservationId}`, loaded.view.keep), {
      status: 303,
      headers: { ...PRIVATE_HEADERS, "Set-Cookie": outcome.setCookie },
    });
  }
  const typed = capEcho({ res: typeof fields.res === "string" ? fields.res : "", email: typeof fields.email === "string" ? fields.email : "" });
  const { problem, init } = failureOf(outcome);
  return data({ title, code: typed.res, email: typed.email, problem }, init);
}

/** A look-up that did not open the reservation: what the form says, and the answer's status and headers. */
function failureOf(outcome: Exclude<LookupOutcome, { kind: "granted" }>) {
  const problem: LookupProblem = outcome.kind === "limited" ? { kind: "limited", minutes: minutesOf(outcome.retryAfter) } : { kind: outcome.kind };
  const headers: Record<string, string> = { ...PRIVATE_HEADERS };
  if (outcome.kind === "limited") headers["Retry-After"] = String(outcome.retryAfter);
  return { problem, init: { status: outcome.kind === "limited" ? 429 : outcome.kind === "unavailable" ? 503 : 404, headers } };
}

/** A reservation id from the URL, or the 404 any other value deserves. */
export function reservationIdOf(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,11}$/.test(value)) throw new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  return Number(value);
}

/**
 * The e-mail form of a page that knows the code (`/reservations/:id`, `/reservation/:id`): a match
 * answers 303 back to the page (thrown); anything else is what the form shows again.
 */
export async function lookUpFromPage(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  reservationId: number,
  email: unknown,
  clientAddress: string | null,
  here: string,
) {
  const opened = await openReservation({ request, context }, loaded, { res: String(reservationId), email }, clientAddress);
  if (opened.kind === "granted") throw redirect(here, { status: 303, headers: { ...PRIVATE_HEADERS, "Set-Cookie": opened.setCookie } });
  return { ...failureOf(opened), email: capEcho({ email: typeof email === "string" ? email : "" }).email };
}
