/**
 * The online check-in form of a reservation (docs/spec.md §2 `/reservation/:id`, §3, §5): read from and
 * saved to the PMS for a session holding the reservation's grant.
 */
import { serverText } from "~/site/action-failure";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { createRequire } from "node:module";
import countries, { type LocaleData } from "i18n-iso-countries";
import { bffFor, isUpstreamError, type RouteArgs } from "~/bff.server";
import { hotelTimeZone, hotelToday } from "~/booking/dates";
import { LANGUAGES, type Language } from "~/i18n";
import { grantOf } from "~/reservation/reservation.server";
import type { LoadedSite } from "~/site/site.server";
import { cappedReply } from "~/utils/text-limits";
import type { CountryOption } from "./guest-fields";
import { registrationSchema, toRegistrationForm } from "./registration";

// The package's locale files are JSON: required, so the server build leaves them to Node as they are.
// Each site language's names, the package's file of its code: a language without one stops the start.
const require = createRequire(import.meta.url);
for (const language of LANGUAGES) countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`) as LocaleData);

const optionsByLanguage = new Map<Language, CountryOption[]>();

/** Every country by its name in the page's language, sorted as that language sorts (built once). */
export function countryOptions(language: Language): CountryOption[] {
  const known = optionsByLanguage.get(language);
  if (known) return known;
  const collator = new Intl.Collator(language);
  const options = Object.entries(countries.getNames(language, { select: "official" }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  optionsByLanguage.set(language, options);
  return options;
}

/** The form's values as its fields name them (the address flattened), and what it only shows. */
export interface CheckInView {
  values: Record<string, string>;
  arrival: string;
  departure: string;
  location: string | null;
  rooms: string[];
}

export type CheckInLoad = { kind: "form"; view: CheckInView } | { kind: "no-grant" } | { kind: "unavailable" };

export async function loadCheckIn({ request, context }: RouteArgs, reservationId: number): Promise<CheckInLoad> {
  const { bff, requestId, logger } = bffFor({ request, context });
  const session = await bff.sessions.get(request);
  if (!grantOf(session, reservationId)) return { kind: "no-grant" };
  try {
    const form = await bff.upstream.call(
      "getRegistrationForm",
      { params: { reservation_id: reservationId } },
      { sessionToken: session.get("upstreamToken"), requestId, logger, signal: request.signal },
    );
    const value = (text: string | null | undefined) => text ?? "";
    return {
      kind: "form",
      view: {
        values: {
          last_name: value(form.last_name),
          first_name: value(form.first_name),
          dob: value(form.dob),
          country_code: value(form.country_code),
          citizenship: value(form.citizenship),
          county: value(form.address?.county),
          city: value(form.address?.city),
          address1: value(form.address?.address1),
          trip_type: value(form.trip_type),
          id_type: value(form.id_type),
          id_series: value(form.id_series),
          id_number: value(form.id_number),
        },
        arrival: form.arrival_date,
        departure: form.departure_date,
        location: form.location_name ?? null,
        rooms: form.room_numbers,
      },
    };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // Spec §8: load errors are only logged; the page says it could not load.
    logger.warn({ failure: error.failure, status: error.status }, "check-in form could not be loaded");
    return error.isNotFound ? { kind: "no-grant" } : { kind: "unavailable" };
  }
}

export type CheckInSave =
  | { kind: "saved" }
  | { kind: "invalid"; lastResult: SubmissionResult<string[]> }
  /**
   * The PMS refused (`text`: its words, never a translation key) or failed (null); `view`: the
   * form's facts when the PMS gave them, so the page can keep the form (and what was typed) even
   * when its own reload fails too.
   */
  | { kind: "failed"; lastResult: SubmissionResult<string[]>; text: string | null; view: CheckInView | null }
  | { kind: "no-grant" };

export async function saveCheckIn(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  reservationId: number,
  formData: FormData,
  now = new Date(),
): Promise<CheckInSave> {
  const { bff, requestId, logger } = bffFor({ request, context });
  const session = await bff.sessions.get(request);
  if (!grantOf(session, reservationId)) return { kind: "no-grant" };
  const today = hotelToday(now, hotelTimeZone(loaded.site.organisation));
  const submission = parseWithZod(formData, { schema: registrationSchema({ today }) });
  if (submission.status !== "success") return { kind: "invalid", lastResult: cappedReply(submission.reply()) };
  const current = await loadCheckIn({ request, context }, reservationId);
  if (current.kind !== "form")
    return current.kind === "no-grant" ? current : { kind: "failed", lastResult: cappedReply(submission.reply()), text: null, view: null };
  try {
    await bff.upstream.call(
      "saveRegistrationForm",
      {
        params: { reservation_id: reservationId },
        body: { ...toRegistrationForm(submission.value), arrival_date: current.view.arrival, departure_date: current.view.departure },
      },
      { sessionToken: session.get("upstreamToken"), requestId, logger },
    );
    logger.info({ reservationId }, "check-in form saved");
    return { kind: "saved" };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    logger.warn({ failure: error.failure, status: error.status, code: error.code }, "check-in form not saved");
    const refused = error.failure === "status" && (error.status ?? 500) < 500;
    return { kind: "failed", lastResult: cappedReply(submission.reply()), text: refused ? serverText(error.guestMessage) : null, view: current.view };
  }
}
