import { describe, expect, it } from "vitest";
import { isResource, keepPrivate } from "./private-answers";

const answer = (status: number, type?: string) =>
  new Response(status === 204 || (status >= 300 && status < 400) ? null : "x", { status, headers: type ? { "content-type": type } : {} });

describe("which answers may show a guest (isResource: false) and which never do", () => {
  it.each([
    ["a page", 200, "text/html; charset=utf-8"],
    ["a route's data", 200, "text/x-script"],
    ["a route's data with a charset", 200, "text/x-script; charset=utf-8"],
    ["JSON", 200, "application/json; charset=utf-8"],
    ["a 300 Multiple Choices", 300, undefined],
    ["a redirect (it may name the guest's reservation)", 303, undefined],
    ["a permanent redirect", 308, undefined],
  ])("%s may show a guest", (_, status, type) => {
    expect(isResource(answer(status, type))).toBe(false);
  });

  it.each([
    ["an image", 200, "image/webp"],
    ["a stylesheet", 200, "text/css"],
    ["a 400 without a body type", 400, undefined],
    ["a file that only names html at its end", 200, "application/x-not-text/html"],
  ])("%s never does", (_, status, type) => {
    expect(isResource(answer(status, type))).toBe(true);
  });
});

describe("keepPrivate", () => {
  it("sets the value on an answer without one, or with one a shared cache may keep", () => {
    const none = new Headers();
    keepPrivate(none, "private, no-cache");
    expect(none.get("Cache-Control")).toBe("private, no-cache");
    const shared = new Headers({ "Cache-Control": "public, max-age=60" });
    keepPrivate(shared, "private, no-cache");
    expect(shared.get("Cache-Control")).toBe("private, no-cache");
  });

  it("never weakens an answer already private or not to be stored", () => {
    for (const kept of ["no-store", "private, max-age=0", "no-cache, no-store, must-revalidate"]) {
      const headers = new Headers({ "Cache-Control": kept });
      keepPrivate(headers, "private, no-cache");
      expect(headers.get("Cache-Control")).toBe(kept);
    }
  });
});
