/**
 * The processes a bench measures, started the way production runs them: the mock PMS on its own
 * (so its latency is fixed and its CPU is not the site's) and the built site's `server.mjs`
 * pointed at it with UPSTREAM_URL. Each is a child process the bench stops when it ends.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { WebSocket } from "undici";

const root = process.cwd();

export interface Running {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}):\n${output()}`);
    try {
      const answer = await fetch(url);
      await answer.arrayBuffer();
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 30 s:\n${output()}`);
}

function start(args: string[], env: Record<string, string>, readyUrl: string, url: string, cwd = root): Promise<Running> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 12_000).unref();
    });
  return waitFor(readyUrl, child, () => output).then(
    () => ({ url, pid: child.pid!, stop }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

/**
 * The mock PMS alone, its clock pinned so every run books the same nights. `root`: the tree whose
 * mock it is (default this one; tests/bench/against.ts starts another commit's from its own tree).
 */
export function startMock(port: number, today: string, options: { root?: string } = {}): Promise<Running> {
  const url = `http://127.0.0.1:${port}`;
  const tree = options.root ?? root;
  return start(["--import", "tsx", join(tree, "mocks", "cli.ts")], { MOCK_PORT: String(port), MOCK_TODAY: today }, `${url}/__mock/clock`, url, tree);
}

/** A loopback port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built site, as `npm start --no-build` runs it, on `port` (else a free one), with `env` over
 * the bench's defaults (UPSTREAM_URL names the PMS; REDIS_URL the shared store, if any). One
 * process is `server.mjs` itself; `workers` > 1 is scripts/start.mjs's node:cluster primary with
 * that many `server.mjs` workers (WEB_CONCURRENCY, which needs REDIS_URL), and `pid` is the primary's.
 * `root`: the tree whose build it serves, also its working directory (server.mjs reads `build/`
 * and `public/` from there); default this one.
 */
export async function startSite(options: {
  port?: number;
  env: Record<string, string>;
  workers?: number;
  inspectPort?: number;
  root?: string;
}): Promise<Running> {
  const tree = options.root ?? root;
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const workers = options.workers ?? 1;
  // The inspector, for heapAfterGcMiB: a cluster's workers take the next ports (node:cluster adds one per worker).
  const inspect = options.inspectPort ? [`--inspect=127.0.0.1:${options.inspectPort}`] : [];
  return start(
    [...inspect, ...(workers > 1 ? [join(tree, "scripts", "start.mjs"), "--no-build"] : [join(tree, "server.mjs"), join(tree, "build", "index.js")])],
    {
      WEB_CONCURRENCY: String(workers),
      PORT: String(port),
      DEFAULT_ORG: "carpathia-ro",
      NODE_ENV: "production",
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
      SESSION_SECRET: "bench-secret-bench-secret-bench",
      SHUTDOWN_DRAIN_MS: "0",
      ...options.env,
    },
    `${url}/healthz`,
    url,
    tree,
  );
}

/**
 * The JavaScript heap a process holds after a full garbage collection, in MiB, through its
 * inspector (Chrome DevTools Protocol on `inspectPort`): what it keeps, without the garbage V8
 * has not collected yet, which makes resident memory swing by a third under load.
 */
export async function heapAfterGcMiB(inspectPort: number): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const answers = new Map<number, (result: Record<string, number>) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, number> };
    if (message.id !== undefined) answers.get(message.id)?.(message.result ?? {});
  };
  let id = 0;
  const send = (method: string) =>
    new Promise<Record<string, number>>((resolve) => {
      answers.set(++id, resolve);
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    // Twice: the first collection's finalisers free more for the second.
    await send("HeapProfiler.collectGarbage");
    await send("HeapProfiler.collectGarbage");
    const { usedSize } = await send("Runtime.getHeapUsage");
    return usedSize! / 1024 / 1024;
  } finally {
    socket.close();
  }
}

/** Resident memory of a process, in MiB (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kib / 1024;
}

/** The processes `pid` started (a cluster primary's workers), from /proc (Linux). */
export function childPids(pid: number): number[] {
  const tasks = readdirSync(`/proc/${pid}/task`);
  return tasks.flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number));
}

/** CPU time a process has used so far (user + system), in ms (Linux: /proc ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time a process has used so far, in ms to the nanosecond (Linux: each thread's
 * `/proc/PID/task/TID/schedstat`, summed). cpuMs counts 10 ms ticks: too coarse for a page that
 * costs half a millisecond; this one misses only threads that have ended, which a Node server's do not.
 */
export function cpuMsPrecise(pid: number): number {
  let nanoseconds = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // the thread ended between the listing and the reading
    }
  }
  return nanoseconds / 1e6;
}

/** The mock's controls (README, "Mock PMS controls"). */
export const mockControl = {
  faults: (mock: Running, faults: Record<string, unknown>) =>
    fetch(`${mock.url}/__mock/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(faults) }).then((answer) =>
      answer.json(),
    ),
  reset: (mock: Running) => fetch(`${mock.url}/__mock/reset`, { method: "POST" }).then((answer) => answer.json()),
  calls: async (mock: Running) => (await (await fetch(`${mock.url}/__mock/calls`)).json()) as Record<string, number>,
  reservations: async (mock: Running) => ((await (await fetch(`${mock.url}/__mock/reservations`)).json()) as { reservations: MockReservation[] }).reservations,
};

/** A reservation as `GET /__mock/reservations` lists it (mocks/controls.ts). */
export interface MockReservation {
  id: number;
  email: string | null;
  status: string;
  day_from: string;
  day_to: string;
  booked_on: string;
  idempotency_key: string | null;
}
