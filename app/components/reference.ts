/**
 * A failure's reference: the trace id of the request that failed (bff/trace.ts), which is in every
 * log line of that request. A guest who writes to the hotel quotes it; an operator finds the
 * request, and its PMS calls, by it (docs/operating.md).
 *
 * The server knows it for the page it renders (entry.server provides it). The browser, hydrating
 * that page, reads it back from the page itself. A failure after hydration (a client-side
 * request) has the one its data carries, when the PMS did not answer (app/site/failure.server.ts);
 * for any other (a bug of ours) the browser cannot know it, and a reload brings a page with its own.
 */
import { createContext, useContext, useState } from "react";
import { hasHydrated } from "./failedRequest";

export const ReferenceContext = createContext<string | null>(null);

/** The attribute the error page carries its reference in, for the browser to read while hydrating. */
export const REFERENCE_ATTRIBUTE = "data-reference";

export function useFailureReference(error: unknown): string | null {
  const rendered = useContext(ReferenceContext);
  const [known] = useState(() => ({
    error,
    reference:
      rendered ??
      (typeof document === "undefined" || hasHydrated()
        ? null
        : (document.querySelector(`[${REFERENCE_ATTRIBUTE}]`)?.getAttribute(REFERENCE_ATTRIBUTE) ?? null)),
  }));
  return error === known.error ? known.reference : null;
}
