/**
 * A server of its own for a spec that must read its log, change its settings or may upset it
 * (faults, fuzzing): started like `npm start` from the build, on the e2e port plus an offset, with
 * its own embedded mock on the mock port plus the same offset — or, with `UPSTREAM_URL` in `env`, on
 * that PMS (e.g. a mock several servers share). Its JSON log lines are collected.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { test } from "@playwright/test";
import { E2E_PORT, HOTEL_TODAY, MOCK_PORT, SESSION_SECRET } from "./env";

export interface OwnServer {
  base: string;
  mock: string;
  lines: Array<Record<string, unknown>>;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

/** Ports fetch refuses to talk to (the Fetch standard's "bad ports"): an offset must not land on one. */
const BAD_PORTS = new Set([3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080]);

/**
 * What a started process writes to stdout and stderr, a line each as it arrives: pino's JSON
 * parsed, anything else as `{ raw }`. Pushed to `into` (a test may keep the array it reads).
 */
export function logLinesOf(child: ChildProcess, into: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  let buffered = "";
  const collect = (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    for (const line of complete) {
      if (!line.trim()) continue;
      try {
        into.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        into.push({ raw: line });
      }
    }
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  return into;
}

/** Up to 60 s: at a load average of 8-10 a server and its mock took about 28 s to answer (15 s failed, also in a CI run beside other work). */
const START_WAIT_MS = 60_000;

export async function startOwnServer(offset: number, env: Record<string, string> = {}): Promise<OwnServer> {
  // The hook or test that starts a server gets the start's time on top of its own: the wait below
  // may take a minute on a loaded machine, and a beforeAll has only the test timeout (30 s).
  const running = test.info();
  running.setTimeout(running.timeout + START_WAIT_MS);
  const port = E2E_PORT + offset;
  for (const candidate of [port, MOCK_PORT + offset]) {
    if (BAD_PORTS.has(candidate)) throw new Error(`port ${candidate} is one fetch refuses: choose another offset than ${offset}`);
  }
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["server.mjs", "build/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_PORT: String(MOCK_PORT + offset),
      MOCK_TODAY: HOTEL_TODAY,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      SESSION_SECRET,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines = logLinesOf(child);
  for (let attempt = 0; attempt < START_WAIT_MS / 100; attempt += 1) {
    // A server left over on the port would answer too: only ours, still running, counts.
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited (${child.exitCode}): ${JSON.stringify(lines.slice(-3))}`);
    const listening = lines.some((line) => line.port === port && String(line.msg).startsWith("site at"));
    if (
      listening &&
      (await fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      return {
        base,
        mock: env.UPSTREAM_URL ?? `http://127.0.0.1:${MOCK_PORT + offset}`,
        lines,
        process: child,
        async stop() {
          if (child.exitCode !== null) return;
          child.kill("SIGTERM");
          await new Promise((resolve) => child.once("exit", resolve));
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the server on port ${port} did not start`);
}
