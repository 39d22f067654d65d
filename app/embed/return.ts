/**
 * Coming back from a payment provider's page to the frame (docs/decisions/016). A card provider
 * never runs inside the hotel's page: its form opens at the top level (`target="_top"`), and
 * afterwards it sends the guest back to the hotel's page itself, with `booking_page` naming the
 * frame's page; /embed.js mounts the frame there, where the frame's own (partitioned) cookies
 * still hold the guest's session. Pure: the route gives it what the page and the PMS said.
 */

/** The hotel page's query parameter with the path the frame opens at (read by /embed.js). */
export const BOOKING_PAGE_PARAM = "booking_page";

export function paymentReturnUrl(options: {
  /** The page to come back to, on this site, keeping `embed` and the rest (`/reservations/1?embed=site&card=done`). */
  path: string;
  /** This site's origin (configuration, never Host). */
  origin: string;
  embed: string | null;
  /** Origins allowed to frame the site (the organisation's own domains). */
  frameAncestors: readonly string[];
  /** The hotel's page address, as the frame learned it from that page (form field `return_to`). */
  returnTo: unknown;
}): string {
  const own = new URL(options.path, options.origin);
  if (!options.embed) return own.href;
  const hotelPage = hotelPageOf(options.returnTo, options.frameAncestors);
  if (hotelPage) {
    hotelPage.searchParams.set(BOOKING_PAGE_PARAM, options.path);
    hotelPage.hash = "";
    return hotelPage.href;
  }
  // The frame could not say where it is (its JavaScript off): back on the site itself, outside
  // the frame, where the reservation page asks for the e-mail it was booked with.
  own.searchParams.delete("embed");
  return own.href;
}

/** An address on one of the organisation's own domains, or null: never an open redirect. */
export function hotelPageOf(value: unknown, frameAncestors: readonly string[]): URL | null {
  if (typeof value !== "string" || value.length > 2_048) return null;
  try {
    const url = new URL(value);
    if (url.username || url.password) return null;
    return frameAncestors.includes(url.origin) ? url : null;
  } catch {
    return null;
  }
}
