// Flat config: @eslint/js + typescript-eslint (syntax only, not type-checked, to stay fast)
// + react-hooks for the Remix components.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers (docs/architecture.md): routes → app modules → app/bff.server.ts → bff/ → contracts/.
 * Each block forbids what a layer must not reach; eslint.config.test.ts proves each rule bites.
 */
const BFF = { group: ["**/bff/**", "#bff/*"], message: "The app reaches the BFF only through ~/bff.server (docs/architecture.md)." };
const MOCKS = {
  group: ["**/mocks/**", "#mocks/*"],
  message: "The mock PMS is a stand-in for the PMS, started beside the site: nothing of the product imports it.",
};
const APP = { group: ["~/*", "**/app/**"], message: "bff/ and contracts/ sit below the app: they never import it." };
const BFF_FROM_BELOW = { group: ["**/bff/**"], message: "contracts/ is the vocabulary under every layer: it imports no layer." };
const SERVER_IN_COMPONENTS = {
  group: ["~/bff.server", "**/*.server", "**/*.server.ts"],
  message: "Components run in the browser too: they take what they show as props (view.ts shapes), never server modules.",
};
const REACT_I18NEXT_HOOK = {
  group: ["react-i18next"],
  importNames: ["useTranslation"],
  message:
    "Components take their texts from #translation (package.json imports): react-i18next's hook in the browser, one answer per language on the server (issue 53).",
};
const restrict = (...patterns) => ["error", { patterns }];
const NAMES_THE_MOCK = [
  "error",
  { selector: "Literal[value=/__mock/]", message: "Nothing in app/ names the mock PMS: the BFF knows where the PMS and its sandbox are (bff/server.ts)." },
  {
    selector: "TemplateElement[value.raw=/__mock/]",
    message: "Nothing in app/ names the mock PMS: the BFF knows where the PMS and its sandbox are (bff/server.ts).",
  },
];
const layers = [
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/bff.server.ts", "app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": restrict(BFF, MOCKS, REACT_I18NEXT_HOOK), "no-restricted-syntax": NAMES_THE_MOCK },
  },
  {
    files: ["app/utils/use-translation.ts"],
    rules: { "no-restricted-imports": restrict(BFF, MOCKS) },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": restrict(BFF, MOCKS, SERVER_IN_COMPONENTS, REACT_I18NEXT_HOOK) },
  },
  {
    files: ["bff/**/*.ts"],
    ignores: ["bff/**/*.test.ts"],
    rules: { "no-restricted-imports": restrict(APP, MOCKS) },
  },
  {
    files: ["contracts/**/*.ts"],
    ignores: ["contracts/**/*.test.ts"],
    rules: { "no-restricted-imports": restrict(APP, BFF_FROM_BELOW, MOCKS) },
  },
  {
    files: ["mocks/**/*.ts"],
    ignores: ["mocks/**/*.test.ts"],
    rules: { "no-restricted-imports": restrict(APP, { group: ["**/bff/**"], message: "The mock PMS speaks only the contract: it knows nothing of the BFF." }) },
  },
];

export default defineConfig(
  globalIgnores(["build/", "public/build/", "node_modules/", ".cache/", "playwright-report/", "test-results/", "coverage/", ".stryker-tmp*/", "reports/"]),
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
  ...layers,
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
