// Flat config: @eslint/js + typescript-eslint (syntax only, not type-checked, to stay fast)
// + react-hooks for the Remix components.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "build/",
    "public/build/",
    "node_modules/",
    ".cache/",
    "playwright-report/",
    "test-results/",
    "coverage/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Server, tooling and tests run on Node.
    files: ["**/*.{js,mjs,cjs,ts}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // app/ is isomorphic: the same modules run in the browser and on the server.
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Served as is to the hotels' own pages (/embed.js): a classic browser script.
    files: ["public/*.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.browser } },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.{js,mjs,ts}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      // `_`-prefixed names are deliberately unused (ignored parameters, destructuring rest).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
);
