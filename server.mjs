/**
 * The site's HTTP server: what remix-serve does (express, compression, static assets, Remix's
 * request handler, as @remix-run/express adapts it), plus the front door every request passes
 * before Remix (docs/decisions/010):
 * method, cross-site, body and cookie checks, security headers, access log, the CSP nonce and
 * the client's address in Remix's load context.
 *
 * Usage: node server.mjs [build/index.js]   (scripts/start.mjs builds first when needed)
 */
import cluster from "node:cluster";
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, createReadableStreamFromReadable, createRequestHandler, installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { serveMetrics } from "./scripts/metrics-server.mjs";
import { warmUp } from "./scripts/warm-up.mjs";

process.env.NODE_ENV ??= "production";

const buildPath = resolve(process.argv[2] ?? "build/index.js");
const build = await import(pathToFileURL(buildPath).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });

// No PMS named: the demo's mock PMS runs beside the site, a process of its own (the build holds
// no mock code). A cluster's primary (scripts/start.mjs) starts one for all its workers instead.
let embeddedMock = null;
if (!process.env.UPSTREAM_URL && !process.env.EMBEDDED_MOCK_URL) {
  const { startEmbeddedMock } = await import("./scripts/embedded-mock.mjs");
  embeddedMock = await startEmbeddedMock(process.env);
  process.env.EMBEDDED_MOCK_URL = embeddedMock.url;
}

// The process's one BFF, built from the environment here and handed to every loader and action in
// Remix's load context (`context.bff`), with the front door made from the same configuration.
const {
  bff,
  frontDoor,
  isAllowedMethod,
  logger,
  metrics,
  shutdown,
  trustProxy,
  warmUp: warmsUp,
} = await build.entry.module.startBff(process.env, build.routes).then(
  (started) => ({ ...started, isAllowedMethod: build.entry.module.isAllowedMethod }),
  (error) => {
    // A wrong setting: one readable message, no stack trace (bff/config.ts).
    console.error(error?.name === "ConfigError" ? error.message : error);
    embeddedMock?.stop();
    process.exit(1);
  },
);
// METRICS_PORT: served here, or, in a cluster's worker, handed to the primary, which serves the sum.
let metricsServer = null;
if (metrics.port && cluster.isWorker) {
  const { AggregatorRegistry } = await import("prom-client");
  AggregatorRegistry.setRegistries([metrics.registry]);
  new AggregatorRegistry(); // answers the primary's requests for this worker's metrics
} else if (metrics.port) {
  metricsServer = await serveMetrics({
    port: metrics.port,
    host: metrics.host,
    metrics: () => metrics.registry.metrics(),
    contentType: metrics.registry.contentType,
    onError: (error) => logger.error({ err: error }, "metrics not gathered"),
  }).catch((error) => {
    // A port taken or not allowed is a wrong setting: one readable line, as for any other.
    console.error(`Invalid environment: METRICS_PORT ${metrics.port} cannot be listened on (${error?.code ?? error})`);
    embeddedMock?.stop();
    process.exit(1);
  });
  logger.info({ metricsPort: metrics.port }, `metrics at http://localhost:${metrics.port}/metrics`);
}
if (embeddedMock) logger.info({ mock: embeddedMock.url }, `mock PMS at ${embeddedMock.url} (set UPSTREAM_URL to use a real PMS)`);
const handleRemix = createRequestHandler(build, process.env.NODE_ENV);

const app = express();
app.disable("x-powered-by");
// Without TRUST_PROXY nobody may tell us the client's address: X-Forwarded-For is ignored.
app.set("trust proxy", trustProxy ?? false);
const trustProxyFn = app.get("trust proxy fn");
app.use(compression());
let draining = false;
app.use((req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  // Shutting down: answer, but let the client open its next request elsewhere.
  if (draining) res.setHeader("Connection", "close");
  next();
});
// The one host of the request (bff/http/host.ts, docs/decisions/050), read once here from the raw
// header lines, before anything else answers (static files included): `Host`, or X-Forwarded-Host
// from a proxy TRUST_PROXY trusts (as req.protocol trusts it). A target that is no path, a Host
// that is not `hostname[:port]`, none or two of them, or a bad X-Forwarded-Host: 400 (below).
// Never req.hostname (cut at the first `:`).
app.use((req, res, next) => {
  const trustForwarded = trustProxyFn(req.socket.remoteAddress, 0);
  const url = frontDoor.requestUrl({ protocol: req.protocol, target: req.originalUrl, rawHeaders: req.rawHeaders, trustForwarded });
  if (typeof url === "string") return next(Object.assign(new Error(url), { status: 400 }));
  res.locals.url = url;
  next();
});
// The browser's files as the build stored them compressed (scripts/precompress.mjs: NAME.br, NAME.gz):
// the bytes the browser accepts, with their length and ETag, never compressed again per request.
// A build without the copies is served as before, compressed on the way by compression().
app.use(
  build.publicPath,
  expressStaticGzip(build.assetsBuildDirectory, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y", index: false },
  }),
);
// public/'s other files (the favicon): only their names reach the file system. Asking it for every
// page's path (ENOENT, an error object each time) was a measurable share of a page's CPU.
const publicRoots = new Set(readdirSync("public").filter((name) => name !== "build"));
const servePublic = express.static("public", { maxAge: "1h", index: false });
app.use((req, res, next) => (publicRoots.has(req.path.split("/")[1]) ? servePublic(req, res, next) : next()));

app.all("*", async (req, res, next) => {
  try {
    // TRACE, CONNECT and the like cannot even become a fetch Request: refused from a GET's likeness.
    const allowed = isAllowedMethod(req.method);
    const request = toFetchRequest(req, res, allowed ? req.method : "GET");
    const response = allowed
      ? await frontDoor.handle(request, req.ip ?? null, (request, context) => handleRemix(request, { ...context, bff }))
      : frontDoor.refuseMethod(request, req.method);
    await send(req, res, response);
  } catch (error) {
    next(error);
  }
});

/** express → fetch Request, as @remix-run/express does it (its helpers are not exported). */
function toFetchRequest(req, res, method) {
  // The URL of the request's one host, read before anything else (above).
  const url = res.locals.url;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // Whoever reads the header reads the URL's host.
  headers.set("host", url.host);
  headers.delete("x-forwarded-host");
  // Loaders and actions stop when the guest goes away before the answer is written.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init = { method, headers, signal: controller.signal };
  if (method !== "GET" && method !== "HEAD") Object.assign(init, { body: createReadableStreamFromReadable(req), duplex: "half" });
  return new Request(url, init);
}

async function send(req, res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  // A refused request's body was never read: read it to the end (up to a bound) so the client
  // receives the 405/413/415 instead of a connection reset mid-upload, and the connection's next
  // request is parsed where it starts.
  if (!req.complete) discardBody(req);
  if (response.body) await writeBody(response.body, res);
  else res.end();
}

/**
 * The body to the client, the chunks that are ready together in one write. React hands a page
 * over in pieces of about 2 KB, and @remix-run/node's writer sent each alone: a system call per
 * piece and, with gzip, a trip to the compressor's thread and a flush per piece (which also
 * restarts its window: the gzipped search page was 40 % larger). Streaming stays: a part rendered
 * later goes out as soon as it is ready.
 */
async function writeBody(body, res) {
  const reader = body.getReader();
  let ready = [];
  const send = () => {
    const chunks = ready;
    ready = [];
    if (chunks.length === 0 || res.destroyed) return;
    res.write(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    res.flush?.(); // compression's: what is ready leaves the compressor now
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // The chunks already queued are read in this same turn of the microtask queue; the tick
      // after it sends them together.
      if (ready.length === 0) process.nextTick(send);
      ready.push(value);
    }
    send();
    res.end();
  } catch (error) {
    res.destroy(error);
    throw error;
  }
}

const MAX_DISCARDED_BYTES = 16 * 1024 * 1024;

function discardBody(req) {
  let seen = 0;
  req.removeAllListeners("data");
  req.on("data", (chunk) => {
    seen += chunk.length;
    if (seen > MAX_DISCARDED_BYTES) req.destroy();
  });
  req.resume();
}

// What reaches here never reached Remix: an address that cannot be a URL (a broken Host header or
// percent-encoding) is the client's fault; anything else is ours, and the guest sees no stack trace.
app.use((error, req, res, _next) => {
  const clientFault = error instanceof TypeError || error instanceof URIError || (error?.status >= 400 && error?.status < 500);
  if (clientFault) logger.info({ method: req.method, path: req.path, reason: String(error?.message ?? error) }, "malformed request");
  else logger.error({ err: error, method: req.method, path: req.path }, "server error");
  if (res.headersSent) return res.destroy();
  res
    .status(clientFault ? 400 : 500)
    .type("text/plain")
    .set("Cache-Control", "no-store")
    .send(clientFault ? "Bad request" : "Server error");
});

const port = Number(process.env.PORT ?? 3000);
const server = app.listen(port, process.env.HOST, () => {
  logger.info({ port }, `site at http://localhost:${port}`);
  // `npm run dev` (remix dev) restarts this server after each rebuild and waits for this.
  if (process.env.NODE_ENV === "development") void broadcastDevReady(build);
  // The first guest after a start does not pay for the cold code (scripts/warm-up.mjs).
  else if (warmsUp) {
    const { address, port: listening } = server.address();
    const host = address === "::" || address === "0.0.0.0" ? "127.0.0.1" : address.includes(":") ? `[${address}]` : address;
    void warmUp({ origin: `http://${host}:${listening}`, publicPath: build.publicPath, log: (fields, message) => logger.info(fields, message) });
  }
});

/**
 * Graceful shutdown: /readyz answers 503 at once, requests are still served for the drain (the
 * load balancer's time to notice), then no new connection is taken, idle keep-alive ones are
 * closed, and the process exits once in-flight requests are answered — within 10 s in any case.
 *
 * The first SIGTERM or SIGINT starts it; any later one changes nothing. A signal sent to the
 * process group (systemd's default stop, Ctrl-C in a terminal) reaches this process twice: once
 * itself, once forwarded by `npm start` (scripts/start.mjs) or the cluster's primary. With a
 * one-shot handler the second found none and killed the process at once, mid-drain. So there is
 * no "second signal means now" (close-with-grace's rule, which is why it is not used here): the
 * 10 s bound is the way out, SIGKILL the way to force it.
 */
const EXIT_WITHIN_MS = 10_000;
let shuttingDown = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    if (shuttingDown) {
      logger.info({ signal }, "already shutting down: the drain goes on");
      return;
    }
    shuttingDown = true;
    logger.info({ signal, drainMs: shutdown.drainMs }, "shutting down");
    shutdown.begin();
    draining = true;
    setTimeout(() => process.exit(0), EXIT_WITHIN_MS).unref();
    setTimeout(() => {
      server.close(async () => {
        logger.info("HTTP server closed");
        await shutdown.close().catch(() => {});
        metricsServer?.close();
        embeddedMock?.stop();
        process.exit(0);
      });
      server.closeIdleConnections();
    }, shutdown.drainMs).unref();
  });
}
