/**
 * A tiny ts-rest-shaped helper: an endpoint is data (`method`, `path`, `pathParams`, `query`, `body`,
 * `responses`), so the BFF client and the mock handlers are both derived from one table instead of
 * hand-written fetch functions that drift apart.
 */
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PATCH";

/**
 * Whether a call carries the signed-in user's session token.
 * - `required`: the PMS rejects the call without a valid token (401).
 * - `optional`: carried when the visitor is signed in (docs/spec.md §7: "every request carries the token").
 */
export type SessionRule = "optional" | "required";

export interface Endpoint {
  method: HttpMethod;
  /** The spec's path template, with `{name}` placeholders (also the key of `/__mock/calls`). */
  path: string;
  pathParams?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer; error answers share `UpstreamErrorBody`. */
  response: z.ZodType;
  successStatus?: 200 | 201;
  session: SessionRule;
  /**
   * A POST that only reads (the reservation look-up sends its code and e-mail in a body, not in an
   * address that proxies and logs keep): retried like a GET when the PMS fails, since a second try
   * changes nothing. Mutations are never retried: one that timed out may have happened.
   */
  readOnly?: true;
  summary: string;
  /**
   * What the PMS refuses on this call (contract extension, decision 011): error `code` → its
   * status and when. Every body is `{ message, code, … }`; the contract test proves each one.
   */
  refusals?: Record<string, { status: 400 | 401 | 403 | 404 | 409 | 422; when: string }>;
  /**
   * Set on a call the spec's table (§7) does not have, which this product needs and adds as a
   * contract extension: the decision that records why and how a PMS provides it.
   */
  extension?: `docs/decisions/${string}.md`;
}

/** The spec's rule (§7): a signed-in user's token travels as this query parameter on every call. */
export const SESSION_TOKEN_PARAM = "session_token";

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type PathParamsOf<E extends Endpoint> = E["pathParams"] extends z.ZodObject ? z.input<E["pathParams"]> : undefined;
type QueryOf<E extends Endpoint> = E["query"] extends z.ZodType ? z.input<E["query"]> : undefined;
type BodyOf<E extends Endpoint> = E["body"] extends z.ZodType ? z.input<E["body"]> : undefined;

/** What a caller passes: only the parts the endpoint declares are required. */
export type CallInput<E extends Endpoint> = (PathParamsOf<E> extends undefined ? { params?: undefined } : { params: PathParamsOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> });

/** What the BFF gets back after the contract parsed it. */
export type ResponseOf<E extends Endpoint> = z.output<E["response"]>;
/** What an upstream (the mock) must answer so that the contract accepts it. */
export type ResponseInputOf<E extends Endpoint> = z.input<E["response"]>;

/** `"/api/reservations/{id}"` + `{ id: 7 }` → `"/api/reservations/7"`, each value URL-encoded. */
export function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The MSW / path-to-regexp form of a spec template: `{id}` → `:id`. */
export const toRoutePattern = (template: string): string => template.replace(/\{(\w+)\}/g, ":$1");

/** Query values as the PMS expects them: arrays as comma lists, absent values left out. */
export function toSearchParams(query: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return params;
}
