/**
 * Test helpers for bff/: a throwaway HTTP server standing in for the PMS, and a silent logger that
 * keeps what it was told so tests can read the log lines.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { createLogger } from "./logger";

export function createTestLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ level: "debug", destination }), lines };
}

export async function startFakePms(handler: (request: IncomingMessage, response: ServerResponse, body: string) => void) {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => handler(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sendJson = (response: ServerResponse, status: number, value: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(value));
};

/** A promise the test settles by hand, to hold an upstream call in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

export interface RedisServer {
  url: string;
  port: number;
  /** Ends the server (SIGKILL with `abruptly`: Redis going away mid-test). */
  stop(options?: { abruptly?: boolean }): Promise<void>;
  /**
   * Stops the server's process (SIGSTOP) with its connections open: every command sent from now on
   * hangs, as with a Redis that stops answering in the middle of a command, until `thaw`.
   */
  freeze(): void;
  /** Lets a frozen server run again (SIGCONT): it answers what it was sent meanwhile. */
  thaw(): void;
}

/**
 * A real redis-server of the test's own, on the first free loopback port of REDIS_TEST_PORTS
 * (default 6390-6399), without persistence. Fails loudly when redis-server is not installed: the
 * Redis tests must run (CI installs it, `.ci/run`), never skip.
 */
export async function startRedisServer(options: { port?: number } = {}): Promise<RedisServer> {
  const { spawn, spawnSync } = await import("node:child_process");
  const binary = process.env.REDIS_SERVER ?? "redis-server";
  if (spawnSync(binary, ["--version"]).error) {
    throw new Error(
      `${binary} not found: these tests need a real Redis. Install Debian's redis-server (apt-get install -y redis-server), as .ci/run does, or set REDIS_SERVER to its path.`,
    );
  }
  // A given port (Redis restarted where it was) is the only one tried.
  const [first, last] = options.port
    ? [options.port, options.port]
    : ((process.env.REDIS_TEST_PORTS ?? "6390-6399").split("-").map(Number) as [number, number]);
  // Parallel test files race for ports: start at a random one of the range.
  const span = last - first + 1;
  const offset = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i += 1) {
    const port = first + ((offset + i) % span);
    const child = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const ready = await new Promise<boolean>((resolve) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) resolve(true);
      });
      child.once("exit", () => resolve(false));
    });
    if (!ready) continue;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const running = () => child.exitCode === null && child.signalCode === null;
    let frozen = false;
    return {
      url: `redis://127.0.0.1:${port}`,
      port,
      async stop({ abruptly = false } = {}) {
        if (!running()) return;
        // A frozen server would not act on SIGTERM before it runs again.
        if (frozen && !abruptly) child.kill("SIGCONT");
        child.kill(abruptly ? "SIGKILL" : "SIGTERM");
        await exited;
      },
      freeze() {
        if (!running() || frozen) return;
        frozen = child.kill("SIGSTOP");
      },
      thaw() {
        if (!running() || !frozen) return;
        child.kill("SIGCONT");
        frozen = false;
      },
    };
  }
  throw new Error(`no free port for redis-server in ${first}-${last} (REDIS_TEST_PORTS)`);
}

/** One series' value in Prometheus text (`name{labels}` as written), or undefined when it is not there. */
export async function seriesValue(text: string | Promise<string>, series: string): Promise<number | undefined> {
  const line = (await text).split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A loader for a cache read that must be answered from what another instance stored (Redis tests). */
export const mustNotLoad = () => Promise.reject(new Error("loaded again: the other instance's entry was not shared"));

/** A moment `hours` from now: a session's or a token's end (Redis tests). */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
