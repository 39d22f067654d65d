import type { LoaderFunctionArgs } from "@remix-run/node";
import { bffOf } from "~/bff.server";

/** Checks that arrive while one is asking the PMS share its answer (a load balancer's burst). */
let asking: Promise<boolean> | null = null;

/**
 * Readiness: 200 when the PMS answers its API now, 503 while shutting down or when it does not
 * (down, hanging past 2 s, failing with 5xx), so a load balancer sends guests to an instance that
 * can serve them. It asks the PMS each time — one cheap read — because an answer from seconds ago
 * says nothing about a PMS that just went away.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const bff = bffOf(context);
  const reply = (status: number, state: string) =>
    new Response(`${state}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  if (bff.shuttingDown) return reply(503, "shutting down");
  asking ??= bff.upstream.probe().finally(() => {
    asking = null;
  });
  return (await asking) ? reply(200, "ready") : reply(503, "upstream unreachable");
}
