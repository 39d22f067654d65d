/**
 * The frame's side of the embed (docs/decisions/016): a page served with `embed` inside the hotel's
 * own website talks to `/embed.js` on the hotel's page with `postMessage`, and to nobody else.
 *
 * Protocol (public/embed.js is the other side; both check origin, source and shape):
 * - hotel's page → frame, `{ type: "hotel-booking:parent", url }`: the page's address, sent when
 *   the frame loads and whenever the frame says it is ready. Taken only from the frame's own
 *   parent, only from an origin the organisation allows to frame it (the same list as CSP
 *   `frame-ancestors`), and only with an `url` on that very origin. The card payment uses it to
 *   come back to the hotel's page, and so to the frame.
 * - frame → hotel's page, `{ type: "hotel-booking:ready" }`, `{ type: "hotel-booking:size", height }`
 *   and `{ type: "hotel-booking:navigated", top? }` (a new page; `top`: where its `#anchor` is, from
 *   the frame's top): sent only to the parent's origin once it is known
 *   (from its own message, or `location.ancestorOrigins`, or the first load's referrer), and only
 *   when that origin is one the organisation allows.
 *
 * Isomorphic: imported by components that also render on the server, where it does nothing.
 */
import { useSyncExternalStore } from "react";

export const MESSAGE_TYPES = {
  parent: "hotel-booking:parent",
  ready: "hotel-booking:ready",
  size: "hotel-booking:size",
  navigated: "hotel-booking:navigated",
} as const;

/** The page's `<meta>` that lists the origins allowed to frame it (rendered only in embed mode). */
export const FRAMERS_META = "hotel-booking-framers";

/** The largest height the frame reports: a page is never taller, and a message is no number game. */
export const MAX_FRAME_HEIGHT = 100_000;

/** A `hotel-booking:parent` message from `origin`, or null for anything else. */
export function parentMessageOf(data: unknown, origin: string): { url: string } | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type !== MESSAGE_TYPES.parent || typeof url !== "string" || url.length > 2_048) return null;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin && (parsed.protocol === "https:" || parsed.protocol === "http:") ? { url: parsed.href } : null;
  } catch {
    return null;
  }
}

interface FrameState {
  /** The hotel's page origin, once known and allowed. */
  origin: string | null;
  /** The hotel's page address, once it said it. */
  url: string | null;
}

let state: FrameState = { origin: null, url: null };
const listeners = new Set<() => void>();
let post: ((message: Record<string, unknown>) => void) | null = null;
let framedWindow: Window | null = null;

function update(next: Partial<FrameState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Where the parent's origin may be read without its word: Chromium and Safari say it, Firefox does not. */
function guessedParentOrigin(win: Window): string | null {
  const ancestors = (win.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * Starts the frame's side when this page is framed in embed mode (entry.client.tsx, before
 * hydration, so the hotel's page's first message is not missed). Returns a stop function.
 */
export function startFrameBridge(win: Window = window): () => void {
  if (win.parent === win) return () => {};
  const meta = win.document.querySelector<HTMLMetaElement>(`meta[name="${FRAMERS_META}"]`);
  if (!meta) return () => {};
  const allowed = new Set(meta.content.split(/\s+/).filter(Boolean));
  const remembered = (() => {
    try {
      return win.sessionStorage.getItem(MESSAGE_TYPES.parent);
    } catch {
      return null;
    }
  })();
  const guess = guessedParentOrigin(win);
  const start = [guess, remembered].find((origin): origin is string => Boolean(origin && allowed.has(origin))) ?? null;
  update({ origin: start });

  let lastHeight = 0;
  framedWindow = win;
  post = (message) => {
    if (state.origin) win.parent.postMessage(message, state.origin);
  };
  const measure = () => {
    const body = win.document.body;
    if (!body) return;
    const content = win.document.querySelector<HTMLElement>("[data-embedded]") ?? body;
    const height = Math.min(MAX_FRAME_HEIGHT, Math.ceil(Math.max(content.getBoundingClientRect().height, content.scrollHeight)));
    if (height === lastHeight) return;
    lastHeight = height;
    post?.({ type: MESSAGE_TYPES.size, height });
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || !allowed.has(event.origin)) return;
    const message = parentMessageOf(event.data, event.origin);
    if (!message) return;
    try {
      win.sessionStorage.setItem(MESSAGE_TYPES.parent, event.origin);
    } catch {
      // Storage may be off: the parent says its origin again on every load.
    }
    const first = state.origin !== event.origin;
    update({ origin: event.origin, url: message.url });
    if (first) lastHeight = 0;
    measure();
  };
  win.addEventListener("message", onMessage);

  const observer = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : null;
  const observe = () => {
    measure();
    observer?.observe(win.document.body);
    const content = win.document.querySelector("[data-embedded]");
    if (content) observer?.observe(content);
  };
  if (win.document.readyState === "loading") win.document.addEventListener("DOMContentLoaded", observe, { once: true });
  else observe();
  win.addEventListener("load", measure);
  post({ type: MESSAGE_TYPES.ready });

  return () => {
    win.removeEventListener("message", onMessage);
    win.removeEventListener("load", measure);
    observer?.disconnect();
    post = null;
    framedWindow = null;
  };
}

/**
 * Tells the hotel's page that the frame shows another page: it then brings the frame's top into
 * view, or the page's `#anchor` (`#details`, `#booked`), which the frame cannot scroll to itself
 * since it is as tall as its page.
 */
export function notifyNavigated(): void {
  const win = framedWindow;
  if (!post || !win) return;
  let top: number | null = null;
  const id = win.location.hash.slice(1);
  if (id) {
    let target: HTMLElement | null = null;
    try {
      target = win.document.getElementById(decodeURIComponent(id));
    } catch {
      target = null;
    }
    if (target) top = Math.min(MAX_FRAME_HEIGHT, Math.max(0, Math.round(target.getBoundingClientRect().top + win.scrollY)));
  }
  post(top === null ? { type: MESSAGE_TYPES.navigated } : { type: MESSAGE_TYPES.navigated, top });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The hotel's page address the frame is on (null on the server, outside a frame, or before it said). */
export function useParentPage(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => state.url,
    () => null,
  );
}

/** For tests: forget what a previous bridge learned. */
export function resetFrameState(): void {
  state = { origin: null, url: null };
  post = null;
  framedWindow = null;
}
