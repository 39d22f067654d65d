import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { closingTagsLast, utf8Bytes } from "./closing-tags-last";

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

  it("takes the page as text, as React's writer hands it over, and gives the same bytes as Buffer.from", async () => {
    const romanian = "<p>Rezervați-vă șederea · Brașov – 1 100 lei 🏔️</p>";
    const stream = closingTagsLast();
    const out: Buffer[] = [];
    stream.on("data", (piece: Buffer) => out.push(piece));
    stream.write(`${SHELL}${romanian}</body></ht`);
    stream.write("ml>");
    stream.write(Buffer.from(DATA));
    stream.end();
    await new Promise((resolve) => stream.on("end", resolve));
    expect(out.every((piece) => Buffer.isBuffer(piece))).toBe(true);
    expect(Buffer.concat(out).equals(Buffer.from(`${SHELL}${romanian}${DATA}</body></html>`))).toBe(true);
  });
});

describe("utf8Bytes", () => {
  it("encodes any text exactly as Buffer.from does: ASCII, Latin-1, Romanian, astral, lone surrogates, empty, past the roomy bound", () => {
    const texts = ["", "a", "é", "șțăîâ", "😀 a 😀", "\ud800 lone", "x".repeat(5_000), "ș".repeat(3_000), "a".repeat((1 << 20) + 1)];
    for (const text of texts) expect(utf8Bytes(text).equals(Buffer.from(text)), JSON.stringify(text.slice(0, 12))).toBe(true);
  });
});
