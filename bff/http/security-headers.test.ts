import { describe, expect, it } from "vitest";
import { documentPolicy } from "./security-headers";

describe("a document's Content-Security-Policy", () => {
  it("lets its forms post only to this site and the card provider's page (form-action)", () => {
    const policy = documentPolicy({ nonce: "abc", frameAncestors: [], formTargets: ["https://secure.mobilpay.ro", "https://sandboxsecure.mobilpay.ro"] });
    expect(policy.split("; ")).toContain("form-action 'self' https://secure.mobilpay.ro https://sandboxsecure.mobilpay.ro");
    expect(documentPolicy({ nonce: "abc", frameAncestors: [], formTargets: [] }).split("; ")).toContain("form-action 'self'");
  });
});
