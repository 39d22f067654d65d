import { describe, expect, it } from "vitest";
import { pmsCallStarted, serverTiming, startTiming, withTiming } from "./timing";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const durationOf = (header: string, metric: string) => Number(new RegExp(`${metric};dur=([\\d.]+)`).exec(header)?.[1]);

describe("request timing", () => {
  it("counts overlapping PMS calls once, however deep in the request's async work they start", async () => {
    const timing = startTiming();
    await withTiming(timing, async () => {
      const call = async (ms: number) => {
        const done = pmsCallStarted();
        await wait(ms);
        done();
      };
      await Promise.all([
        call(40),
        (async () => {
          await wait(5);
          await call(40);
        })(),
      ]);
      await wait(30); // our own work: not the PMS's
    });
    const header = serverTiming(timing);
    expect(timing.pmsCalls).toBe(2);
    // The two calls overlap: the PMS was busy ~45 ms, not the 80 ms of their sum.
    expect(timing.pmsMs).toBeGreaterThanOrEqual(44);
    expect(timing.pmsMs).toBeLessThan(80);
    expect(durationOf(header, "pms")).toBeCloseTo(timing.pmsMs, 0);
    expect(durationOf(header, "app")).toBeGreaterThanOrEqual(29);
    expect(header).toMatch(/^pms;dur=[\d.]+;desc="PMS, calls: 2", app;dur=[\d.]+;desc="BFF"$/);
  });

  it("ignores calls made outside a timed request, and a call closed twice", async () => {
    const outside = pmsCallStarted();
    outside();
    const timing = startTiming();
    await withTiming(timing, async () => {
      const done = pmsCallStarted();
      await wait(10);
      done();
      done();
    });
    expect(timing.pmsCalls).toBe(1);
    expect(timing.open).toBe(0);
  });

  it("a request's timing never sees another request's calls", async () => {
    const first = startTiming();
    const second = startTiming();
    await Promise.all([
      withTiming(first, async () => {
        const done = pmsCallStarted();
        await wait(20);
        done();
      }),
      withTiming(second, () => wait(20)),
    ]);
    expect(first.pmsCalls).toBe(1);
    expect(second.pmsCalls).toBe(0);
    expect(second.pmsMs).toBe(0);
  });
});
