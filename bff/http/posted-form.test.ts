/**
 * The front door's reading of a posted form (bff/http/posted-form.ts), as a browser, a script or a
 * stranger sends it: the declared length, the type, a body streamed in pieces, a broken multipart.
 */
import { describe, expect, it } from "vitest";
import { readForm } from "./posted-form";

const LIMIT = 64;
const FORM = "application/x-www-form-urlencoded";
const text = (buffer: ArrayBuffer | number) => (typeof buffer === "number" ? buffer : new TextDecoder().decode(buffer));

/** A POST whose body arrives in `pieces`, as a chunked upload without a declared length does. */
function streamed(pieces: string[], headers: Record<string, string> = { "content-type": FORM }) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
  return new Request("http://localhost/book", { method: "POST", headers, body, duplex: "half" } as RequestInit);
}
const posted = (body: string, headers: Record<string, string>) => new Request("http://localhost/book", { method: "POST", headers, body });

describe("a posted form's declared length", () => {
  it("up to the limit is read; one byte over is too large before a byte is read", async () => {
    expect(text(await readForm(streamed(["a".repeat(LIMIT)], { "content-type": FORM, "content-length": String(LIMIT) }), LIMIT))).toBe("a".repeat(LIMIT));
    expect(await readForm(streamed(["a=1"], { "content-type": FORM, "content-length": String(LIMIT + 1) }), LIMIT)).toBe(413);
    expect(await readForm(streamed(["a=1"], { "content-type": FORM, "content-length": "99999999999999999999" }), LIMIT)).toBe(413);
  });

  // (Spaces around a value never reach here: the Headers class trims them.)
  it.each(["abc", "12a", "a12", "1 2", "-1", "1e3", ""])("%j is no length: a bad request", async (declared) => {
    expect(await readForm(streamed(["a=1"], { "content-type": FORM, "content-length": declared }), LIMIT)).toBe(400);
  });

  it("a length within the limit is read, and what arrives is checked again against the limit", async () => {
    expect(text(await readForm(streamed(["a=1"], { "content-type": FORM, "content-length": "3" }), LIMIT))).toBe("a=1");
    expect(await readForm(streamed(["a".repeat(40), "b".repeat(40)], { "content-type": FORM, "content-length": "3" }), LIMIT)).toBe(413);
  });
});

describe("a posted form's type", () => {
  it("takes the two a browser's form sends, whatever their case, spacing and parameters", async () => {
    for (const type of [FORM, "Application/X-WWW-Form-Urlencoded;charset=UTF-8", `  ${FORM}  ; charset=utf-8`]) {
      expect(text(await readForm(posted("a=1", { "content-type": type }), LIMIT))).toBe("a=1");
    }
  });

  it.each([null, "", "text/plain", "application/json", `x${FORM}`, `${FORM}x`, "multipart/form-data-x"])("refuses %j as an unsupported type", async (type) => {
    const headers: Record<string, string> = type === null ? {} : { "content-type": type };
    const request = new Request("http://localhost/book", { method: "POST", headers, body: new TextEncoder().encode("a=1") });
    expect(await readForm(request, LIMIT)).toBe(415);
  });
});

describe("a posted form's body", () => {
  it("arriving in pieces is the pieces in their order", async () => {
    expect(text(await readForm(streamed(["first=Ana", "&last=", "Pop"]), LIMIT))).toBe("first=Ana&last=Pop");
  });

  it("is too large once what arrives passes the limit, with no length declared; at the limit it is read", async () => {
    expect(await readForm(streamed(["a".repeat(LIMIT / 2), "b".repeat(LIMIT / 2 + 1)]), LIMIT)).toBe(413);
    expect(text(await readForm(streamed(["a".repeat(LIMIT / 2), "b".repeat(LIMIT / 2)]), LIMIT))).toHaveLength(LIMIT);
  });

  it("a POST without a body is an empty form", async () => {
    const empty = await readForm(new Request("http://localhost/book", { method: "POST", headers: { "content-type": FORM } }), LIMIT);
    expect(empty).toBeInstanceOf(ArrayBuffer);
    expect((empty as ArrayBuffer).byteLength).toBe(0);
  });

  it("a multipart form is read whole; a broken one is a bad request, not an error inside an action", async () => {
    const boundary = "----form";
    const type = `multipart/form-data; boundary=${boundary}`;
    const whole = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nLate arrival\r\n--${boundary}--\r\n`;
    expect(text(await readForm(posted(whole, { "content-type": type }), 1_000))).toBe(whole);
    expect(await readForm(posted("no parts here", { "content-type": type }), 1_000)).toBe(400);
    // A URL-encoded form is never parsed here: whatever it holds, the action's own parsing decides.
    expect(text(await readForm(posted("%%%", { "content-type": FORM }), 1_000))).toBe("%%%");
  });
});
