import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import type { PhotoView } from "~/site/view";
import { Photo } from "./Photo";
import { useHydrated } from "~/components/useHydrated";

// Fetched at the first click on a photo, as the offers' lightbox is (docs/decisions/057).
const Lightbox = lazy(() => import("./Lightbox").then((module) => ({ default: module.Lightbox })));

/**
 * Photos in columns, dealt round robin (docs/spec.md §2, gallery: three columns): one list in the photos'
 * own order, laid row by row by a CSS grid, so that with every photo in the same 4:3 box photo n lands in
 * column n mod columns, and the keyboard and a screen reader meet the photos in that same order (a list
 * per column made the tab order go down one column, then the next: issue 51). Each photo is a real link
 * to the site's photo page (`pageOf`: its caption, "Photo n of N", previous, next and the way back), so
 * without JavaScript a click opens that page, never the bare image file (decision 055); with JavaScript
 * the click opens the lightbox instead (a click with a modifier key still opens the page, in a new tab
 * for instance).
 */
export function PhotoGrid({
  photos,
  columns = 3,
  className,
  firstScreen = false,
  pageOf,
  anchors = false,
}: {
  photos: PhotoView[];
  /** The address of the photo page of photo `index` (0-based). */
  pageOf: (index: number) => string;
  /** Each photo has an id (`photo-N`, 1-based), for the photo page's way back to it. */
  anchors?: boolean;
  columns?: number;
  className?: string;
  /** The grid opens the page: its first two rows load at once, the first photo before all else. */
  firstScreen?: boolean;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const enhanced = useHydrated();
  const opener = useRef<HTMLElement | null>(null);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setOpen(index);
  };

  // Back to the photo the guest opened, once the dialog is gone (while it is open the page is inert).
  useEffect(() => {
    if (open !== null || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [open]);

  if (photos.length === 0) return null;
  return (
    <>
      <ul className={`photo-grid${className ? ` ${className}` : ""}`} style={{ ["--columns" as string]: columns }} data-enhanced={enhanced || undefined}>
        {photos.map((photo, index) => (
          <li key={`${photo.url}-${index}`} id={anchors ? `photo-${index + 1}` : undefined}>
            <a href={pageOf(index)} className="photo-grid__link" onClick={(event) => onClick(event, index)}>
              <Photo photo={photo} load={firstScreen && index < columns * 2 ? "eager" : "lazy"} priority={firstScreen && index === 0} />
            </a>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
