/**
 * Two BFF instances on one real redis-server of the test's own, for a vitest file: started before
 * its tests, each connection checked, all closed after them. Kept apart from testing.ts, which
 * Playwright specs and the bench import too (this one imports vitest's hooks).
 */
import { afterAll, beforeAll, expect } from "vitest";
import type { Logger } from "./logger";
import { connectSharedStore, type SharedStore } from "./redis";
import { createTestLogger, startRedisServer, type RedisServer } from "./testing";

export function useTwoInstancesOnRedis(logger: Logger = createTestLogger().logger) {
  let redis: RedisServer | undefined;
  let a: SharedStore | undefined;
  let b: SharedStore | undefined;
  beforeAll(async () => {
    redis = await startRedisServer();
    a = connectSharedStore(redis.url, logger);
    b = connectSharedStore(redis.url, logger);
    expect(await a.connected(2_000)).toBe(true);
    expect(await b.connected(2_000)).toBe(true);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the redis-server starts in beforeAll");
    return value;
  };
  return {
    get redis() {
      return started(redis);
    },
    get a() {
      return started(a);
    },
    get b() {
      return started(b);
    },
  };
}
