import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** Kinds of kept markup × the ways they vary (languages, a hotel's age bands): few; bounded all the same. */
const MAX_KEPT = 256;
const kept = new Map<string, string>();

/**
 * Markup rendered once per key and kept for the process (app/components/KeptNoScript.tsx). The
 * key must name everything the markup depends on; `make` is rendered without the page's context
 * (no translation or route data), so it must be elements already made.
 */
export function keptMarkup(key: string, make: () => ReactNode): string {
  let html = kept.get(key);
  if (html === undefined) {
    if (kept.size >= MAX_KEPT) kept.clear();
    html = renderToStaticMarkup(make());
    kept.set(key, html);
  }
  return html;
}
