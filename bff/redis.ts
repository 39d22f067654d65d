/**
 * The shared store several BFF instances use when `REDIS_URL` is set (docs/decisions/017): one
 * ioredis connection per process, failing fast rather than queueing, so that a Redis that goes
 * away costs a guest nothing but the sharing: every Redis-backed store falls back to this
 * process's memory (`shared`), and the outage is logged once when it starts and once when it ends.
 */
import { Redis } from "ioredis";
import type { Logger } from "./logger";

export interface SharedStore {
  readonly client: Redis;
  /** What to call the store in logs: host and port, never a password. */
  readonly where: string;
  /** The process's logger, for the stores built on this one. */
  readonly logger: Logger;
  /**
   * Runs `onRedis`; when Redis cannot answer, logs the outage (once) and runs `inMemory` instead,
   * so a guest gets the single-instance behaviour rather than an error page.
   */
  shared<T>(what: string, onRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T>;
  /**
   * Deletes `redisKey` and this process's own copy (`inMemory`, which the memory path may have
   * written while Redis was away); only the own copy while Redis cannot answer.
   */
  forget(what: string, redisKey: string, inMemory: () => Promise<void>): Promise<void>;
  /**
   * Runs `writeBack` each time an outage ends, so what the memory paths recorded meanwhile (a
   * booking, a session) reaches Redis without waiting for a guest's next request. A failure is
   * logged; what was not written stays for the next return.
   */
  whenBack(what: string, writeBack: () => Promise<void>): void;
  /** Resolves true once connected, false after `withinMs` without a connection (the memory path then serves). */
  connected(withinMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Longest wait for one Redis answer before the memory path is taken (a hung Redis, not a slow one). */
const COMMAND_TIMEOUT_MS = 500;
/**
 * How often an instance asks Redis whether it answers again during an outage: a hung Redis that
 * resumes emits no event, and an idle instance would otherwise learn of it only from a guest.
 */
const PROBE_MS = 1_000;

/** `redis://:secret@cache:6379/0` → `cache:6379/0`: the only form of the address a log may hold. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "6379"}${parsed.pathname.length > 1 ? parsed.pathname : ""}`;
  } catch {
    return "(unparsable REDIS_URL)";
  }
}

/**
 * `commandTimeoutMs` and `probeMs` are the production's 500 ms and 1 s unless a test that freezes
 * Redis asks for less: each frozen command waits its timeout out, and a suite of outages would
 * spend most of its time (and the mutation run most of its) waiting on them.
 */
export function connectSharedStore(url: string, logger: Logger, options: { probeMs?: number; commandTimeoutMs?: number } = {}): SharedStore {
  const where = describeRedisUrl(url);
  const client = new Redis(url, {
    // Fail at once while disconnected instead of queueing guests' requests behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // Keep trying in the background, at most every 2 s: the sharing comes back with Redis.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    lazyConnect: false,
  });
  let down = false;
  let closing = false;
  let probe: ReturnType<typeof setInterval> | undefined;
  const stopProbing = () => {
    clearInterval(probe);
    probe = undefined;
  };
  const writeBacks: { what: string; writeBack: () => Promise<void> }[] = [];
  const wentDown = (reason: string) => {
    if (down || closing) return;
    down = true;
    probe = setInterval(() => {
      if (client.status === "ready") client.ping().then(cameBack, () => {});
    }, options.probeMs ?? PROBE_MS);
    probe.unref();
    logger.warn(
      { redis: where, reason },
      "Redis unreachable: sessions, cache, attempt limits and the booking ledger use this process's memory until it returns",
    );
  };
  // Without a listener ioredis prints every failed reconnect itself; the outage is logged once instead.
  client.on("error", (error: Error) => wentDown(error.message));
  client.on("close", () => {
    if (!closing) wentDown("connection closed");
  });
  function cameBack() {
    if (!down) return;
    down = false;
    stopProbing();
    logger.info({ redis: where }, "Redis reachable again: state is shared across instances");
    for (const { what, writeBack } of writeBacks) {
      writeBack().catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn({ redis: where, what, reason }, "written back in part: the rest at Redis's next return");
        // Gone again (not a refused command): the probe finds its next return, which writes the rest.
        if (!(error instanceof Error && error.name === "ReplyError")) wentDown(`${what}: ${reason}`);
      });
    }
  }
  // A reconnect ends an outage; so does a command answered on a connection that never dropped
  // (a Redis that hung past the command timeout and answers again emits no "ready").
  client.on("ready", cameBack);

  const store: SharedStore = {
    client,
    where,
    logger,
    async shared(what, onRedis, inMemory) {
      if (client.status !== "ready") {
        wentDown(`not connected (${client.status})`);
        return inMemory();
      }
      try {
        const answer = await onRedis();
        cameBack();
        return answer;
      } catch (error) {
        // A command Redis refused (wrong type, script error) is a bug, not an outage: raise it.
        if (error instanceof Error && error.name === "ReplyError") throw error;
        wentDown(`${what}: ${error instanceof Error ? error.message : String(error)}`);
        return inMemory();
      }
    },
    forget(what, redisKey, inMemory) {
      return store.shared(
        what,
        async () => {
          await client.del(redisKey);
          await inMemory();
        },
        inMemory,
      );
    },
    whenBack(what, writeBack) {
      writeBacks.push({ what, writeBack });
    },
    connected(withinMs) {
      if (client.status === "ready") return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          client.off("ready", onReady);
          resolve(false);
        }, withinMs);
        const onReady = () => {
          clearTimeout(timer);
          resolve(true);
        };
        client.once("ready", onReady);
      });
    },
    async close() {
      closing = true;
      stopProbing();
      await client.quit().catch(() => client.disconnect());
    },
  };
  return store;
}
