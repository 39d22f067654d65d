/**
 * The error page's data when the PMS did not answer: 503, in the guest's language, with the
 * request's trace id as its reference (bff/trace.ts). Carried in the data, the reference also
 * reaches a page the browser asked for itself (a client-side navigation's `.data` request), which
 * has no document of its own to carry it.
 */
import { data } from "@remix-run/node";
import { currentTraceId } from "~/bff.server";
import type { FailureData } from "./view";

export function pmsUnavailable(locale: string, init: { headers?: HeadersInit } = {}) {
  const reference = currentTraceId();
  return data<FailureData>({ reason: "unavailable", locale, ...(reference ? { reference } : {}) }, { status: 503, ...init });
}
