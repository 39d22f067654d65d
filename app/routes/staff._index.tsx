/** `/staff`: the plan grid is where the front desk starts. */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { PRIVATE_HEADERS } from "~/site/http.server";
import { requireStaff } from "~/staff/access.server";
import { withKept } from "~/utils/links";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  return redirect(withKept("/staff/plan", staff.loaded.view.keep), { status: 303, headers: PRIVATE_HEADERS });
}
