import { describe, expect, it } from "vitest";
import { proformaHeaders, proformaPolicy } from "./proforma.server";

describe("proformaPolicy", () => {
  it("sandboxes an HTML proforma: no scripts, no forms, nothing loaded, framed by nobody", () => {
    expect(proformaPolicy([])).toBe(
      "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
  });

  it("lets the organisation's own domains frame it in the embedded portal, and nobody else", () => {
    expect(proformaPolicy(["https://hotel-carpathia.ro", "https://www.hotel-carpathia.ro"])).toMatch(
      /; frame-ancestors https:\/\/hotel-carpathia\.ro https:\/\/www\.hotel-carpathia\.ro$/,
    );
  });
});

describe("proformaHeaders", () => {
  it("an HTML document: its type and length, our caching, referrer, sniffing and sandbox", () => {
    const headers = proformaHeaders({ kind: "html", contentType: "text/html; charset=utf-8", length: 1234 }, 5001);
    expect(Object.fromEntries(headers)).toEqual({
      "content-type": "text/html; charset=utf-8",
      "content-length": "1234",
      "content-disposition": 'inline; filename="proforma-5001.html"',
      "cache-control": "private, no-store",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      "content-security-policy": proformaPolicy([]),
    });
  });

  it("a PDF streamed without a length: no length, no sandbox (browsers would not show it)", () => {
    const headers = proformaHeaders({ kind: "pdf", contentType: "application/pdf", length: null }, 5002, ["https://hotel-carpathia.ro"]);
    expect(headers.get("content-disposition")).toBe('inline; filename="proforma-5002.pdf"');
    expect(headers.has("content-length")).toBe(false);
    expect(headers.has("content-security-policy")).toBe(false);
  });
});
