/**
 * Graceful shutdown (docs/decisions/019): on SIGTERM /readyz answers 503 at once, requests in flight are
 * answered, the process exits gracefully (within 10 s in any case) — and a steady stream of guests, sent by a load balancer
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

test("a restart under a steady stream: readiness off while a request is still being answered, that request answered, no guest failed, a graceful exit", async () => {
  test.setTimeout(60_000);
  const page = "/rooms?o=carpathia-ro&lang=en";
  for (const server of [first, second]) expect((await fetch(`${server.base}${page}`)).status).toBe(200);

  // The load balancer: asks the first instance's /readyz again and again and sends guests to a ready one.
  let target = first;
  let stop = false;
  const balancer = (async () => {
    while (!stop) {
      const ready = await fetch(`${first.base}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      target = ready ? first : second;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const failures: string[] = [];
  const answeredBy = new Map<string, number>();
  const stream = (async () => {
    while (!stop) {
      const base = target.base;
      try {
        const response = await fetch(`${base}${page}`);
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${base} ${response.status}`);
        else answeredBy.set(base, (answeredBy.get(base) ?? 0) + 1);
      } catch (error) {
        failures.push(`${base} ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  // Every step waits for the event it needs, never for a length of time: the stream is flowing to
  // the first instance before anything happens.
  await expect.poll(() => answeredBy.get(first.base) ?? 0).toBeGreaterThan(2);

  // A request that takes a while (the PMS answers its search after 3 s) is under way when the signal
  // comes: sent, and seen by the PMS. The PMS answers readiness checks at once.
  await fetch(`${first.mock}/__mock/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ latency_ms: 3_000, endpoints: ["GET /api/reservation-query"] }),
  });
  const searches = async () => ((await (await fetch(`${first.mock}/__mock/calls`)).json()) as Record<string, number>)["GET /api/reservation-query"] ?? 0;
  const searchedBefore = await searches();
  let slowAnswered = false;
  const slow = fetch(`${first.base}/reservation-new?o=carpathia-ro&lang=en&day_from=${inDays(50)}&day_to=${inDays(52)}&adults=2&rooms=1`).then((response) => {
    slowAnswered = true;
    return response;
  });
  await expect.poll(searches, { intervals: [10] }).toBeGreaterThan(searchedBefore);
  const exited = new Promise<void>((resolve) => first.process.once("exit", () => resolve()));
  first.process.kill("SIGTERM");
  // Readiness is off at once: while the PMS still holds that search, not after the drain or the answer.
  await expect.poll(async () => (await fetch(`${first.base}/readyz`)).status, { intervals: [10] }).toBe(503);
  expect(slowAnswered).toBe(false);

  const slowAnswer = await slow;
  expect(slowAnswer.status).toBe(200);
  expect(await slowAnswer.text()).toContain('class="solution');
  // The graceful way out: the server closed after the drain and its last request (the 10 s bound
  // exits without this line), with status 0, and the guests went on to the second instance.
  await exited;
  expect(first.process.exitCode).toBe(0);
  expect(first.lines.some((line) => line.msg === "HTTP server closed")).toBe(true);
  const bySecond = answeredBy.get(second.base) ?? 0;
  await expect.poll(() => answeredBy.get(second.base) ?? 0).toBeGreaterThan(bySecond + 2);
  stop = true;
  await Promise.all([balancer, stream]);
  expect(failures).toEqual([]);
});
