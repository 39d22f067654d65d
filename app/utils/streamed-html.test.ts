import { PassThrough } from "node:stream";
import { createElement, Fragment, Suspense } from "react";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { renderToPipeableStream as RenderToPipeableStream } from "react-dom/server";

// The build the server runs (NODE_ENV=production), which the patch changes, not the development
// build vitest would pick.
const require = createRequire(import.meta.url);
const { renderToPipeableStream } = require(join(dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-server.node.production.min.js")) as {
  renderToPipeableStream: typeof RenderToPipeableStream;
};
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

/** A component that suspends until `ready` resolves, then says `text`: a boundary React flushes later. */
function later(ready: Promise<void>, text: string) {
  let done = false;
  void ready.then(() => (done = true));
  return function Later() {
    if (!done) throw ready;
    return createElement("p", null, text);
  };
}

/** Two documents streamed at once, their late boundaries resolving in turns: the bytes of each, whole. */
function interleaved(): Promise<[string, string]> {
  const render = (name: string, ready: Promise<void>) =>
    new Promise<string>((resolve, reject) => {
      const body = new PassThrough();
      const chunks: Buffer[] = [];
      body.on("data", (chunk: Buffer) => chunks.push(chunk));
      body.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      const Later = later(ready, `${name}: plata în două rate — ${"ș".repeat(900)}`);
      const { pipe } = renderToPipeableStream(
        createElement(
          "div",
          { id: name },
          createElement("h1", null, `${name} începe`),
          createElement(Suspense, { fallback: createElement("span", null, "…") }, createElement(Later)),
          createElement("footer", null, `${name} se termină`),
        ),
        { onShellReady: () => pipe(body), onError: reject },
      );
    });
  let openA!: () => void;
  let openB!: () => void;
  const a = render("a", new Promise<void>((resolve) => (openA = resolve)));
  const b = render("b", new Promise<void>((resolve) => (openB = resolve)));
  setTimeout(() => openB(), 5);
  setTimeout(() => openA(), 10);
  return Promise.all([a, b]);
}

describe("React's streamed HTML: strings kept and written once per flush (patches/react-dom+*.patch, decision 018)", () => {
  it("keeps each response's bytes its own when two renders flush in turns", async () => {
    const [a, b] = await interleaved();
    for (const [name, html, other] of [
      ["a", a, "b"],
      ["b", b, "a"],
    ] as const) {
      expect(html).toContain(`<h1>${name} începe</h1>`);
      expect(html).toContain(`<footer>${name} se termină</footer>`);
      // The late boundary's content arrives in its own flush, after the shell, in one piece.
      expect(html).toContain(`<p>${name}: plata în două rate — ${"ș".repeat(900)}</p>`);
      expect(html.indexOf(`${name} se termină`)).toBeLessThan(html.indexOf(`${name}: plata`));
      expect(html).not.toContain(`${other} începe`);
      expect(html).not.toContain(`${other}: plata`);
    }
  });
});
