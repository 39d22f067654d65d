/**
 * `/api-docs.json`: the PMS contract as OpenAPI 3.1 (contracts/openapi.ts) for an integrator, behind
 * the staff sign-in: it lists the PMS's calls and what the BFF relies on, which is no guest's business.
 */
import { openApiDocument } from "../../contracts/openapi";
import { PRIVATE_HEADERS } from "~/site/http.server";
import { requireStaff } from "./access.server";
import type { RouteArgs } from "~/bff.server";

let document: string | undefined;

export async function apiDocsAnswer({ request, context }: RouteArgs): Promise<Response> {
  try {
    await requireStaff({ request, context });
  } catch (refusal) {
    // Anonymous: the sign-in redirect (and back here afterwards). A guest: 403, as JSON like the document.
    if (refusal instanceof Response) throw refusal;
    return new Response(JSON.stringify({ message: "Staff only" }), {
      status: 403,
      headers: { ...PRIVATE_HEADERS, "Content-Type": "application/json; charset=utf-8" },
    });
  }
  // The document is made from the contract table once per process: it cannot change while it runs.
  document ??= JSON.stringify(openApiDocument(), null, 2);
  return new Response(document, { headers: { ...PRIVATE_HEADERS, "Content-Type": "application/json; charset=utf-8" } });
}
