import type { PhotoView } from "~/site/view";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "./photo-size";

/**
 * One of the hotel's photos as the site's pages draw it: in its 4:3 box before it arrives, its
 * description in the hotel's language (marked when not the page's), decoded off the main thread.
 * `load`: "eager" only for the first screen, so the rest waits until a guest scrolls near it;
 * `priority`: the first screen's largest photo, fetched before the rest (web.dev's LCP guidance,
 * issue 38 item 6).
 */
export function Photo({ photo, load, priority = false }: { photo: PhotoView; load: "eager" | "lazy"; priority?: boolean }) {
  return (
    <img
      src={photo.url}
      alt={photo.alt}
      lang={photo.lang}
      width={PHOTO_WIDTH}
      height={PHOTO_HEIGHT}
      loading={load}
      decoding="async"
      // React 18 knows no fetchPriority prop: the attribute is written as HTML names it.
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
}
