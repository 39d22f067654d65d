/**
 * `/staff/*` that is no staff page (issue 50): a mistyped address stays inside the staff frame.
 * `/staff/reservation/:id` (the guests' singular) goes to the staff reservation page; anything
 * else is the staff's own 404 ("Nothing at this address"), drawn by `routes/staff`'s boundary with
 * the navigation and the search box above it. Staff only, like every staff page.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { PRIVATE_HEADERS, privateHeaders, redirect, requireStaff } from "~/route-server/staff.$.server";
import { withKept } from "~/utils/links";

/** The near misses of a staff reservation's address: `/staff/reservation/100001`, `/staff/reservations/100001/`. */
const RESERVATION_MISTYPED = /^reservations?\/([1-9]\d{0,11})\/?$/;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const staff = await requireStaff({ request, context });
  const id = RESERVATION_MISTYPED.exec(params["*"] ?? "")?.[1];
  if (id) throw redirect(withKept(`/staff/reservations/${id}`, staff.loaded.view.keep), { status: 301, headers: PRIVATE_HEADERS });
  throw new Response(null, { status: 404, headers: PRIVATE_HEADERS });
}

export const headers = privateHeaders;

export default function StaffNotFound() {
  return null;
}
