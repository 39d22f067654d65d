import { createContext, useContext, type ReactNode } from "react";

/**
 * The server's store of markup made once (app/utils/kept-markup.server.ts, provided by
 * app/entry.server.tsx); null in the browser, which renders as it always does.
 */
export const KeptMarkupContext = createContext<((key: string, make: () => ReactNode) => string) | null>(null);

/**
 * A `<noscript>` whose content is the same for every guest who gets the same `keep` key: rendered
 * to HTML once on the server and sent as it is after that (issue 53: the search form's age selects
 * for a guest without JavaScript were 80 elements on every page with the form). The browser's React
 * never hydrates what is inside a `<noscript>`, so it is rendered in the browser as it always was.
 * A null key (the content says something of this guest's) renders it afresh.
 */
export function KeptNoScript({ keep, children }: { keep: string | null; children: () => ReactNode }) {
  const kept = useContext(KeptMarkupContext);
  if (!kept || keep === null) return <noscript>{children()}</noscript>;
  return <noscript dangerouslySetInnerHTML={{ __html: kept(keep, children) }} />;
}
