/** Liveness: the process serves requests. Touches nothing else, so it stays cheap and honest. */
export const loader = () => new Response("ok\n", { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
