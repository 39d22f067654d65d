import { PassThrough } from "node:stream";
import { createElement, Fragment } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

/** The whole document as React streams it, bytes as they leave the renderer. */
function streamed(texts: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const chunks: Buffer[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(
      createElement(
        Fragment,
        null,
        texts.map((text, index) => createElement("p", { key: index, title: text }, text)),
      ),
      { onAllReady: () => pipe(body), onError: reject },
    );
  });
}

describe("React's streamed HTML (react-dom 18 patched, patches/react-dom+*.patch)", () => {
  it("has no NUL byte where a multi-byte character meets the renderer's 2 KB view (react#26228)", async () => {
    // Romanian words of 1, 2 and 3 bytes per character, in lengths that put a character across
    // every offset of a view's end: unpatched, each one leaves the view's unwritten bytes (0) in the page.
    const texts = Array.from({ length: 400 }, (_, index) => `Acceptăm plata cu cardul — ${"ș".repeat(index % 7)}${"a".repeat(index % 5)}`);
    const html = await streamed(texts);
    expect(html.indexOf(0)).toBe(-1);
    expect(html.toString("utf8")).toContain(texts[399]);
  });
});
