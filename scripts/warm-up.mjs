/**
 * The first guest after a start should not pay for it. A process just started has run none of its
 * code: the page's render, the front door, the static files' reading and compression are all cold
 * (the first home answered in 150–180 ms here, the next in 2 ms). Lighthouse's first run after a
 * start read LCP 3.2 s on the home, every later run 0.9 s: its simulation takes the origin's
 * server time from what it saw, so one cold page and its cold scripts slowed every request it
 * simulated (docs/quality.md, "Lighthouse's first run").
 *
 * So once the server listens it asks itself, over loopback as a browser would, for the home on its
 * own address, then for each build file (script, style sheet) that page names, compressed as a
 * browser accepts them, then for each image it shows from this site (the PMS's photos through
 * `/media-proxy/`, the logo). The photos' path was the last cold one: Lighthouse's first run after a
 * start still read LCP 3.2–3.4 s on the home and rooms with the scripts warm, 0.9 s once the
 * home's photos had been asked for once (docs/quality.md, "One stylesheet, warm photos"); the proxy
 * keeps them since (bff/photos.ts), so the first guests get them without the PMS. One at a
 * time: a start is no burst. What it fetches goes through
 * everything a guest's request does (front door, Remix, the static files), so it also fills the
 * anonymous organisation cache. It never fails the start: a PMS that is down makes a page that
 * says so, a network error is logged and forgotten.
 */

/**
 * @param {{ origin: string, publicPath: string, log?: (fields: object, message: string) => void, fetch?: typeof fetch }} options
 * @returns {Promise<{ page: number | null, files: number, photos: number, ms: number }>}
 */
export async function warmUp({ origin, publicPath, log = () => {}, fetch: fetchFn = fetch }) {
  const started = performance.now();
  const headers = { "user-agent": "booking-bff warm-up", accept: "text/html", "accept-encoding": "br, gzip" };
  let page = null;
  let files = 0;
  let photos = 0;
  try {
    const response = await fetchFn(new URL("/", origin), { headers, redirect: "manual" });
    page = response.status;
    const html = await response.text();
    for (const path of buildFilesNamedIn(html, publicPath)) {
      const file = await fetchFn(new URL(path, origin), { headers: { ...headers, accept: "*/*" } });
      await file.arrayBuffer();
      files += 1;
    }
    for (const path of imagesShownIn(html)) {
      const photo = await fetchFn(new URL(path, origin), { headers: { ...headers, accept: "image/*" } });
      await photo.arrayBuffer();
      photos += 1;
    }
  } catch (error) {
    log({ err: error }, "warm-up stopped: the first guest pays for what is still cold");
  }
  const ms = Math.round(performance.now() - started);
  log({ page, files, photos, ms }, `warm: the home, ${files} build files and ${photos} images asked for once (${ms} ms)`);
  return { page, files, photos, ms };
}

/** The images a page shows from its own site (`<img src="/…">`, a path on this origin), once each. */
export function imagesShownIn(html) {
  const shown = html.matchAll(/<img\b[^>]*?\ssrc=["'](\/(?!\/)[^"'?#\s]+\.(?:svg|png|jpe?g|webp|gif|avif))["']/gi);
  return [...new Set(Array.from(shown, (match) => match[1]))];
}

/** The build's scripts and style sheets a page names (links, preloads, the module script's imports), once each. */
export function buildFilesNamedIn(html, publicPath) {
  const prefix = publicPath.endsWith("/") ? publicPath : `${publicPath}/`;
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const named = html.matchAll(new RegExp(`["'](${escaped}[^"'?#\\s]+\\.(?:js|css))["']`, "g"));
  return [...new Set(Array.from(named, (match) => match[1]))];
}
