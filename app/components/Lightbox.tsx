import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type TouchEvent } from "react";
import { useTranslation } from "#translation";
import type { PhotoView } from "~/site/view";
import { wrapIndex } from "~/utils/pages";
import lightboxStyles from "~/styles/lightbox.css";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "./photo-size";

let stylesheet: Promise<void> | null = null;

/**
 * The viewer's own stylesheet, linked on its first opening and awaited before it shows: it opens on
 * pages of every kind (the site's photo grids, the booking page's rooms), and none of them has to
 * remember to link it, nor pays a render-blocking sheet for a dialog that may never open
 * (decision 039). A page that links it already is used as it is.
 */
function viewerStyles(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.getAttribute("href") === lightboxStyles);
    if (linked?.sheet) return resolve();
    const link = linked ?? Object.assign(document.createElement("link"), { rel: "stylesheet", href: lightboxStyles });
    link.addEventListener("load", () => resolve(), { once: true });
    // Offline, the viewer opens all the same (unstyled beats not at all), and the next opening tries again.
    link.addEventListener(
      "error",
      () => {
        stylesheet = null;
        link.remove();
        resolve();
      },
      { once: true },
    );
    if (!linked) document.head.append(link);
  });
  return stylesheet;
}

/** A swipe is a move of at least this many CSS px, mostly sideways (a thumb's flick on a phone). */
const SWIPE_MIN_PX = 40;

/** The photo a finger's move from `start` to `end` asks for: -1 (previous), 1 (next) or 0 (no swipe). */
export function swipeStep(start: { x: number; y: number }, end: { x: number; y: number }): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return 0;
  // Right to left brings the next photo in, as a page turned with a thumb.
  return dx < 0 ? 1 : -1;
}

/**
 * One photo large, in a modal `<dialog>`: the browser makes the rest of the page inert (the focus
 * stays inside), Esc closes it, the arrow keys and a sideways swipe move through the photos (the
 * sheet gives the browser no sideways pan or overscroll of its own, so a swipe from the screen's
 * edge is never its "back", decision 055), and the opener gets the
 * focus back (PhotoGrid does that). Mounted only while open, so it costs nothing on the server;
 * it shows once its stylesheet is there.
 */
export function Lightbox({ photos, index, onIndex, onClose }: { photos: PhotoView[]; index: number; onIndex: (index: number) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const photo = photos[index];
  const total = photos.length;

  useEffect(() => {
    const element = dialog.current;
    let mounted = true;
    void viewerStyles().then(() => {
      if (mounted && element && !element.open) element.showModal();
    });
    return () => {
      mounted = false;
      if (element?.open) element.close();
    };
  }, []);
  // Every way of closing (button, Esc, backdrop) goes through the dialog's own close event.

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Tab") {
      // A modal dialog makes the page inert, but Tab may still leave for the browser's own UI:
      // keep the focus going round the dialog's buttons instead.
      const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>("button, a[href], [tabindex]:not([tabindex='-1'])")];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      onIndex(wrapIndex(index, event.key === "ArrowLeft" ? -1 : 1, total));
    }
  };

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent<HTMLDialogElement>) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDialogElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || total < 2) return;
    const step = swipeStep(start, { x: touch.clientX, y: touch.clientY });
    if (step !== 0) onIndex(wrapIndex(index, step, total));
  };

  // A click on the backdrop (the dialog element itself, outside its content) closes it.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  if (!photo) return null;
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={t("pages.lightbox.label")}
      onClose={() => {
        // A close event queued by a remount (React's strict mode) must not close a dialog shown again.
        if (!dialog.current?.open) onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onTouchCancel={() => (touchStart.current = null)}
    >
      <div className="lightbox__content">
        <button type="button" className="lightbox__close" onClick={() => dialog.current?.close()} autoFocus>
          <span aria-hidden="true">×</span> {t("pages.lightbox.close")}
        </button>
        <figure className="lightbox__figure">
          <img src={photo.url} alt={photo.alt} lang={photo.lang} width={PHOTO_WIDTH} height={PHOTO_HEIGHT} />
          <figcaption>
            <span lang={photo.lang}>{photo.alt}</span>
            <span className="lightbox__position" aria-live="polite">
              {t("pages.lightbox.position", { index: index + 1, total })}
            </span>
          </figcaption>
        </figure>
        {total > 1 ? (
          <div className="lightbox__nav">
            <button type="button" onClick={() => onIndex(wrapIndex(index, -1, total))}>
              <span aria-hidden="true">‹</span> {t("pages.lightbox.previous")}
            </button>
            <button type="button" onClick={() => onIndex(wrapIndex(index, 1, total))}>
              {t("pages.lightbox.next")} <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
