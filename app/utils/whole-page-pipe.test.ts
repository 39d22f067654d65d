import { PassThrough, type Writable } from "node:stream";
import { createElement, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { closingTagsLast } from "./closing-tags-last";
import { pipeWholePage } from "./whole-page-pipe";

/** The page's stream with every `end()` counted, and those that came after it had finished. */
function watched(body: Writable) {
  const counts = { ends: 0, afterFinish: 0 };
  const end = body.end.bind(body) as (...args: unknown[]) => Writable;
  body.end = ((...args: unknown[]) => {
    counts.ends += 1;
    if (body.writableFinished) counts.afterFinish += 1;
    return end(...args);
  }) as Writable["end"];
  return counts;
}

const page = () => createElement("html", null, createElement("body", null, createElement("p", null, "Camera twin")));

function rendered(element: ReturnType<typeof page>, pipeInto: (pipe: (destination: Writable) => Writable, body: Writable) => void) {
  return new Promise<{ text: string; counts: ReturnType<typeof watched>; body: Writable }>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const body = closingTagsLast();
        const counts = watched(body);
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("close", () => setImmediate(() => resolve({ text: Buffer.concat(chunks).toString(), counts, body })));
        pipeInto(pipe, body);
      },
      onShellError: reject,
    });
  });
}

describe("pipeWholePage", () => {
  it("sends the whole page and ends its stream once: nothing ends it again after it closed", async () => {
    const { text, counts } = await rendered(page(), pipeWholePage);
    expect(text).toBe("<!DOCTYPE html><html><body><p>Camera twin</p></body></html>");
    expect(counts).toEqual({ ends: 1, afterFinish: 0 });
  });

  it("is needed: React's own pipe ends a finished page's stream a second time when it closes", async () => {
    const { counts } = await rendered(page(), (pipe, body) => pipe(body));
    expect(counts.ends).toBe(2);
    expect(counts.afterFinish).toBe(1);
  });

  it("still stops a render the guest left before the end", async () => {
    // A part that waits (React 18 suspends on a thrown promise), as a search's results do.
    const later = new Promise<void>(() => {});
    const Late = () => {
      throw later;
    };
    const errors: unknown[] = [];
    const body = new PassThrough();
    const { pipe } = renderToPipeableStream(
      createElement("div", null, createElement(Suspense, { fallback: createElement("p", null, "…") }, createElement(Late))),
      { onError: (error) => void errors.push(error) },
    );
    await new Promise((resolve) => setImmediate(resolve));
    pipeWholePage(pipe, body);
    body.resume();
    body.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    // React was told: the part still to come is aborted (its error names the closed destination).
    expect(errors.map(String).join()).toMatch(/closed early/);
  });
});
