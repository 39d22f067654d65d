/**
 * The anonymous cache against a model of its three windows (decision 004), in any order of steps:
 * time passing (to each window's edge and past it), the hotel editing its data, the PMS going down
 * and coming back, a guest's page reading, a peek, a value stored from elsewhere. After every step
 * the cache answers what the model says and asks the PMS exactly when the model does.
 * Seeded; fast-check shrinks a failure to its shortest sequence.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createAnonymousCache, type AnonymousCache, type CacheStrategy } from "./cache";
import { createTestLogger } from "./testing";

const KEY = "organisation:carpathia-ro";

interface Model {
  now: number;
  /** What the cache holds: the value and when it was loaded. */
  entry: { value: string; storedAt: number } | null;
  /** The hotel's data as the PMS has it now, and whether it answers. */
  pms: { value: string; edits: number; up: boolean };
  asked: number;
}
interface Real {
  cache: AnonymousCache;
  clock: { now: number };
  asked: { count: number };
  pms: Model["pms"];
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function commandsFor(strategy: CacheStrategy) {
  const { maxAgeMs, staleWhileRevalidateMs, staleIfErrorMs } = strategy;
  const servedFor = maxAgeMs + Math.max(staleWhileRevalidateMs, staleIfErrorMs);
  // To each window's end, a millisecond either side, and arbitrary stretches.
  const steps = fc.oneof(
    fc.constantFrom(1, maxAgeMs - 1, maxAgeMs, staleWhileRevalidateMs, staleIfErrorMs, maxAgeMs + staleWhileRevalidateMs, servedFor, servedFor - 1),
    fc.integer({ min: 0, max: 2 * servedFor }),
  );

  class Advance implements fc.AsyncCommand<Model, Real> {
    constructor(readonly ms: number) {}
    check = () => true;
    async run(model: Model, real: Real) {
      model.now += this.ms;
      real.clock.now += this.ms;
    }
    toString = () => `advance(${this.ms})`;
  }

  /** Time passes to a window's end counted from the last load, or a millisecond before it. */
  class ToEdge implements fc.AsyncCommand<Model, Real> {
    constructor(
      readonly edge: number,
      readonly before: boolean,
    ) {}
    check = (model: Readonly<Model>) => model.entry !== null && model.entry.storedAt + this.edge - (this.before ? 1 : 0) >= model.now;
    async run(model: Model, real: Real) {
      const to = model.entry!.storedAt + this.edge - (this.before ? 1 : 0);
      real.clock.now += to - model.now;
      model.now = to;
    }
    toString = () => `to ${this.before ? "just before " : ""}${this.edge} ms after the load`;
  }

  class Edit implements fc.AsyncCommand<Model, Real> {
    check = () => true;
    async run(model: Model, real: Real) {
      model.pms.edits += 1;
      model.pms.value = `edit ${model.pms.edits}`;
      real.pms.value = model.pms.value;
    }
    toString = () => "hotel edits";
  }

  class Pms implements fc.AsyncCommand<Model, Real> {
    constructor(readonly up: boolean) {}
    check = () => true;
    async run(model: Model, real: Real) {
      model.pms.up = this.up;
      real.pms.up = this.up;
    }
    toString = () => (this.up ? "PMS back" : "PMS down");
  }

  class Read implements fc.AsyncCommand<Model, Real> {
    check = () => true;
    async run(model: Model, real: Real) {
      const age = model.entry ? model.now - model.entry.storedAt : Infinity;
      let expected: string;
      if (model.entry && age < maxAgeMs) {
        expected = model.entry.value;
      } else if (model.entry && age < maxAgeMs + staleWhileRevalidateMs) {
        // Answered at once; one call refreshes it behind the guest's back.
        expected = model.entry.value;
        model.asked += 1;
        if (model.pms.up) model.entry = { value: model.pms.value, storedAt: model.now };
      } else {
        model.asked += 1;
        if (model.pms.up) {
          model.entry = { value: model.pms.value, storedAt: model.now };
          expected = model.pms.value;
        } else if (model.entry && age < servedFor) {
          expected = model.entry.value;
        } else {
          expected = "the PMS's failure";
        }
      }
      const shown = await real.cache
        .get<string>(KEY, strategy, async () => {
          real.asked.count += 1;
          if (!real.pms.up) throw new Error("the PMS's failure");
          return real.pms.value;
        })
        .catch((error: Error) => error.message);
      await settle();
      expect(shown).toBe(expected);
      expect(real.asked.count).toBe(model.asked);
    }
    toString = () => "a guest's page reads";
  }

  class Peek implements fc.AsyncCommand<Model, Real> {
    constructor(readonly stale: boolean) {}
    check = () => true;
    async run(model: Model, real: Real) {
      const age = model.entry ? model.now - model.entry.storedAt : Infinity;
      const window = maxAgeMs + (this.stale ? staleWhileRevalidateMs : 0);
      expect(real.cache.peek(KEY, { stale: this.stale })).toBe(model.entry && age < window ? model.entry.value : undefined);
    }
    toString = () => `peek${this.stale ? " (stale too)" : ""}`;
  }

  class Store implements fc.AsyncCommand<Model, Real> {
    constructor(readonly value: string) {}
    check = () => true;
    async run(model: Model, real: Real) {
      model.entry = { value: this.value, storedAt: model.now };
      real.cache.set(KEY, this.value, strategy);
    }
    toString = () => `stored from elsewhere (${this.value})`;
  }

  return fc.commands(
    [
      steps.map((ms) => new Advance(ms)),
      fc.tuple(fc.constantFrom(maxAgeMs, maxAgeMs + staleWhileRevalidateMs, servedFor), fc.boolean()).map(([edge, before]) => new ToEdge(edge, before)),
      fc.constant(new Edit()),
      fc.boolean().map((up) => new Pms(up)),
      fc.constant(new Read()),
      fc.constant(new Read()),
      fc.boolean().map((stale) => new Peek(stale)),
      fc.constantFrom("as the by-location call said", "as another page loaded").map((value) => new Store(value)),
    ],
    { maxCommands: 40 },
  );
}

/** Windows of any length, some of them none: the named strategies are four points of this space. */
const strategies = fc.record({
  maxAgeMs: fc.integer({ min: 1, max: 10 }).map((n) => n * 1_000),
  staleWhileRevalidateMs: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 10 }).map((n) => n * 1_000),
  ),
  staleIfErrorMs: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 30 }).map((n) => n * 1_000),
  ),
});

describe("the anonymous cache against its model, in any order of steps", () => {
  it("answers as the windows say and asks the PMS exactly when they do", async () => {
    await fc.assert(
      fc.asyncProperty(
        strategies.chain((strategy) => fc.tuple(fc.constant(strategy), commandsFor(strategy))),
        async ([, commands]) => {
          const start = 1_764_000_000_000;
          const clock = { now: start };
          const pms = { value: "as first loaded", edits: 0, up: true };
          const real: Real = {
            cache: createAnonymousCache({ logger: createTestLogger().logger, now: () => clock.now }),
            clock,
            asked: { count: 0 },
            pms: { ...pms },
          };
          const model: Model = { now: start, entry: null, pms: { ...pms }, asked: 0 };
          await fc.asyncModelRun(() => ({ model, real }), commands);
        },
      ),
      { seed: 52_2026, numRuns: 1000 },
    );
  });
});
