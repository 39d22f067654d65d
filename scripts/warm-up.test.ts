import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { buildFilesNamedIn, imagesShownIn, warmUp } from "./warm-up.mjs";

const page = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/build/_assets/app-AB12.css">
<link rel="modulepreload" href="/build/entry.client-CD34.js">
<link rel="modulepreload" href="/build/_shared/chunk-EF56.js">
<link rel="icon" href="/favicon.ico">
</head><body><a href="/rooms">Rooms</a>
<img src="/media-proxy/media/logo.svg" alt=""><img alt="Lobby" src="/media-proxy/media/lobby.svg" width="40">
<img src="https://cdn.example/far.jpg" alt=""><img src="/media-proxy/media/logo.svg" alt="">
<script type="module">import "/build/manifest-9A.js"; import * as route0 from "/build/root-77.js"; import "/build/_shared/chunk-EF56.js";</script>
</body></html>`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(answer: (request: IncomingMessage) => { status: number; body: string }) {
  const asked: { path: string; encoding: string | undefined }[] = [];
  server = createServer((request, response) => {
    asked.push({ path: request.url!, encoding: request.headers["accept-encoding"] as string | undefined });
    const { status, body } = answer(request);
    response.writeHead(status, { "content-type": request.url === "/" ? "text/html" : "text/javascript" }).end(body);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

describe("the warm-up after a start", () => {
  it("asks for the home, then once for each build script and style sheet it names, compressed as a browser accepts", async () => {
    const { origin, asked } = await serve((request) => ({ status: 200, body: request.url === "/" ? page : "export {}" }));
    const result = await warmUp({ origin, publicPath: "/build/" });
    expect(asked.map(({ path }) => path)).toEqual([
      "/",
      "/build/_assets/app-AB12.css",
      "/build/entry.client-CD34.js",
      "/build/_shared/chunk-EF56.js",
      "/build/manifest-9A.js",
      "/build/root-77.js",
      // Then the images it shows from this site, once each (another host's are not ours to warm).
      "/media-proxy/media/logo.svg",
      "/media-proxy/media/lobby.svg",
    ]);
    expect(asked.every(({ encoding }) => encoding === "br, gzip")).toBe(true);
    expect(result).toMatchObject({ page: 200, files: 5, photos: 2 });
  });

  it("never fails the start: a server that is not there is logged, and the warm-up ends", async () => {
    const { origin } = await serve(() => ({ status: 200, body: "" }));
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    const logged: string[] = [];
    const result = await warmUp({ origin, publicPath: "/build/", log: (_fields, message) => logged.push(message) });
    expect(result).toMatchObject({ page: null, files: 0 });
    expect(logged[0]).toMatch(/warm-up stopped/);
  });

  it("a page the PMS could not make (502) is still asked for, and the files it names", async () => {
    const { origin, asked } = await serve((request) => ({ status: request.url === "/" ? 502 : 200, body: request.url === "/" ? page : "" }));
    expect(await warmUp({ origin, publicPath: "/build/" })).toMatchObject({ page: 502, files: 5, photos: 2 });
    expect(asked).toHaveLength(8);
  });

  it("reads only the build's own files: other links, other folders and query strings stay out", () => {
    expect(
      buildFilesNamedIn(
        `<a href="/build-notes.js"></a><img src="/build/photo.jpg"><script src="/build/x.js?v=1"></script><link href='/assets/y.css'>`,
        "/build/",
      ),
    ).toEqual([]);
    expect(buildFilesNamedIn(`<link href="/b.c/z.css">`, "/b.c")).toEqual(["/b.c/z.css"]);
    expect(buildFilesNamedIn(`<link href="/bXc/z.css">`, "/b.c")).toEqual([]);
  });

  it("warms only images on this site: not another host's, not one with a query, not a link to an image", () => {
    expect(
      imagesShownIn(
        `<img src="//cdn.example/a.svg"><img src="https://cdn.example/b.png"><img src="/c.jpg?w=100"><a href="/d.webp">d</a>` +
          `<IMG class="x" SRC='/e/f.AVIF'><img data-src="/g.gif"><img alt="" src="/h.jpeg">`,
      ),
    ).toEqual(["/e/f.AVIF", "/h.jpeg"]);
  });
});
