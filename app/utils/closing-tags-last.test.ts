import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { closingTagsLast } from "./closing-tags-last";

async function through(chunks: string[]): Promise<{ text: string; pieces: number }> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(closingTagsLast());
  for await (const piece of stream) out.push(piece as Buffer);
  return { text: Buffer.concat(out).toString(), pieces: out.length };
}

const SHELL = "<!doctype html><html><body><main>Rooms</main><script>start()</script>";
const DATA = '<!--$--><script>enqueue("[1]")</script><!--/$-->';

describe("closingTagsLast", () => {
  it("writes the data's scripts before </body></html>, not after", async () => {
    const { text } = await through([`${SHELL}</body></html>`, DATA]);
    expect(text).toBe(`${SHELL}${DATA}</body></html>`);
  });

  it("finds the closing tags split across chunks at any byte", async () => {
    const whole = `${SHELL}</body></html>${DATA}`;
    for (let cut = SHELL.length; cut <= SHELL.length + "</body></html>".length; cut++) {
      const { text } = await through([whole.slice(0, cut), whole.slice(cut)]);
      expect(text, `cut at ${cut}`).toBe(`${SHELL}${DATA}</body></html>`);
    }
  });

  it("gives back a held beginning that was not the closing tags", async () => {
    const { text } = await through(["<p>a </bo", "ld> b</p>", "</body></html>"]);
    expect(text).toBe("<p>a </bold> b</p></body></html>");
  });

  it("moves only the first closing tags and leaves a document without them as it was", async () => {
    expect((await through(["<p>fragment</p>"])).text).toBe("<p>fragment</p>");
    expect((await through(["a</body></html>b", "</body></html>"])).text).toBe("ab</body></html></body></html>");
  });

  it("streams what comes after the closing tags as it comes (a late part is not held to the end)", async () => {
    const stream = closingTagsLast();
    const seen: string[] = [];
    stream.on("data", (piece: Buffer) => seen.push(piece.toString()));
    stream.write(Buffer.from(`${SHELL}</body></html>`));
    stream.write(Buffer.from(DATA));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen.join("")).toBe(`${SHELL}${DATA}`);
    stream.end();
    await new Promise((resolve) => stream.on("end", resolve));
    expect(seen.join("")).toBe(`${SHELL}${DATA}</body></html>`);
  });
});
