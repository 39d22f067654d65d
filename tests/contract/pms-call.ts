/**
 * One raw call of the contract table's endpoint over HTTP, exactly as declared (path, query, body,
 * session token), whatever it answers: the contract tests judge the answer themselves.
 */
import { api, type Api, type EndpointName } from "../../contracts/api";
import { fillPath, SESSION_TOKEN_PARAM, toSearchParams, type CallInput } from "../../contracts/endpoint";

export async function callPms<K extends EndpointName>(
  baseUrl: string,
  name: K,
  input: CallInput<Api[K]>,
  token?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const endpoint = api[name];
  const query = toSearchParams(input.query as Record<string, unknown> | undefined);
  if (token) query.set(SESSION_TOKEN_PARAM, token);
  const search = query.toString();
  const response = await fetch(`${baseUrl}${fillPath(endpoint.path, input.params as Record<string, unknown> | undefined)}${search ? `?${search}` : ""}`, {
    method: endpoint.method,
    headers: input.body === undefined ? {} : { "content-type": "application/json" },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
