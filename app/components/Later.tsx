import type { ReactNode } from "react";

/** A promise that remembers how it settled, read by a render after it has. */
type Watched<T> = PromiseLike<T> & { settled?: { value: T } | { error: unknown } };

/**
 * What a loader's promise brings, once it has: rendered inside the nearest `<Suspense>`, which shows
 * its fallback until then (decision 049). A plain value renders at once. On the server the document
 * waits for every promise before a byte leaves (entry.server.tsx), so the HTML holds the content in
 * place and needs no script; in the browser a navigation shows the fallback meanwhile.
 *
 * Remix's own `<Await>` does the same with an error boundary and hooks; this is what the booking page
 * needs of it, without adding them to its script.
 */
export function Later<T>({ value, children }: { value: T | PromiseLike<T>; children: (value: T) => ReactNode }) {
  if (!isPromiseLike(value)) return children(value);
  const watched = value as Watched<T>;
  const { settled } = watched;
  if (!settled)
    throw Promise.resolve(watched).then(
      (resolved) => void (watched.settled = { value: resolved }),
      (error: unknown) => void (watched.settled = { error }),
    );
  if ("error" in settled) throw settled.error;
  return children(settled.value);
}

const isPromiseLike = <T,>(value: T | PromiseLike<T>): value is PromiseLike<T> =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";
