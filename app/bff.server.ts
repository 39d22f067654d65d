/** The one door from Remix routes into bff/ (which is server-only; see DESIGN.md). */
import { getBff, type Bff } from "../bff/server";
import { requestContext, type RequestContext } from "../bff/request";

export type { Bff };

export interface RequestBff extends RequestContext {
  bff: Bff;
}

export async function bffFor(request: Request): Promise<RequestBff> {
  const bff = await getBff();
  return { bff, ...requestContext(request, bff.logger) };
}

export { getBff };
