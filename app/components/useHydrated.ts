import { startTransition, useEffect, useState } from "react";

/**
 * Whether the page runs its JavaScript yet (never, when it is off): what a component shows only
 * once it can act on it (a calendar button, a viewer, a map in place).
 *
 * Set in a transition: every enhanced component of a page asks for its re-render right after
 * hydration, and React renders a plain effect's update in one task, all of them at once (the home's
 * search form, photos and contacts: a 50 ms task on a phone's CPU, docs/quality.md, issue 53,
 * 2026-12-04). As a transition the re-render yields between components, and a guest's tap first.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
