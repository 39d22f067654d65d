/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // Our server-only code outside app/ (bff, contracts, mocks) is bundled; packages stay external.
  // package.json "imports" (`#translation`: a module per build, browser or server) are our own code: bundled.
  serverDependenciesToBundle: [/^#/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
