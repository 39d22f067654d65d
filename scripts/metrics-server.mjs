/**
 * METRICS_PORT: Prometheus text at /metrics on a port of its own, never the public one
 * (docs/operating.md). The site's single process serves its own registry (server.mjs); a
 * cluster's primary serves the sum of its workers' (scripts/start.mjs, prom-client's
 * AggregatorRegistry). Anything else on this port is a 404: it is for the scraper alone.
 */
import { createServer } from "node:http";

/**
 * @param {{ port: number, host?: string, metrics: () => Promise<string>, contentType: string, onError: (error: unknown) => void }} options
 * @returns {Promise<import("node:http").Server>}
 */
export function serveMetrics({ port, host, metrics, contentType, onError }) {
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?", 1)[0];
    if ((req.method !== "GET" && req.method !== "HEAD") || path !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found: the metrics are at /metrics\n");
      return;
    }
    metrics().then(
      (text) => res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" }).end(req.method === "HEAD" ? undefined : text),
      (error) => {
        onError(error);
        res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" }).end("Metrics unavailable\n");
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
