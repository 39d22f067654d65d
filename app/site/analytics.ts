/**
 * Which analytics trackers of the organisation (docs/spec.md §1, §3: `analytics_ga_tracking_id`,
 * `google_analytcs_four`, `analytics_fp_tracking_id`) may run on a page: only after the guest
 * consented, never where personal data is on the page (booking, a reservation, check-in, sign-in).
 */
import type { SiteView } from "./view";

export type AnalyticsIds = SiteView["analytics"];
/** The guest's answer, remembered in the browser; null until they answer. */
export type Consent = "granted" | "denied" | null;

export type Tracker = { kind: "google-analytics"; id: string } | { kind: "google-analytics-4"; id: string } | { kind: "facebook-pixel"; id: string };

/** localStorage key of the guest's answer (not a cookie: docs/interface.md allows only two cookies). */
export const CONSENT_STORAGE_KEY = "analytics-consent";

/**
 * Pages with a guest's personal data: booking and looking up a reservation (the guest details
 * form, a reservation code and e-mail), one guest's reservation, the location page opened with a
 * reservation and e-mail, the online check-in form, and sign-in.
 */
const UNTRACKED_PATHS = /^\/(reservation-new|reservation-search|reservations|reservation|location|login)(\/|$)/;

export const isUntrackedPath = (pathname: string): boolean => UNTRACKED_PATHS.test(pathname);

// An id goes into a script address: anything but the expected shape is ignored.
const VALID_ID: Record<Tracker["kind"], RegExp> = {
  "google-analytics": /^UA-\d{4,12}-\d{1,4}$/,
  "google-analytics-4": /^G-[A-Z0-9]{4,16}$/,
  "facebook-pixel": /^\d{6,20}$/,
};

/** The organisation's trackers with a well-formed id, whatever the consent. */
export function configuredTrackers(analytics: AnalyticsIds | null | undefined): Tracker[] {
  const candidates: Tracker[] = [
    { kind: "google-analytics", id: analytics?.googleAnalytics?.trim() ?? "" },
    { kind: "google-analytics-4", id: analytics?.googleAnalytics4?.trim() ?? "" },
    { kind: "facebook-pixel", id: analytics?.facebookPixel?.trim() ?? "" },
  ];
  return candidates.filter((tracker) => VALID_ID[tracker.kind].test(tracker.id));
}

/** The trackers to start on this page now. */
export function trackersToLoad(analytics: AnalyticsIds | null | undefined, { consent, pathname }: { consent: Consent; pathname: string }): Tracker[] {
  if (consent !== "granted" || isUntrackedPath(pathname)) return [];
  return configuredTrackers(analytics);
}

/** The consent question is worth asking only where something could be loaded. */
export function shouldAskConsent(analytics: AnalyticsIds | null | undefined, { consent, pathname }: { consent: Consent; pathname: string }): boolean {
  return consent === null && !isUntrackedPath(pathname) && configuredTrackers(analytics).length > 0;
}

export const parseConsent = (value: string | null | undefined): Consent => (value === "granted" || value === "denied" ? value : null);
