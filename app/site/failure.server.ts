/**
 * A failure page's data, made on the server: its reason, the guest's language and the page's
 * `<title>` in it (app/site/failure.ts), which the browser could not make itself without every
 * language's texts. When the PMS did not answer (503), the request's trace id too, as its reference
 * (bff/trace.ts): carried in the data, it also reaches a page the browser asked for itself (a
 * client-side navigation's `.data` request), which has no document of its own to carry it.
 */
import { data } from "@remix-run/node";
import { currentTraceId } from "~/bff.server";
import { FALLBACK_LANGUAGE, toLanguage, type Language } from "~/i18n";
import { resources } from "~/i18n.server";
import type { ErrorTitles } from "~/locales/en/error-titles";
import { failureTitleOf } from "./failure";
import type { FailureData } from "./view";

/** The failure pages' titles in `language`, for the root's data (a failure without its own data). */
export function failureTitles(language: Language): ErrorTitles {
  const { notFoundTitle, badRequestTitle, unavailableTitle, genericTitle } = resources[language].common.errors;
  return { notFoundTitle, badRequestTitle, unavailableTitle, genericTitle };
}

/** The title of a failure of `status` in `language`; a code that is no site language gets the fallback language's. */
export const failureTitle = (status: number, language: string | null | undefined): string =>
  failureTitleOf(status, failureTitles(toLanguage(language) ?? FALLBACK_LANGUAGE));

/** A failure page's answer to throw: its data, with its title in its language, and its status. */
export function failure(status: number, fields: Omit<FailureData, "title">, init: { headers?: HeadersInit } = {}) {
  return data<FailureData>({ ...fields, title: failureTitle(status, fields.locale) }, { ...init, status });
}

export function pmsUnavailable(locale: string, init: { headers?: HeadersInit } = {}) {
  const reference = currentTraceId();
  return failure(503, { reason: "unavailable", locale, ...(reference ? { reference } : {}) }, init);
}
