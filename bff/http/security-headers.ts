/**
 * Response headers that defend the guest's browser (OWASP ASVS V14.4). Documents get a strict
 * Content-Security-Policy: scripts only with this response's nonce (Remix's own scripts and the
 * inline legacy-link script carry it; `strict-dynamic` lets them load the route chunks and, after
 * consent, the analytics tags), no plugins, no `<base>` hijack, forms posting only here and to
 * the card provider, and framing only by the organisation's own domains when embedded. Every answer, documents, `.data`, resource routes and
 * refusals alike, gets `nosniff`; HSTS is sent when the site is served over https.
 */
import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
/**
 * Random bytes for 256 nonces, drawn from the system at once (as crypto.randomUUID keeps its own):
 * a call for 16 bytes on every page was about 0.5 % of a fresh page's CPU (issue 53). Each nonce
 * takes bytes no other nonce had; the pool is filled again when they are used up.
 */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let used = pool.length;

/** A page's CSP nonce: 128 random bits (CSP 3 asks for at least that), in base64. */
export function newNonce(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const nonce = pool.toString("base64", used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

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
