import type { ReactNode } from "react";

/** A promise that remembers how it settled, read by a render after it has. */
type Watched<T> = Promise<T> & { settled?: { value: T } | { error: unknown } };

/**
 * What a loader's promise brings, once it has: rendered inside the nearest `<Suspense>`, which shows
 * its fallback until then (decision 049). On the server the document
 * waits for every promise before a byte leaves (entry.server.tsx), so the HTML holds the content in
 * place and needs no script; in the browser a navigation shows the fallback meanwhile.
 *
 * A boundary that has not hydrated yet must not be handed new props by an update the guest makes
 * (typing in a form around it): React 18 would give it up and render it again in the browser
 * (error 421). Keep the element that holds it the same between renders (`useMemo`), and render a
 * value that is already here without a boundary at all.
 *
 * Remix's own `<Await>` does the same with an error boundary and hooks; this is what the booking page
 * needs of it, without adding them to its script.
 */
export function Later<T>({ value, children }: { value: Promise<T>; children: (value: T) => ReactNode }) {
  const watched = value as Watched<T>;
  const { settled } = watched;
  if (!settled)
    throw watched.then(
      (resolved) => void (watched.settled = { value: resolved }),
      (error: unknown) => void (watched.settled = { error }),
    );
  if ("error" in settled) throw settled.error;
  return children(settled.value);
}
