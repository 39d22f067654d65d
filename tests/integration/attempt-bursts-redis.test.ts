/**
 * Bursts against every attempt limit with the counts in a real Redis (REDIS_URL), the way several
 * instances share them.
 */
import { afterAll, beforeAll } from "vitest";
import { startRedisServer, type RedisServer } from "../../bff/testing";
import { BURST_LIMITS, describeAttemptBursts } from "./attempt-bursts";
import { testBff, useAppOnMock } from "./support";

let redis: RedisServer;
// Before the app's own set-up (registered first, so it runs first): the BFF is built on this Redis.
beforeAll(async () => {
  redis = await startRedisServer();
});
const app = useAppOnMock(() => ({ ...BURST_LIMITS, REDIS_URL: redis.url }));
beforeAll(async () => {
  const bff = testBff();
  if (!(await bff.sharedStore?.connected(2_000))) throw new Error("the BFF is not on Redis");
  await bff.sharedStore!.client.flushdb();
});
afterAll(async () => {
  await redis?.stop();
});
describeAttemptBursts("Redis", () => app.mock.url);
