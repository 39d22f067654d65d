/**
 * Where a policy link goes (docs/spec.md §2): our own page of each policy, or the hotel's own page when
 * the PMS gives an http(s) address for it — never anything a link could run as script. Pure: the
 * site's views (./view.server.ts) and the policy pages (./policies.server.ts) share it.
 */
import type { PolicyLink } from "./view";

export type PolicyKind = PolicyLink["kind"];

/** Our own page of each policy; `kind` is the key in `settings_reservations`. */
export const POLICY_PATHS: Record<PolicyKind, string> = {
  terms: "/terms",
  policies: "/policies",
  order: "/order-policies",
  cancel: "/cancel-policies",
  gdpr: "/gdpr-policies",
};

/**
 * An absolute http(s) address, else null. A `javascript:` or relative "url" from the PMS must
 * never become a redirect or a link.
 */
export function safeExternalUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A policy link the browser may follow: ours, or the hotel's own page when it is http(s). */
export function safePolicyHref(link: PolicyLink): { href: string; external: boolean } {
  if (!link.external) return { href: link.href, external: false };
  const url = safeExternalUrl(link.href);
  return url ? { href: url, external: true } : { href: POLICY_PATHS[link.kind], external: false };
}
