/** The slice of the hotel's public data a page needs: small, and safe to send to the browser. */
export interface LocationView {
  id: number;
  name: string;
  title: string;
  shortDescription: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  coordinates: string | null;
}

export interface SiteView {
  organisation: {
    id: number;
    name: string;
    slug: string;
    logoUrl: string | null;
    phone: string | null;
    email: string | null;
  };
  location: LocationView | null;
  locations: LocationView[];
  embed: "portal" | "site" | null;
  /** Query parameters every link must keep (the organisation named by `o`, a chosen location). */
  keep: Record<string, string>;
}

/** A failure page's data; `locale` lets it speak the guest's language without the site. */
export interface FailureData {
  reason: "not-found" | "bad-request" | "unavailable";
  locale: string;
  parameter?: string;
}

export const isFailureData = (value: unknown): value is FailureData =>
  typeof value === "object" && value !== null && "reason" in value && "locale" in value;
