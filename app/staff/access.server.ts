/**
 * The staff area's door (docs/decisions/014). The spec's guard lets everyone through; ours needs a
 * signed-in user whose PMS session answer said `role: "staff"` (a contract extension, decision
 * 001). Every staff loader and action calls `requireStaff` itself: Remix runs a page's loaders in
 * parallel, so a guard in the layout alone would not stop a child loader.
 *
 * - anonymous → 303 to `/login?redirectTo=<this page>`, and back after signing in;
 * - a signed-in guest → 403;
 * - staff → the PMS token for the calls, server-side only (never in a page or a cookie).
 * The PMS has the last word: a 401 (session ended there) signs in again, a 403 is the 403 page.
 */
import { serverText } from "~/site/action-failure";
import { data, redirect } from "@remix-run/node";
import type { Api, CallInput, EndpointName, ResponseOf } from "../../contracts/index";
import { bffFor, carriesSession, isUpstreamError, type RequestBff, type RouteArgs, type SignedInUser } from "~/bff.server";
import { loadSite, type LoadedSite } from "~/site/site.server";
import { withKept } from "~/utils/links";

import { failure, pmsUnavailable } from "~/site/failure.server";
import { PRIVATE_HEADERS } from "~/site/http.server";
import { fixedT } from "~/i18n.server";
import type { StaffRefusal } from "./http";

/** A PMS 4xx that blames the request (a date, a filter, a value typed), not the PMS's own state or load. */
const isRequestsFault = (status: number | undefined): boolean => status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;

export interface StaffContext extends RequestBff {
  loaded: LoadedSite;
  user: SignedInUser;
  /** The PMS session token: goes upstream with every staff call, nowhere else. */
  token: string;
}

/** The sign-in page that brings the visitor back to `request`'s page afterwards. */
export function signInFirst(request: Request, loaded: LoadedSite): Response {
  const url = new URL(request.url);
  // An action's page is the same address read with GET: come back to it, not to a POST.
  return redirect(withKept("/login", loaded.view.keep, { redirectTo: `${url.pathname}${url.search}` }), { status: 303, headers: PRIVATE_HEADERS });
}

export const refuseGuest = (loaded: LoadedSite, reason: StaffRefusal["reason"] = "staff-only") =>
  data<StaffRefusal>({ reason, locale: loaded.locale, title: fixedT(loaded.locale)("staff.forbiddenPageTitle") }, { status: 403, headers: PRIVATE_HEADERS });

export async function requireStaff({ request, context }: RouteArgs): Promise<StaffContext> {
  const loaded = await loadSite({ request, context });
  const requestBff = bffFor({ request, context });
  const hasSession = carriesSession(request.headers.get("Cookie"));
  const session = hasSession ? await requestBff.bff.sessions.get(request) : null;
  const user = session?.get("user");
  const token = session?.get("upstreamToken");
  if (!user || !token) throw signInFirst(request, loaded);
  if (user.role !== "staff") {
    requestBff.logger.info({ role: user.role }, "staff page refused to a non-staff user");
    throw refuseGuest(loaded);
  }
  // Another hotel's staff: refused here, before any of this hotel's data is asked for.
  if (user.orgId != null && user.orgId !== loaded.site.organisation.id) {
    requestBff.logger.info({ orgId: user.orgId }, "staff page refused to another organisation's staff");
    throw refuseGuest(loaded, "other-organisation");
  }
  return { ...requestBff, loaded, user, token };
}

/**
 * One upstream call with the staff member's token. What the PMS refuses becomes the page it
 * deserves: 401 → sign in again, 403 → the 403 page, 404 → the 404 page, any other refusal of the
 * request itself (400, 409, 422…) → 400, the request's fault, told so; a PMS that does not answer,
 * answers 5xx, times out (408) or throttles us (429) → 503.
 */
export async function staffCall<K extends EndpointName>(staff: StaffContext, request: Request, name: K, input: CallInput<Api[K]>): Promise<ResponseOf<Api[K]>> {
  try {
    return await staff.bff.upstream.call(name, input, { sessionToken: staff.token, requestId: staff.requestId, logger: staff.logger, signal: request.signal });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.failure === "status" && error.status === 401) throw signInFirst(request, staff.loaded);
    // The user is staff (requireStaff saw to that): a PMS that refuses them is refusing another hotel's staff.
    if (error.failure === "status" && error.status === 403) throw refuseGuest(staff.loaded, "other-organisation");
    if (error.failure === "status" && error.status === 404)
      throw failure(404, { reason: "not-found", locale: staff.loaded.locale }, { headers: PRIVATE_HEADERS });
    if (error.failure === "status" && isRequestsFault(error.status)) {
      staff.logger.info({ endpoint: error.endpoint, status: error.status, code: error.code }, "staff request refused by the PMS");
      throw failure(400, { reason: "refused", locale: staff.loaded.locale, text: serverText(error.guestMessage) }, { headers: PRIVATE_HEADERS });
    }
    staff.logger.warn({ failure: error.failure, endpoint: error.endpoint, status: error.status }, "staff data unavailable");
    throw pmsUnavailable(staff.loaded.locale, { headers: PRIVATE_HEADERS });
  }
}
