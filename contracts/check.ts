/**
 * `npm run contracts:check -- --upstream URL [--org SLUG …]`: asks a real PMS the contract's
 * read-only calls that need no session, each with parameters found in earlier answers
 * (organisation → its locations → each location's organisation, rooms and a search; which calls,
 * and with which inputs, derived from the endpoint table: `whyNotAsked`), and reports
 * every answer the contract refuses, with the zod issues and their paths. For an integrator
 * pointing the BFF at a new PMS: what would become "breaks the contract" pages, before a guest
 * sees one. Mutations and calls that need a session (or a guest's reservation) are not made.
 */
import { z } from "zod";
import { api, endpointKey, type EndpointName } from "./api";
import { fillPath, toSearchParams, type Endpoint } from "./endpoint";

export interface CheckedCall {
  endpoint: string;
  /** The address asked, without the PMS's origin. */
  url: string;
  status: number | null;
  /** Empty when the answer keeps the contract. */
  problems: string[];
}

export interface ContractCheck {
  calls: CheckedCall[];
  broken: number;
  /** Endpoints of the table that were not asked, and why. */
  notAsked: Array<{ endpoint: string; why: string }>;
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** `organization.locations.0.id: Invalid input: expected number, received string` */
const describeIssues = (error: z.ZodError): string[] =>
  error.issues.map((issue) => `${issue.path.length ? issue.path.join(".") : "(the whole answer)"}: ${issue.message}`);

/**
 * What the walk knows before it asks anything, and what it learns from an answer: the values an
 * anonymous visitor can find (an organisation's slug and id, its locations, a stay to search). An
 * endpoint is asked as soon as every input it requires is among them, so a read-only call added to
 * the table is asked without a line here, and one that needs more says which inputs it lacks.
 */
type Known = Record<string, string | number>;
type OrganisationAnswer = z.output<(typeof api)["getOrganisation"]["response"]>;

/** A stay a month ahead, two nights, two adults: enough to see the solutions' shape. */
const stayFrom = (today: Date): Known => ({ day_from: addDays(today, 30), day_to: addDays(today, 32), nights: 2, adults: 2, children: 0, rooms: 1 });

/** The inputs an endpoint requires, by part: the keys its zod objects do not accept as absent. */
export function requiredInputs(endpoint: Endpoint): { params: string[]; query: string[]; body: string[] } {
  const required = (schema: z.ZodType | undefined): string[] => {
    const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
    if (!shape) return [];
    return Object.entries(shape)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([key]) => key);
  };
  return { params: required(endpoint.pathParams), query: required(endpoint.query), body: required(endpoint.body) };
}

/**
 * Why an endpoint is not asked by the live check, or null when it may be: only calls that change
 * nothing (GETs, and POSTs the table marks `readOnly`) and need no session, with every input found.
 */
export function whyNotAsked(endpoint: Endpoint, known: ReadonlySet<string>): string | null {
  if (endpoint.method !== "GET" && !endpoint.readOnly) return "changes data";
  if (endpoint.session === "required") return "needs a signed-in session";
  const inputs = requiredInputs(endpoint);
  const missing = [...inputs.params, ...inputs.query, ...inputs.body].filter((name) => !known.has(name));
  return missing.length ? `needs ${missing.join(", ")}, which no anonymous answer gives` : null;
}

const inputOf = (endpoint: Endpoint, known: Known) => {
  const pick = (names: string[]) => (names.length ? Object.fromEntries(names.map((name) => [name, known[name]])) : undefined);
  const inputs = requiredInputs(endpoint);
  return { params: pick(inputs.params), query: pick(inputs.query), body: pick(inputs.body) };
};

export async function checkContracts(options: { upstream: string; organisations: string[]; today?: Date; timeoutMs?: number }): Promise<ContractCheck> {
  const base = options.upstream.replace(/\/+$/, "");
  const calls: CheckedCall[] = [];
  const asked = new Set<EndpointName>();
  const names = Object.keys(api) as EndpointName[];

  async function ask<K extends EndpointName>(name: K, known: Known): Promise<z.output<(typeof api)[K]["response"]> | null> {
    asked.add(name);
    const endpoint: Endpoint = api[name];
    const input = inputOf(endpoint, known);
    const search = toSearchParams(input.query).toString();
    const url = `${fillPath(endpoint.path, input.params)}${search ? `?${search}` : ""}`;
    const checked: CheckedCall = { endpoint: endpointKey(name), url, status: null, problems: [] };
    calls.push(checked);
    try {
      const response = await fetch(`${base}${url}`, {
        method: endpoint.method,
        headers: { accept: "application/json", ...(input.body ? { "content-type": "application/json" } : {}) },
        body: input.body ? JSON.stringify(input.body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      checked.status = response.status;
      const text = await response.text();
      if (!response.ok) {
        checked.problems.push(`answered ${response.status}: ${text.slice(0, 200)}`);
        return null;
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        checked.problems.push(`not JSON: ${text.slice(0, 80)}`);
        return null;
      }
      const parsed = endpoint.response.safeParse(json);
      if (!parsed.success) {
        checked.problems.push(...describeIssues(parsed.error));
        return null;
      }
      return parsed.data as z.output<(typeof api)[K]["response"]>;
    } catch (error) {
      checked.problems.push(`no answer: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** Every endpoint that can be asked with what is known now and could not be with what was known before. */
  const newlyAskable = (known: Known, before: Known | null) =>
    names.filter(
      (name) =>
        whyNotAsked(api[name], new Set(Object.keys(known))) === null && (before === null || whyNotAsked(api[name], new Set(Object.keys(before))) !== null),
    );

  const today = options.today ?? new Date();
  for (const slug of options.organisations) {
    const atOrganisation: Known = { organization_full_slug: slug };
    let organisation: OrganisationAnswer | null = null;
    for (const name of newlyAskable(atOrganisation, null)) {
      const answer = await ask(name, atOrganisation);
      if (name === "getOrganisation") organisation = answer as OrganisationAnswer | null;
    }
    if (!organisation) continue;
    for (const location of organisation.settings.locations) {
      const atLocation: Known = { ...atOrganisation, org_id: organisation.id, location: location.id, location_id: location.id, ...stayFrom(today) };
      for (const name of newlyAskable(atLocation, atOrganisation)) await ask(name, atLocation);
    }
  }

  const everythingFindable = new Set(["organization_full_slug", "org_id", "location", "location_id", ...Object.keys(stayFrom(today))]);
  const notAsked = names
    .filter((name) => !asked.has(name))
    .map((name) => ({ endpoint: endpointKey(name), why: whyNotAsked(api[name], everythingFindable) ?? "no organisation answered" }));
  return { calls, broken: calls.filter((call) => call.problems.length > 0).length, notAsked };
}

export function formatContractCheck(check: ContractCheck, upstream: string): string {
  const lines = [`Contract check of ${upstream}`];
  for (const call of check.calls) {
    lines.push(`${call.problems.length ? "✗" : "✓"} ${call.endpoint}  ${call.url}${call.status === null ? "" : `  → ${call.status}`}`);
    for (const problem of call.problems) lines.push(`    ${problem}`);
  }
  lines.push(`not asked: ${check.notAsked.map((item) => `${item.endpoint} (${item.why})`).join("; ")}`);
  lines.push(check.broken ? `${check.broken} of ${check.calls.length} answers break the contract` : `all ${check.calls.length} answers keep the contract`);
  return lines.join("\n");
}
