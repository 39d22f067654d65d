import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests live next to the code; integration and contract tests under tests/.
// End-to-end tests belong to Playwright (tests/e2e) and must never be picked up here.
export default defineConfig({
  resolve: {
    // tsconfig "paths": { "~/*": ["./app/*"] }.
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: [
      "eslint.config.test.ts",
      "stryker.config.test.ts",
      "app/**/*.test.{ts,tsx}",
      "bff/**/*.test.ts",
      "contracts/**/*.test.ts",
      "mocks/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/contract/**/*.test.ts",
      "tests/setup/**/*.test.ts",
    ],
    exclude: ["tests/e2e/**", "node_modules/**", "build/**", "public/build/**", ".cache/**", "test-results/**", "playwright-report/**"],
    // toThrow("…") that a thrown undefined would pass (tests/setup/nothing-thrown.ts).
    setupFiles: ["tests/setup/nothing-thrown.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
