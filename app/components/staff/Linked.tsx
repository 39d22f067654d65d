import type { ReactNode } from "react";

/** A grid cell's content, linked to the PMS admin when there is one (ADMIN_URL). */
export function Linked({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? <a href={href}>{children}</a> : <>{children}</>;
}
