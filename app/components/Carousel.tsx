import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "#translation";
import type { PhotoView } from "~/site/view";
import { wrapIndex } from "~/utils/pages";
import { Photo } from "./Photo";
import { useHydrated } from "~/components/useHydrated";

/** Spec §9: a carousel moves on every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * A photo carousel. The server renders every photo in a horizontally scrollable strip with scroll
 * snapping, so without JavaScript each photo is reachable by scrolling (or by keyboard, the strip is
 * focusable). JavaScript adds previous/next buttons, arrow keys and an automatic advance that stops
 * while the pointer or the focus is inside, and for guests who ask for reduced motion.
 */
export function Carousel({
  photos,
  label,
  interval = CAROUSEL_INTERVAL_MS,
  eager = false,
  priority = false,
  className,
  children,
}: {
  photos: PhotoView[];
  /** The carousel's accessible name, e.g. "Photos: Double room". */
  label: string;
  interval?: number;
  /** Load the first photo at once (on the first screen). */
  eager?: boolean;
  /** Its first photo is the page's largest paint: fetched before the page's other images. */
  priority?: boolean;
  className?: string;
  /** A caption under the photos (the location's description on the contacts page). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const enhanced = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const total = photos.length;

  useEffect(() => {
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (!query) return;
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // The slide a button, key or timer is scrolling to: a smooth scroll passes over other slides,
  // and their scroll events must not pull the index back mid-way (then a key would go astray).
  const heading = useRef<number | null>(null);

  const goTo = useCallback(
    (target: number, smooth = true) => {
      const strip = track.current;
      if (!strip || total === 0) return;
      const next = wrapIndex(target, 0, total);
      heading.current = next;
      // A guest who scrolls the strip by hand mid-way wins: the scroll index follows them again.
      window.setTimeout(() => {
        if (heading.current === next) heading.current = null;
      }, 1_000);
      setIndex(next);
      strip.scrollTo({ left: next * strip.clientWidth, behavior: smooth && !reducedMotion ? "smooth" : "auto" });
    },
    [total, reducedMotion],
  );

  // The timer reads the slide the guest last saw, without restarting on every slide.
  const indexRef = useRef(index);
  indexRef.current = index;

  const paused = hovered || focused || reducedMotion;
  useEffect(() => {
    if (!enhanced || paused || total < 2) return;
    const timer = window.setInterval(() => goTo(wrapIndex(indexRef.current, 1, total)), interval);
    return () => window.clearInterval(timer);
  }, [enhanced, paused, total, interval, goTo]);

  const onScroll = () => {
    const strip = track.current;
    if (!strip || strip.clientWidth === 0) return;
    const shown = Math.round(strip.scrollLeft / strip.clientWidth);
    if (heading.current !== null) {
      if (Math.abs(strip.scrollLeft - heading.current * strip.clientWidth) > 2) return;
      heading.current = null;
    }
    if (shown !== indexRef.current && shown >= 0 && shown < total) setIndex(shown);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    goTo(wrapIndex(index, event.key === "ArrowLeft" ? -1 : 1, total));
  };

  if (total === 0) return null;
  return (
    <section
      className={`carousel${className ? ` ${className}` : ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-enhanced={enhanced || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      {/* Focusable so that keyboard users can scroll the strip when JavaScript is off. */}
      <div className="carousel__track" ref={track} onScroll={onScroll} tabIndex={0}>
        {photos.map((photo, position) => (
          <div
            key={`${photo.url}-${position}`}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t("pages.carousel.slide", { index: position + 1, total })}
            data-active={enhanced && position === index ? "true" : undefined}
          >
            <Photo photo={photo} load={eager && position === 0 ? "eager" : "lazy"} priority={priority && position === 0} />
          </div>
        ))}
      </div>
      {enhanced && total > 1 ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__button" onClick={() => goTo(wrapIndex(index, -1, total))} aria-label={t("pages.carousel.previous")}>
            <span aria-hidden="true">‹</span>
          </button>
          <p className="carousel__status" aria-live={paused ? "polite" : "off"} aria-atomic="true">
            {t("pages.carousel.slide", { index: index + 1, total })}
          </p>
          <button type="button" className="carousel__button" onClick={() => goTo(wrapIndex(index, 1, total))} aria-label={t("pages.carousel.next")}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      {children ? <div className="carousel__caption">{children}</div> : null}
    </section>
  );
}
