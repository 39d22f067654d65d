/**
 * The faults QA injects into the fake PMS's API (`POST /__mock/faults`, docs/interface.md), so
 * the BFF's deadlines, retries and error pages can be seen at work: the PMS down or hanging, slow,
 * failing some calls, a body sent slowly, an answer that is not JSON or breaks the contract. They
 * strike API endpoints only (all, or the ones named), never pages, photos or the controls.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { z } from "zod";
import { sendJson } from "./http";

export const Faults = z.object({
  latency_ms: z.number().min(0).max(600_000),
  error_rate: z.number().min(0).max(1),
  status: z.number().int().min(400).max(599),
  down: z.boolean(),
  hang: z.boolean(),
  /** Seconds in a `Retry-After` header on the injected error answers (`error_rate`); null: none. */
  retry_after: z.number().int().min(0).max(86_400).nullable(),
  /** A good answer's body is sent this long after its headers (a slow body). */
  slow_body_ms: z.number().min(0).max(600_000),
  /** A good (2xx) API answer replaced by a body that is not JSON, or JSON the contract refuses. */
  answer: z.enum(["normal", "invalid_json", "break_contract"]),
  /** Only these endpoints (keyed as `/__mock/calls` reports them) get the faults; null: all of them. */
  endpoints: z.array(z.string()).nullable(),
  /** The `message` of the injected error answers (`error_rate`), as a PMS words a refusal; null: "Service unavailable". */
  message: z.string().max(10_000).nullable(),
  /** The machine-readable `code` of the injected error answers (contracts UPSTREAM_ERROR_CODES, e.g. "capacity"); null: none. */
  code: z.string().max(100).nullable(),
  /** More fields of the injected error answers, as a PMS adds them to a refusal (`{ "min_nights": 3 }` with `min_stay`); null: none. */
  fields: z.record(z.string().max(100), z.union([z.string().max(1_000), z.number(), z.boolean(), z.null()])).nullable(),
});
export type Faults = z.output<typeof Faults>;

export const NO_FAULTS: Faults = {
  latency_ms: 0,
  error_rate: 0,
  status: 503,
  down: false,
  hang: false,
  retry_after: null,
  slow_body_ms: 0,
  answer: "normal",
  endpoints: null,
  message: null,
  code: null,
  fields: null,
};

/** The faults a request suffers: those set, if it is for an endpoint they strike; else none. */
export const faultsOn = (faults: Faults, endpoint: string | undefined): Faults =>
  endpoint !== undefined && (faults.endpoints === null || faults.endpoints.includes(endpoint)) ? faults : NO_FAULTS;

/** Sockets held open by the `hang` fault, released when the fault ends, on reset and on close. */
export class HungSockets {
  private readonly sockets = new Set<Socket>();

  hold(socket: Socket): void {
    this.sockets.add(socket);
    socket.once("close", () => this.sockets.delete(socket));
  }

  release(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The faults that strike before the PMS answers: the connection dropped (`down`) or held open
 * (`hang`), the answer delayed (`latency_ms`), an error instead of it (`error_rate`). True when the
 * request was dealt with here and the PMS must not answer it.
 */
export async function faultBeforeAnswer(faults: Faults, req: IncomingMessage, res: ServerResponse, hung: HungSockets): Promise<boolean> {
  if (faults.down) {
    req.socket.destroy();
    return true;
  }
  if (faults.hang) {
    hung.hold(req.socket);
    return true;
  }
  if (faults.latency_ms > 0) await delay(faults.latency_ms);
  if (faults.error_rate > 0 && Math.random() < faults.error_rate) {
    if (faults.retry_after !== null) res.setHeader("retry-after", String(faults.retry_after));
    sendJson(res, faults.status, {
      ...faults.fields,
      message: faults.message ?? "Service unavailable",
      ...(faults.code === null ? {} : { code: faults.code }),
    });
    return true;
  }
  return false;
}

/**
 * Sends an answer as the faults spoil a good (2xx) one: its body cut short or not what the contract
 * describes (`answer`), or sent long after its headers (`slow_body_ms`).
 */
export async function sendAnswer(faults: Faults, res: ServerResponse, status: number, headers: Record<string, string | string[]>, body: Buffer): Promise<void> {
  const good = status >= 200 && status < 300;
  let payload = body;
  if (good && faults.answer === "invalid_json") payload = Buffer.from('{"answer": "cut short');
  if (good && faults.answer === "break_contract") payload = Buffer.from(JSON.stringify("not what the contract describes"));
  res.writeHead(status, { ...headers, "content-length": String(payload.length) });
  if (good && faults.slow_body_ms > 0) {
    // Headers now, the body later: what a PMS stalled mid-answer looks like.
    res.write(payload.subarray(0, 1));
    await delay(faults.slow_body_ms);
    if (res.destroyed) return;
    res.end(payload.subarray(1));
    return;
  }
  res.end(payload);
}
