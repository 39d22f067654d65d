/**
 * The hotel's own website, as a test serves it: a page on another origin than the booking site
 * (`http://127.0.0.1:PORT`, which no browser takes for the same site as `*.localhost`) with the
 * script tag of README's "Booking inside the hotel's own website". Served on every interface, so
 * the very same page is also on `http://localhost:PORT`: an origin the organisation does not name.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { E2E_PORT } from "./env";

/** In the range of ports the e2e suites keep for their own servers (E2E_PORT + offset). */
export const HOTEL_PAGE_PORT = Number(process.env.E2E_HOTEL_PAGE_PORT ?? E2E_PORT + 66);

export interface HotelPage {
  /** The hotel's page origin the organisation names as its client_domain. */
  origin: string;
  /** The same server under a name the organisation does not list. */
  otherOrigin: string;
  /** `127.0.0.1:PORT`: the location's client_domain. */
  domain: string;
  close(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `/` mounts the booking page (`data-embed="site"`, with `search` as data attributes), `/portal`
 * the reservation look-up. Both carry the no-JavaScript link to the site itself.
 */
export async function startHotelPage(options: { site: string; organisation: string; lang: string; search?: Record<string, string> }): Promise<HotelPage> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path !== "/" && path !== "/portal") {
      res.writeHead(404).end();
      return;
    }
    const embed = path === "/portal" ? "portal" : "site";
    const search = embed === "site" ? (options.search ?? {}) : {};
    const data = Object.entries(search)
      .map(([name, value]) => ` data-${name.replace(/_/g, "-")}="${escape(value)}"`)
      .join("");
    const fallback = new URL(embed === "portal" ? "/reservation-search" : "/reservation-new", options.site);
    fallback.searchParams.set("lang", options.lang);
    for (const [name, value] of Object.entries(search)) fallback.searchParams.set(name, value);
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hotel Carpathia — our own website</title>
<style>body{font-family:sans-serif;margin:0}header{height:400px;background:#ddd}footer{height:300px;background:#ccc}</style></head>
<body><header><h1>Hotel Carpathia</h1><p>The hotel's own website.</p></header>
<main>
<noscript><p><a id="book-without-js" href="${escape(fallback.href)}">Book a room</a></p></noscript>
<script src="${escape(new URL("/embed.js", options.site).href)}" data-organisation="${escape(options.organisation)}" data-embed="${embed}" data-lang="${escape(options.lang)}"${data}></script>
</main>
<footer><p>Footer of the hotel's page</p></footer></body></html>`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(HOTEL_PAGE_PORT, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    otherOrigin: `http://localhost:${port}`,
    domain: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
