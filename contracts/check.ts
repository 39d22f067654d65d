/**
 * `npm run contracts:check -- --upstream URL [--org SLUG …]`: asks a real PMS the contract's
 * read-only calls that need no session, each with parameters found in earlier answers
 * (organisation → its locations → each location's organisation, rooms and a search), and reports
 * every answer the contract refuses, with the zod issues and their paths. For an integrator
 * pointing the BFF at a new PMS: what would become "breaks the contract" pages, before a guest
 * sees one. Mutations and calls that need a session (or a guest's reservation) are not made.
 */
import { z } from "zod";
import { api, endpointKey, type EndpointName } from "./api";
import { fillPath, toSearchParams } from "./endpoint";

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

export async function checkContracts(options: { upstream: string; organisations: string[]; today?: Date; timeoutMs?: number }): Promise<ContractCheck> {
  const base = options.upstream.replace(/\/+$/, "");
  const calls: CheckedCall[] = [];
  const asked = new Set<EndpointName>();

  async function ask<K extends EndpointName>(
    name: K,
    input: { params?: Record<string, unknown>; query?: Record<string, unknown> },
  ): Promise<z.output<(typeof api)[K]["response"]> | null> {
    asked.add(name);
    const endpoint = api[name];
    const search = toSearchParams(input.query).toString();
    const url = `${fillPath(endpoint.path, input.params)}${search ? `?${search}` : ""}`;
    const checked: CheckedCall = { endpoint: endpointKey(name), url, status: null, problems: [] };
    calls.push(checked);
    try {
      const response = await fetch(`${base}${url}`, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
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

  const today = options.today ?? new Date();
  for (const slug of options.organisations) {
    const organisation = await ask("getOrganisation", { params: { organization_full_slug: slug } });
    if (!organisation) continue;
    for (const location of organisation.settings.locations) {
      await ask("getOrganisationByLocation", { params: { location: location.id } });
      // A search a month ahead, two nights, two adults: enough to see the solutions' shape.
      await ask("searchAvailability", {
        query: {
          location_id: location.id,
          org_id: organisation.id,
          day_from: addDays(today, 30),
          day_to: addDays(today, 32),
          nights: 2,
          adults: 2,
          children: 0,
          rooms: 1,
        },
      });
    }
  }

  const notAsked = (Object.keys(api) as EndpointName[])
    .filter((name) => !asked.has(name))
    .map((name) => ({
      endpoint: endpointKey(name),
      why:
        api[name].method !== "GET" ? "changes data" : api[name].session === "required" ? "needs a signed-in session" : "needs a guest's reservation or invoice",
    }));
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
