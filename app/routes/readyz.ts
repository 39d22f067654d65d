import { getBff } from "~/bff.server";

/** How recently the PMS must have answered for us to call ourselves ready without asking again. */
const RECENT_MS = 30_000;

/**
 * Readiness: 200 when the PMS answered recently (probed if not), 503 while shutting down or when
 * the PMS cannot be reached, so a load balancer sends guests to an instance that can serve them.
 */
export async function loader() {
  const bff = await getBff();
  const reply = (status: number, state: string) =>
    new Response(`${state}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  if (bff.shuttingDown) return reply(503, "shutting down");
  const last = bff.upstream.lastAnswerAt;
  if (last !== null && Date.now() - last < RECENT_MS) return reply(200, "ready");
  return (await bff.upstream.probe()) ? reply(200, "ready") : reply(503, "upstream unreachable");
}
