/** `/staff`: the plan grid is where the front desk starts. */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff, STAFF_HEADERS } from "~/staff/access.server";
import { withKept } from "~/utils/links";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff({ request, context });
  return redirect(withKept("/staff/plan", staff.loaded.view.keep), { status: 303, headers: STAFF_HEADERS });
}
