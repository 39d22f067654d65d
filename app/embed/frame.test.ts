import { afterEach, describe, expect, it } from "vitest";
import { FRAMERS_META, MAX_FRAME_HEIGHT, MESSAGE_TYPES, notifyNavigated, parentMessageOf, resetFrameState, startFrameBridge } from "./frame";

const HOTEL = "https://www.hotel.example";

/** Just enough of a framed window for the bridge: its parent records what it is sent. */
function framedWindow(
  options: { framers?: string | null; ancestor?: string | null; referrer?: string; height?: number; framed?: boolean; hash?: string } = {},
) {
  const sent: Array<{ message: Record<string, unknown>; origin: string }> = [];
  const listeners = new Map<string, Array<(event: unknown) => void>>();
  const parent = { postMessage: (message: Record<string, unknown>, origin: string) => sent.push({ message, origin }) };
  const content = { getBoundingClientRect: () => ({ height: options.height ?? 812.4 }), scrollHeight: options.height ?? 812 };
  const storage = new Map<string, string>();
  const win = {
    parent,
    scrollY: 0,
    location: { ancestorOrigins: options.ancestor === null ? [] : [options.ancestor ?? HOTEL], hash: options.hash ?? "" },
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    document: {
      readyState: "complete",
      referrer: options.referrer ?? "",
      body: content,
      querySelector: (selector: string) =>
        selector === `meta[name="${FRAMERS_META}"]`
          ? options.framers === null
            ? null
            : { content: options.framers ?? `${HOTEL} https://book.hotel.example` }
          : content,
      addEventListener: () => {},
      getElementById: (id: string) => (id === "booked" ? { getBoundingClientRect: () => ({ top: 240.6 }) } : null),
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: () => {},
  };
  if (options.framed === false) win.parent = win as never;
  const receive = (data: unknown, origin: string, source: unknown = parent) =>
    listeners.get("message")?.forEach((listener) => listener({ data, origin, source }));
  return { win: win as unknown as Window, sent, receive, storage };
}

afterEach(() => resetFrameState());

describe("parentMessageOf: the hotel page's message, checked for shape", () => {
  it("its own address only, on the origin that sent it", () => {
    expect(parentMessageOf({ type: MESSAGE_TYPES.parent, url: `${HOTEL}/book?x=1` }, HOTEL)).toEqual({ url: `${HOTEL}/book?x=1` });
    expect(parentMessageOf({ type: MESSAGE_TYPES.parent, url: "https://evil.example/" }, HOTEL)).toBeNull();
    expect(parentMessageOf({ type: MESSAGE_TYPES.parent, url: "javascript:alert(1)" }, HOTEL)).toBeNull();
    expect(parentMessageOf({ type: "other", url: `${HOTEL}/` }, HOTEL)).toBeNull();
    expect(parentMessageOf({ type: MESSAGE_TYPES.parent, url: `${HOTEL}/${"x".repeat(3000)}` }, HOTEL)).toBeNull();
    expect(parentMessageOf("hotel-booking:parent", HOTEL)).toBeNull();
    expect(parentMessageOf(null, HOTEL)).toBeNull();
  });
});

describe("startFrameBridge: the frame talks to the hotel's page, and only to it", () => {
  it("says it is ready and its height to the parent's origin when the organisation allows it", () => {
    const { win, sent } = framedWindow();
    startFrameBridge(win);
    expect(sent).toEqual([
      { message: { type: MESSAGE_TYPES.size, height: 813 }, origin: HOTEL },
      { message: { type: MESSAGE_TYPES.ready }, origin: HOTEL },
    ]);
  });

  it("says nothing to a parent whose origin it cannot vouch for, until that parent speaks", () => {
    const { win, sent, receive } = framedWindow({ ancestor: "https://evil.example" });
    startFrameBridge(win);
    expect(sent).toEqual([]);
    receive({ type: MESSAGE_TYPES.parent, url: "https://evil.example/" }, "https://evil.example");
    expect(sent).toEqual([]);
    receive({ type: MESSAGE_TYPES.parent, url: "https://book.hotel.example/stay" }, "https://book.hotel.example");
    expect(sent).toEqual([{ message: { type: MESSAGE_TYPES.size, height: 813 }, origin: "https://book.hotel.example" }]);
  });

  it("without ancestorOrigins (Firefox): the first load's referrer, else what an earlier page of this tab learned", () => {
    const viaReferrer = framedWindow({ ancestor: null, referrer: `${HOTEL}/book` });
    startFrameBridge(viaReferrer.win);
    expect(viaReferrer.sent.map((entry) => entry.origin)).toEqual([HOTEL, HOTEL]);
    resetFrameState();

    const remembered = framedWindow({ ancestor: null, referrer: "https://carpathia-ro.book.example/reservation-new" });
    remembered.storage.set(MESSAGE_TYPES.parent, HOTEL);
    startFrameBridge(remembered.win);
    expect(remembered.sent.map((entry) => entry.origin)).toEqual([HOTEL, HOTEL]);
  });

  it("ignores messages from anyone but its parent, from an origin not allowed, or of another shape", () => {
    const { win, sent, receive } = framedWindow();
    startFrameBridge(win);
    sent.length = 0;
    receive({ type: MESSAGE_TYPES.parent, url: `${HOTEL}/` }, HOTEL, { someone: "else" });
    receive({ type: MESSAGE_TYPES.parent, url: "https://evil.example/" }, "https://evil.example");
    receive({ type: MESSAGE_TYPES.size, height: 1 }, HOTEL);
    expect(sent).toEqual([]);
  });

  it("outside a frame, or a page not served for embedding: nothing at all", () => {
    for (const options of [{ framed: false }, { framers: null }]) {
      const { win, sent, receive } = framedWindow(options);
      startFrameBridge(win);
      receive({ type: MESSAGE_TYPES.parent, url: `${HOTEL}/` }, HOTEL);
      notifyNavigated();
      expect(sent).toEqual([]);
    }
  });

  it("tells a new page with where its #anchor is, so the hotel's page can show it", () => {
    const { win, sent } = framedWindow({ hash: "#booked" });
    startFrameBridge(win);
    notifyNavigated();
    (win.location as { hash: string }).hash = "#nowhere";
    notifyNavigated();
    expect(sent.slice(-2).map((entry) => entry.message)).toEqual([{ type: MESSAGE_TYPES.navigated, top: 241 }, { type: MESSAGE_TYPES.navigated }]);
  });

  it("tells a new page, and never a height beyond the cap", () => {
    const { win, sent } = framedWindow({ height: 10 ** 7 });
    startFrameBridge(win);
    notifyNavigated();
    expect(sent.map((entry) => entry.message)).toEqual([
      { type: MESSAGE_TYPES.size, height: MAX_FRAME_HEIGHT },
      { type: MESSAGE_TYPES.ready },
      { type: MESSAGE_TYPES.navigated },
    ]);
  });
});
