import { useEffect, useState } from "react";

/** Whether the page runs its JavaScript yet (never, when it is off). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
