/**
 * schema.org `Hotel` for the home and hotel pages (docs/decisions/015): what a search engine shows beside the
 * result (address, map pin, phone, check-in time, a price range, a way to book). Pure: the home
 * loader gathers the facts; every URL in it is absolute on the canonical origin (never the Host).
 */
import type { Address } from "../../contracts/entities";
import { safeExternalUrl } from "./policy-links";

export interface HotelFacts {
  /** This page's canonical address. */
  url: string;
  /** The booking page for this location, on the canonical origin. */
  bookingUrl: string;
  organisationName: string;
  name: string;
  description: string | null;
  address: Address | null | undefined;
  /** `'lat,lng'`, as the PMS gives it. */
  coordinates: string | null | undefined;
  telephone: string | null;
  email: string | null;
  /** Absolute URLs, banner first. */
  images: string[];
  mapsLink: string | null;
  social: Array<string | null>;
  checkInTime: string | null | undefined;
  /** The rooms page's "from" prices of this location, when it has any (cached). */
  fromPrices: Array<{ price: number; currency: string }>;
}

/** `'45.6427,25.5887'` → schema.org GeoCoordinates; anything else (or out of range) → null. */
export function geoOf(coordinates: string | null | undefined): { "@type": "GeoCoordinates"; latitude: number; longitude: number } | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(coordinates ?? "");
  if (!match) return null;
  const [latitude, longitude] = [Number(match[1]), Number(match[2])];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { "@type": "GeoCoordinates", latitude, longitude };
}

/** `'14:00'` → `'14:00:00'` (schema.org Time); anything that is no time of day → null. */
export function schemaTime(time: string | null | undefined): string | null {
  const match = /^\s*([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?\s*$/.exec(time ?? "");
  return match ? `${match[1]!.padStart(2, "0")}:${match[2]}:${match[3] ?? "00"}` : null;
}

const amount = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** `'350–900 RON'` from the rooms' from prices in the first price's currency (docs/spec.md §9: number plus RON). */
export function priceRangeOf(prices: ReadonlyArray<{ price: number; currency: string }>): string | null {
  const currency = prices[0]?.currency;
  if (!currency) return null;
  const values = prices.filter((price) => price.currency === currency && price.price > 0).map((price) => price.price);
  if (values.length === 0) return null;
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return `${low === high ? amount(low) : `${amount(low)}–${amount(high)}`} ${currency}`;
}

export function hotelJsonLd(facts: HotelFacts): Record<string, unknown> {
  const address = facts.address;
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Hotel",
    "@id": `${facts.url.split("?")[0]}#hotel`,
    name: facts.name,
    url: facts.url,
    parentOrganization: { "@type": "Organization", name: facts.organisationName },
  };
  const put = (key: string, value: unknown) => {
    if (value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0)) data[key] = value;
  };
  put("description", facts.description);
  put(
    "address",
    address
      ? {
          "@type": "PostalAddress",
          streetAddress: [address.address1, address.address2].filter(Boolean).join(", "),
          addressLocality: address.city,
          ...(address.county || address.state ? { addressRegion: address.county ?? address.state } : {}),
          ...(address.zip ? { postalCode: address.zip } : {}),
          addressCountry: address.country,
        }
      : null,
  );
  put("geo", geoOf(facts.coordinates));
  put("telephone", facts.telephone);
  put("email", facts.email);
  put("image", [...new Set(facts.images.map(safeExternalUrl).filter((url): url is string => url !== null))]);
  put("hasMap", safeExternalUrl(facts.mapsLink));
  put(
    "sameAs",
    facts.social.map(safeExternalUrl).filter((url): url is string => url !== null),
  );
  put("checkinTime", schemaTime(facts.checkInTime));
  put("priceRange", priceRangeOf(facts.fromPrices));
  put("potentialAction", {
    "@type": "ReserveAction",
    target: {
      "@type": "EntryPoint",
      urlTemplate: facts.bookingUrl,
      actionPlatform: ["https://schema.org/DesktopWebPlatform", "https://schema.org/MobileWebPlatform"],
    },
    result: { "@type": "LodgingReservation", name: facts.name },
  });
  return data;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so no text of
 * the hotel's (`</script>`, `<!--`) can end the element or open markup; line and paragraph
 * separators too, which some parsers take for line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
