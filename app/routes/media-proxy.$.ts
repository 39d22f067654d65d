import type { LoaderFunctionArgs } from "@remix-run/node";
import { request as upstreamRequest } from "undici";
import { bffFor, upstreamMediaUrl } from "~/bff.server";

/**
 * Serves a photo the PMS hosts itself (see bff/media.ts). Only image answers pass; photos are
 * immutable per URL upstream, so browsers and CDNs may keep them for a day, and so does this
 * process (bff/photos.ts): the PMS is asked once for each, however many guests see it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, logger } = bffFor({ request, context });
  const origin = new URL(bff.upstreamUrl).origin;
  const target = upstreamMediaUrl(new URL(request.url).pathname, origin);
  if (!target) return new Response("Not found", { status: 404 });
  try {
    const photo = await bff.photos.photo(target, async () => {
      const answer = await upstreamRequest(target, { method: "GET", signal: AbortSignal.timeout(bff.config.UPSTREAM_TIMEOUT_MS) });
      const type = String(answer.headers["content-type"] ?? "");
      if (answer.statusCode !== 200 || !type.startsWith("image/")) {
        await answer.body.dump();
        return null;
      }
      return { type, body: Buffer.from(await answer.body.arrayBuffer()) };
    });
    if (!photo) return new Response("Not found", { status: 404 });
    // The kept bytes are every answer's: a Response copies the bytes it is given, never takes them.
    return new Response(photo.body, {
      headers: {
        "Content-Type": photo.type,
        "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
        "X-Content-Type-Options": "nosniff",
        // An SVG opened directly must not run scripts on our origin.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  } catch (error) {
    logger.warn({ err: String(error) }, "photo unavailable");
    return new Response("Photo unavailable", { status: 502 });
  }
}
