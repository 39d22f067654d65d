import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createPhotoShelf, PHOTO_KEPT_MS, type Photo } from "./photos";

const svg = (text: string, size = text.length): Photo => ({ type: "image/svg+xml", body: new Uint8Array(Buffer.from(text.padEnd(size, " "))) });

/** A PMS that answers each photo after `later()` is called, counting what it is asked. */
function slowPms(photos: Record<string, Photo | null>) {
  const asked: string[] = [];
  const waiting: Array<() => void> = [];
  const load = (url: string) => () => {
    asked.push(url);
    return new Promise<Photo | null>((resolve) => waiting.push(() => resolve(photos[url] ?? null)));
  };
  const answerAll = () => waiting.splice(0).forEach((answer) => answer());
  return { asked, load, answerAll };
}

describe("the photo shelf", () => {
  it("asks the PMS once for fifty guests who want the same photo at once, and gives each the photo", async () => {
    const shelf = createPhotoShelf();
    const pms = slowPms({ "/media/a.svg": svg("<svg>a</svg>") });
    const answers = Promise.all(Array.from({ length: 50 }, () => shelf.photo("/media/a.svg", pms.load("/media/a.svg"))));
    await Promise.resolve();
    pms.answerAll();
    const photos = await answers;
    expect(pms.asked).toEqual(["/media/a.svg"]);
    expect(new Set(photos.map((photo) => Buffer.from(photo!.body).toString()))).toEqual(new Set(["<svg>a</svg>"]));
    // …and the next guest, later, gets it without the PMS.
    expect(Buffer.from((await shelf.photo("/media/a.svg", pms.load("/media/a.svg")))!.body).toString()).toBe("<svg>a</svg>");
    expect(pms.asked).toHaveLength(1);
    expect(shelf.bytes).toBe("<svg>a</svg>".length);
  });

  it("keeps each photo under its own URL", async () => {
    const shelf = createPhotoShelf();
    const photos = { "/media/a.svg": svg("a"), "/media/b.svg": svg("bb") };
    const asked: string[] = [];
    const load = (url: keyof typeof photos) => async () => (asked.push(url), photos[url]);
    expect(Buffer.from((await shelf.photo("/media/a.svg", load("/media/a.svg")))!.body).toString()).toBe("a");
    expect(Buffer.from((await shelf.photo("/media/b.svg", load("/media/b.svg")))!.body).toString()).toBe("bb");
    expect(Buffer.from((await shelf.photo("/media/a.svg", load("/media/a.svg")))!.body).toString()).toBe("a");
    expect(asked).toEqual(["/media/a.svg", "/media/b.svg"]);
  });

  it("keeps no missing photo and no failure: the next guest asks again", async () => {
    const shelf = createPhotoShelf();
    let asked = 0;
    expect(await shelf.photo("/media/new.svg", async () => (asked++, null))).toBeNull();
    await expect(shelf.photo("/media/new.svg", async () => (asked++, Promise.reject(new Error("PMS down"))))).rejects.toThrow("PMS down");
    // The hotel adds the photo: it shows at once.
    expect(await shelf.photo("/media/new.svg", async () => (asked++, svg("new")))).not.toBeNull();
    expect(asked).toBe(3);
    expect(shelf.bytes).toBe(3);
  });

  it("keeps a photo a day, as browsers are told, then asks the PMS again", async () => {
    let now = 1_000_000;
    const shelf = createPhotoShelf({ now: () => now });
    let asked = 0;
    const load = async () => (asked++, svg("p"));
    await shelf.photo("/media/p.svg", load);
    now += PHOTO_KEPT_MS - 1;
    await shelf.photo("/media/p.svg", load);
    expect(asked).toBe(1);
    now += 2;
    await shelf.photo("/media/p.svg", load);
    expect(asked).toBe(2);
  });

  it("holds at most its bytes, letting the photo shown longest ago go first; a photo too large for it is served, not kept", async () => {
    const shelf = createPhotoShelf({ maxBytes: 800 });
    const asked: string[] = [];
    const load = (url: string, size: number) => async () => (asked.push(url), svg(url, size));
    for (const url of ["/a.svg", "/b.svg", "/c.svg", "/d.svg"]) await shelf.photo(url, load(url, 100)); // 400 of 800
    await shelf.photo("/a.svg", load("/a.svg", 100)); // a shown again: b is now the oldest
    for (const url of ["/e.svg", "/f.svg", "/g.svg", "/h.svg", "/i.svg"]) await shelf.photo(url, load(url, 100)); // 900 > 800
    expect(shelf.bytes).toBeLessThanOrEqual(800);
    asked.length = 0;
    await shelf.photo("/a.svg", load("/a.svg", 100));
    await shelf.photo("/b.svg", load("/b.svg", 100));
    expect(asked).toEqual(["/b.svg"]);
    // An eighth of the shelf is the most one photo may take.
    const large = await shelf.photo("/large.svg", load("/large.svg", 101));
    expect(large!.body.length).toBe(101);
    await shelf.photo("/large.svg", load("/large.svg", 101));
    expect(asked.filter((url) => url === "/large.svg")).toHaveLength(2);
  });
});

describe("the photo shelf, in any order of guests, bursts, the PMS's photos and time", () => {
  type Step = { kind: "ask"; url: string; guests: number } | { kind: "pms"; url: string; photo: string | null } | { kind: "time"; ms: number };
  const URLS = ["/media/a.svg", "/media/b.svg", "/media/c.svg"];
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant("ask" as const), url: fc.constantFrom(...URLS), guests: fc.integer({ min: 1, max: 8 }) }),
    fc.record({
      kind: fc.constant("pms" as const),
      url: fc.constantFrom(...URLS),
      photo: fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: null }),
    }),
    fc.record({
      kind: fc.constant("time" as const),
      ms: fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.constantFrom(PHOTO_KEPT_MS - 1, PHOTO_KEPT_MS, 3_600_000)),
    }),
  );

  it("answers what a day's keeping of each photo the PMS gave says, and asks the PMS exactly when that says", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        let now = 5_000_000;
        const shelf = createPhotoShelf({ now: () => now });
        const pms = new Map<string, string | null>(URLS.map((url) => [url, `photo of ${url}`]));
        // The model: what the shelf holds, and since when.
        const kept = new Map<string, { photo: string; since: number }>();
        for (const current of steps) {
          if (current.kind === "time") now += current.ms;
          else if (current.kind === "pms") pms.set(current.url, current.photo);
          else {
            const held = kept.get(current.url);
            // Kept through its day's last millisecond (lru-cache's edge: stale only past its ttl).
            const fresh = held !== undefined && now - held.since <= PHOTO_KEPT_MS;
            let asked = 0;
            const load = async () => {
              asked++;
              await Promise.resolve();
              const photo = pms.get(current.url);
              return photo == null ? null : svg(photo);
            };
            const answers = await Promise.all(Array.from({ length: current.guests }, () => shelf.photo(current.url, load)));
            const expected = fresh ? held.photo : (pms.get(current.url) ?? null);
            expect(asked).toBe(fresh ? 0 : 1);
            for (const answer of answers) expect(answer === null ? null : Buffer.from(answer.body).toString()).toBe(expected);
            if (!fresh) {
              if (expected === null) kept.delete(current.url);
              else kept.set(current.url, { photo: expected, since: now });
            }
          }
        }
      }),
      { seed: 65_2026_12_03, numRuns: 300 },
    );
  });
});
