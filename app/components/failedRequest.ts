/**
 * "A request failed" for the loading overlay (docs/spec.md §2 Global, §8: after a request error the overlay
 * offers a reload-page link). In Remix a navigation, submission or fetcher whose loader or action
 * fails, or whose request never reaches the server, ends in the nearest route ErrorBoundary; every
 * boundary renders ErrorPage, which reports the error here through `useReportFailedRequest`.
 *
 * Only failures after hydration count: the error page a guest gets from the server in the first
 * place already offers its own way to try again, with or without JavaScript.
 */
import { isRouteErrorResponse } from "@remix-run/react";
import { useEffect, useState, useSyncExternalStore } from "react";

let failed = false;
/** Set once the page has hydrated; an error boundary mounted after that is a failed request. */
let hydrated = false;
const listeners = new Set<() => void>();

function setFailed(value: boolean): void {
  if (failed === value) return;
  failed = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A failure the guest can only get past by reloading: the server failing (5xx), the network, or a
 * bug. A 4xx is an answer (not found, a bad link) that a reload would only repeat.
 */
export function isRequestFailure(error: unknown): boolean {
  if (error === undefined || error === null) return false;
  return isRouteErrorResponse(error) ? error.status >= 500 : true;
}

/** Whether a request failed since the last navigation began. Always false on the server. */
export function useFailedRequest(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => failed,
    () => false,
  );
}

/** The overlay calls these: the page has hydrated; a new navigation begins (a fresh chance). */
export function useMarkHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}
export const clearFailedRequest = (): void => setFailed(false);
/** Whether the page has hydrated: a boundary rendered before that shows the server's own failure. */
export const hasHydrated = (): boolean => hydrated;

/** For error boundaries: an error shown after hydration came from a request of this page. */
export function useReportFailedRequest(error: unknown): void {
  // Read while rendering, before any effect of this render runs: a boundary that hydrates keeps the
  // server's error as already known; one mounted later (a client-side navigation, submission or
  // fetcher) knows none, so its error, like any later one, is a failed request.
  const [known] = useState(() => (hydrated ? undefined : error));
  useEffect(() => {
    if (error !== known && isRequestFailure(error)) setFailed(true);
  }, [known, error]);
}
