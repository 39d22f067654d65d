import { describe, expect, it } from "vitest";
import { documentPolicy, newNonce } from "./security-headers";

describe("a document's Content-Security-Policy", () => {
  it("lets its forms post only to this site and the card provider's page (form-action)", () => {
    const policy = documentPolicy({ nonce: "abc", frameAncestors: [], formTargets: ["https://secure.mobilpay.ro", "https://sandboxsecure.mobilpay.ro"] });
    expect(policy.split("; ")).toContain("form-action 'self' https://secure.mobilpay.ro https://sandboxsecure.mobilpay.ro");
    expect(documentPolicy({ nonce: "abc", frameAncestors: [], formTargets: [] }).split("; ")).toContain("form-action 'self'");
  });
});

describe("a page's nonce", () => {
  it("is 128 random bits in base64, never the same twice, across every refill of its pool", () => {
    const nonces = Array.from({ length: 1_000 }, newNonce);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    // Not a counter or a pattern: about half of the 128,000 bits are ones.
    const ones = nonces.reduce(
      (count, nonce) => count + [...Buffer.from(nonce, "base64")].reduce((bits, byte) => bits + byte.toString(2).replaceAll("0", "").length, 0),
      0,
    );
    expect(ones / (nonces.length * 128)).toBeGreaterThan(0.48);
    expect(ones / (nonces.length * 128)).toBeLessThan(0.52);
  });
});
