/**
 * Response headers that defend the guest's browser (OWASP ASVS V14.4). Documents get a strict
 * Content-Security-Policy: scripts only with this response's nonce (Remix's own scripts and the
 * inline legacy-link script carry it; `strict-dynamic` lets them load the route chunks and, after
 * consent, the analytics tags), no plugins, no `<base>` hijack, forms posting only here and to
 * the card provider, and framing only by the organisation's own domains when embedded. Every answer, documents, `.data`, resource routes and
 * refusals alike, gets `nosniff`; HSTS is sent when the site is served over https.
 */
import { randomBytes } from "node:crypto";

export const newNonce = (): string => randomBytes(16).toString("base64");

/**
 * `formTargets`: the origins besides ours a form may post to (the card provider's page, which
 * takes the card payment form: `bff.cardPaymentOrigins`). An injected form can post nowhere else.
 */
export function documentPolicy({ nonce, frameAncestors, formTargets }: { nonce: string; frameAncestors: string[]; formTargets: readonly string[] }): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${formTargets.map((origin) => ` ${origin}`).join("")}`,
    `frame-ancestors 'self'${frameAncestors.map((origin) => ` ${origin}`).join("")}`,
  ].join("; ");
}

/** For answers that are not our documents: nothing in them may run or be framed. */
export const LOCKED_DOWN_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

export const HSTS = "max-age=31536000; includeSubDomains";

export function applySecurityHeaders(headers: Headers, { https }: { https: boolean }): void {
  headers.set("X-Content-Type-Options", "nosniff");
  if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (https) headers.set("Strict-Transport-Security", HSTS);
}
