/**
 * Bursts against every attempt limit with the counts in a real Redis (REDIS_URL), the way several
 * instances share them.
 */
import { afterAll, beforeAll } from "vitest";
import { startRedisServer, type RedisServer } from "../../bff/testing";
import { BURST_LIMITS, describeAttemptBursts } from "./attempt-bursts";
import { useAppOnMock } from "./support";

let redis: RedisServer;
// Before the app's own set-up (registered first, so it runs first): the BFF reads REDIS_URL once.
beforeAll(async () => {
  redis = await startRedisServer();
  process.env.REDIS_URL = redis.url;
});
const app = useAppOnMock(BURST_LIMITS);
beforeAll(async () => {
  const { getBff } = await import("~/bff.server");
  const bff = await getBff();
  if (!(await bff.sharedStore?.connected(2_000))) throw new Error("the BFF is not on Redis");
  await bff.sharedStore!.client.flushdb();
});
afterAll(async () => {
  await redis?.stop();
});
describeAttemptBursts("Redis", () => app.mock.url);
