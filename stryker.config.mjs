// Mutation testing (issue "Guards that hold", docs/quality.md "Mutation testing"): StrykerJS breaks
// the modules that grant access and handle money one behaviour at a time and runs the vitest tests
// that cover each break; a break no test notices is a promise nothing holds. `npm run mutation`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: true },
  // The modules of access and money, each with the tests next to it and the integration tests that
  // reach it: look-up and grants, check-in, attempt limits, payment methods and fees, the
  // reservation's account (its ledger), money, and the anonymous cache.
  // Since issue 52 also every module that decides what another visitor may be shown or moves money
  // at a seam: sessions and their ids, the front door's host reading, shared pages, cookies,
  // cross-site posts, search bursts, the booking ledger, date changes and the booking itself.
  mutate: [
    "app/reservation/account.ts",
    "app/reservation/lookup.server.ts",
    "app/booking/payment-methods.ts",
    "app/booking/paypal-price.ts",
    "app/booking/money.ts",
    "app/checkin/registration.ts",
    "bff/limiter.ts",
    "bff/cache.ts",
    // cache.ts's own parts since issue 54 split it: the shared (Redis) level and the strategies.
    "bff/cache-shared.ts",
    "bff/cache-strategies.ts",
    "bff/session.ts",
    // session.ts's and front-door.ts's own parts since issue 54 split them.
    "bff/session-data.ts",
    "bff/session-memory.ts",
    "bff/session-revisions.ts",
    "bff/session-shared.ts",
    "bff/http/front-door.ts",
    "bff/http/posted-form.ts",
    "bff/http/private-answers.ts",
    "bff/http/host.ts",
    "bff/http/shared-pages.ts",
    "bff/http/cookies.ts",
    "bff/http/cross-site.ts",
    "bff/single-flight.ts",
    "bff/bookings.ts",
    "app/reservation/changes.server.ts",
    "app/reservation/date-change.server.ts",
    "app/booking/booking.server.ts",
    // Six of the money and access modules the set did not name (five on 2026-12-02); the
    // other three are listed in stryker.config.test.ts as the next, with their first figures.
    "app/reservation/balance.ts",
    "app/reservation/proforma.server.ts",
    "app/reservation/date-change.ts",
    "app/booking/booking-keys.server.ts",
    "app/booking/payment-methods.server.ts",
    // 2026-12-04: one date change at a time (96.2 %, its own tests since).
    "app/reservation/date-change-claim.server.ts",
    // 2026-12-04: the card instalment (81.8 %: its refusals answered kind by kind, the guest it is for).
    "app/reservation/card-payment.server.ts",
  ],
  // A change re-tests only its own mutants: the last run's results are kept in reports/ (out of
  // git; CI does not run this) and reused for every mutant whose code and covering tests are unchanged.
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  coverageAnalysis: "perTest",
  concurrency: 2,
  timeoutMS: 30_000,
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  // Outputs no test reads: not copied into the sandbox. Playwright writes and deletes test-results/
  // while an e2e run goes on, and Stryker's copy then fails on a folder gone under it (ENOENT).
  ignorePatterns: ["/test-results", "/playwright-report", "/tests/e2e/artifacts", "/build", "/public/build", "/.cache", "/.stryker-tmp*", "/reports"],
  // The floor: a run under it fails. Raise it as the score rises; never lower it to pass.
  // First run (2026-11-26): 66.67 % (80.17 % of the covered mutants); docs/quality.md lists the survivors.
  // 2026-12-02: every module measured group by group, the set well above 85 %: the floor is 80.
  thresholds: { high: 90, low: 75, break: 80 },
};
