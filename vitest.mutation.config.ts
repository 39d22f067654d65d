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
      "bff/cache-strategies.test.ts",
      "bff/cache-model.test.ts",
      "bff/limiter.test.ts",
      // The shared (Redis) level of the cache, sessions and limits: each starts its own redis-server.
      "bff/redis.test.ts",
      "bff/redis-outage.test.ts",
      "bff/session.test.ts",
      "bff/session-revisions.test.ts",
      "bff/http/host.test.ts",
      "bff/http/front-door.test.ts",
      "bff/http/cookies.test.ts",
      "bff/http/cross-site.test.ts",
      "bff/http/shared-pages.test.ts",
      "bff/http/private-answers.test.ts",
      "bff/http/posted-form.test.ts",
      "bff/single-flight.test.ts",
      "bff/bookings.test.ts",
      "bff/booking-ledger-retention.test.ts",
      "tests/integration/sessions.test.ts",
      "tests/integration/session-fixation.test.ts",
      "tests/integration/planted-session.test.ts",
      "tests/integration/one-host.test.ts",
      "tests/integration/search-bursts.test.ts",
      "tests/integration/change-dates.test.ts",
      "tests/integration/change-dates-burst.test.ts",
      "tests/integration/change-dates-burst-memory.test.ts",
      "tests/integration/change-dates-off.test.ts",
      "tests/integration/booking.test.ts",
      "tests/integration/booking-around.test.ts",
      "tests/integration/capacity-refusal.test.ts",
      "tests/integration/money-story.test.ts",
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
