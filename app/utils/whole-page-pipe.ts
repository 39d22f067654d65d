import type { Writable } from "node:stream";

/**
 * React's render piped into the page's stream, without React's `close` listener once the page is
 * whole. React listens for `close` to stop a render the guest left; on a page already rendered to
 * its end that listener still ran, on every request, and ended the ended stream again: Node.js
 * builds an error for that (ERR_STREAM_ALREADY_FINISHED, with its stack) and drops it, about 1 %
 * of a fresh page's CPU (issue 53). A guest who leaves before the end still stops the render.
 */
export function pipeWholePage(pipe: (destination: Writable) => Writable, body: Writable): void {
  const before = new Set(body.listeners("close"));
  pipe(body);
  const reacts = body.listeners("close").filter((listener) => !before.has(listener)) as Array<(...args: unknown[]) => void>;
  body.once("finish", () => {
    for (const listener of reacts) body.off("close", listener);
  });
}
