/**
 * The fake PMS's API: one MSW handler per endpoint of the contract table `api`, derived from it
 * (method, path, path params, query and body schemas, success status, session rule). What each
 * endpoint does lives in `mocks/behaviours/`; here is only what every call shares: the input
 * validated as the table declares it, the session checked, a refusal (`PmsError`) turned into the
 * error body. `endpointOf` names the endpoint a request is for by the very match its handler makes,
 * so the server's call counters and faults never disagree with the handler that answers.
 */
import { http, HttpResponse, matchRequestUrl, type HttpHandler } from "msw";
import { z } from "zod";
import { api, endpointKey, endpointNames, type Api, type EndpointName } from "../contracts/api";
import { UPSTREAM_ERROR_CODES } from "../contracts/entities";
import { SESSION_TOKEN_PARAM, toRoutePattern, type Endpoint } from "../contracts/endpoint";
import type { Behaviour, Parsed } from "./behaviours/call";
import { behaviours } from "./behaviours/index";
import { PmsError } from "./pms-error";
import type { World } from "./world";

/** An endpoint's MSW route: the contract's path template on whatever origin the mock is reached at. */
const routeOf = (endpoint: Endpoint): string => `*${toRoutePattern(endpoint.path)}`;

/**
 * The endpoint of the table a request is for, keyed as `/__mock/calls` reports it: the first whose
 * method and route match, the one whose handler answers it. Anything else (pages, photos, the
 * payment sandboxes) is no endpoint.
 */
export function endpointOf(method: string, url: URL): string | undefined {
  const name = endpointNames.find((candidate) => api[candidate].method === method && matchRequestUrl(url, routeOf(api[candidate])).matches);
  return name === undefined ? undefined : endpointKey(name);
}

const errorAnswer = (status: number, message: string, code?: string, details?: Record<string, unknown>) =>
  HttpResponse.json({ message, ...(code ? { code } : {}), ...details }, { status });

const invalid = (part: string, error: z.ZodError) => errorAnswer(400, `Invalid ${part}: ${z.prettifyError(error).replace(/\n/g, " ")}`);

/** The handler of one endpoint: validate what the table declares, check the session, answer. */
function handlerFor<K extends EndpointName>(name: K, getWorld: () => World): HttpHandler {
  const endpoint: Endpoint = api[name];
  const behaviour = behaviours[name] as unknown as Behaviour<EndpointName>;
  const method = endpoint.method === "GET" ? http.get : endpoint.method === "POST" ? http.post : http.patch;
  return method(routeOf(endpoint), async ({ request, params }) => {
    const world = getWorld();
    const url = new URL(request.url);
    const input: Record<string, unknown> = { params: undefined, query: undefined, body: undefined };

    if (endpoint.pathParams) {
      const parsed = endpoint.pathParams.safeParse(params);
      if (!parsed.success) return invalid("path", parsed.error);
      input.params = parsed.data;
    }
    if (endpoint.query) {
      const parsed = endpoint.query.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) return invalid("query", parsed.error);
      input.query = parsed.data;
    }
    if (endpoint.body) {
      let json: unknown;
      try {
        json = await request.json();
      } catch {
        return errorAnswer(400, "Invalid body: expected JSON");
      }
      const parsed = endpoint.body.safeParse(json);
      if (!parsed.success) return invalid("body", parsed.error);
      input.body = parsed.data;
    }

    const token = url.searchParams.get(SESSION_TOKEN_PARAM) ?? undefined;
    const userId = token ? world.sessions.get(token) : undefined;
    const user = userId === undefined ? undefined : world.users.find((candidate) => candidate.id === userId);
    // A token the PMS does not know (signed out, expired, made up) is refused on every call, not
    // quietly served as anonymous: the caller must drop it.
    if ((endpoint.session === "required" || token !== undefined) && !user)
      return errorAnswer(401, "Your session has expired, please sign in again", UPSTREAM_ERROR_CODES.sessionExpired);

    try {
      const answer = behaviour(input as Parsed<Api[EndpointName]>, { world, origin: url.origin, url, user, token: user ? token : undefined });
      return HttpResponse.json(answer as never, { status: endpoint.successStatus ?? 200 });
    } catch (error) {
      if (error instanceof PmsError) return errorAnswer(error.status, error.message, error.code, error.details);
      throw error;
    }
  });
}

/** One handler per endpoint of the contract table, in the table's order. */
export const createApiHandlers = (getWorld: () => World): HttpHandler[] => endpointNames.map((name) => handlerFor(name, getWorld));
