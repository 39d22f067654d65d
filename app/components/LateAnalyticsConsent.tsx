/**
 * The analytics consent bar, loaded once the page is interactive (docs/decisions/057): the bar
 * never renders on the server nor in the first render (it waits for the browser's stored answer),
 * so its code and the trackers' snippets (about 1.2 KB gzipped) need not be in any page's first
 * JavaScript. Same props as `AnalyticsConsent`, which it renders as soon as its chunk is in.
 */
import { lazy, Suspense } from "react";
import type { AnalyticsConsentProps } from "./AnalyticsConsent";
import { useHydrated } from "./useHydrated";

const Consent = lazy(() => import("./AnalyticsConsent").then((module) => ({ default: module.AnalyticsConsent })));

export function AnalyticsConsent(props: AnalyticsConsentProps) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Consent {...props} />
    </Suspense>
  ) : null;
}
