/**
 * Graceful shutdown (docs/decisions/019): on SIGTERM /readyz answers 503 at once, requests in flight are
 * answered, the process exits within 10 s — and a steady stream of guests, sent by a load balancer
 * that follows /readyz from one instance to the other, sees no failure while the first one goes.
 */
import { expect, test } from "@playwright/test";
import { inDays } from "./support/env";
import { startOwnServer, type OwnServer } from "./support/own-server";

const DRAIN_MS = 1_000;
let first: OwnServer;
let second: OwnServer;

test.beforeAll(async () => {
  first = await startOwnServer(75, { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
  second = await startOwnServer(78, { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

test("a restart under a steady stream: readiness off at once, the slow request answered, no guest failed, exit within 10 s", async () => {
  test.setTimeout(60_000);
  const page = "/rooms?o=carpathia-ro&lang=en";
  for (const server of [first, second]) expect((await fetch(`${server.base}${page}`)).status).toBe(200);

  // The load balancer: asks each instance's /readyz every 200 ms and sends guests to a ready one.
  let target = first;
  let stop = false;
  const balancer = (async () => {
    while (!stop) {
      const ready = await fetch(`${first.base}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      target = ready ? first : second;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const failures: string[] = [];
  let answered = 0;
  const stream = (async () => {
    while (!stop) {
      const base = target.base;
      try {
        const response = await fetch(`${base}${page}`);
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${base} ${response.status}`);
        else answered += 1;
      } catch (error) {
        failures.push(`${base} ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();

  await new Promise((resolve) => setTimeout(resolve, 500));
  // A request that takes a while (the PMS answers its search in 1.5 s) is under way when the
  // signal comes; the PMS answers readiness checks at once.
  await fetch(`${first.mock}/__mock/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ latency_ms: 1_500, endpoints: ["GET /api/reservation-query"] }),
  });
  const slow = fetch(`${first.base}/reservation-new?o=carpathia-ro&lang=en&day_from=${inDays(50)}&day_to=${inDays(52)}&adults=2&rooms=1`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const signalledAt = Date.now();
  first.process.kill("SIGTERM");
  // Readiness is off at once (as soon as the signal is handled), while the instance still answers.
  await expect.poll(async () => (await fetch(`${first.base}/readyz`)).status, { intervals: [10], timeout: DRAIN_MS / 2 }).toBe(503);
  const exited = new Promise<number>((resolve) => first.process.once("exit", () => resolve(Date.now() - signalledAt)));

  const slowAnswer = await slow;
  expect(slowAnswer.status).toBe(200);
  expect(await slowAnswer.text()).toContain('class="solution');
  const exitedAfter = await exited;
  expect(exitedAfter).toBeLessThan(10_000);
  expect(first.process.exitCode).toBe(0);

  await new Promise((resolve) => setTimeout(resolve, 500));
  stop = true;
  await Promise.all([balancer, stream]);
  expect(failures).toEqual([]);
  expect(answered).toBeGreaterThan(20);
  expect(first.lines.some((line) => line.msg === "HTTP server closed")).toBe(true);
});
