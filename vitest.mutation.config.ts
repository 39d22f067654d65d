import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The tests `npm run mutation` runs against each mutant (stryker.config.mjs): those next to the
 * mutated modules and the integration tests that reach them. StrykerJS runs them in one process
 * without vitest's isolation, so suites that share process-wide state (prom-client's registry, the
 * front door's counters) and never reach these modules stay out.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "app/reservation/**/*.test.ts",
      "app/booking/**/*.test.ts",
      "app/checkin/**/*.test.ts",
      "bff/cache.test.ts",
      "bff/limiter.test.ts",
      "tests/integration/attempt-bursts.test.ts",
      "tests/integration/lookup-limits.test.ts",
      "tests/integration/lookup-unanswered.test.ts",
      "tests/integration/checkin*.test.ts",
      "tests/integration/portal.test.ts",
      "tests/integration/money-as-shown.test.ts",
      "tests/integration/booked-by-card.test.ts",
      "tests/integration/proforma.test.ts",
      "tests/integration/organisation-cache.test.ts",
    ],
  },
});
