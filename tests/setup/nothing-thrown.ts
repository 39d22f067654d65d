/**
 * `toThrow("message")` and `toThrowError(/pattern/)` pass when the code throws `undefined` or
 * `null`: chai's message check runs only on a truthy error (vitest-dev/vitest#7260, open). A mutant
 * that made the cache throw `undefined` instead of the PMS's error survived a test that said
 * `rejects.toThrow("PMS down")`. Here every such expectation first fails on a thrown `undefined` or
 * `null`, so a test that names what must be thrown holds it. Loaded by vitest.config.ts for every test.
 */
import { chai } from "vitest";

const nothing = (value: unknown) => value === undefined || value === null;

chai.use((api, utils) => {
  for (const name of ["toThrow", "toThrowError"]) {
    utils.overwriteMethod(
      api.Assertion.prototype,
      name,
      (original: (...args: unknown[]) => unknown) =>
        function (this: Chai.AssertionStatic, ...args: unknown[]) {
          const [expected] = args;
          if (expected !== undefined && !utils.flag(this, "negate")) {
            const fail = (thrown: unknown) => {
              throw new api.AssertionError(`expected ${utils.inspect(expected)} to be thrown, but ${String(thrown)} was`);
            };
            if (utils.flag(this, "promise") === "rejects") {
              const rejection: unknown = utils.flag(this, "object");
              if (nothing(rejection)) fail(rejection);
            } else if (typeof utils.flag(this, "object") === "function") {
              // Run once here, then hand the original matcher what happened, so the code runs only once.
              const run = utils.flag(this, "object") as () => unknown;
              let outcome: { thrown: unknown } | null = null;
              try {
                run();
              } catch (error) {
                outcome = { thrown: error };
              }
              if (outcome && nothing(outcome.thrown)) fail(outcome.thrown);
              utils.flag(
                this,
                "object",
                outcome
                  ? () => {
                      throw outcome.thrown;
                    }
                  : () => undefined,
              );
            }
          }
          return original.apply(this, args);
        },
    );
  }
});
