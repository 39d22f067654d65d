/**
 * The analytics consent bar and the trackers behind it. Nothing third-party loads until the guest
 * presses Accept; nothing at all without JavaScript (the bar itself appears only once the page is
 * interactive, so a guest without JavaScript is never asked a question whose buttons cannot work).
 * Rules: `~/site/analytics` (`trackersToLoad`).
 */
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "#translation";
import { CONSENT_STORAGE_KEY, isUntrackedPath, parseConsent, shouldAskConsent, trackersToLoad, type Consent, type Tracker } from "~/site/analytics";
import type { SiteView } from "~/site/view";
import { withKept } from "~/utils/links";

export interface AnalyticsConsentProps {
  /** The root loader's site view: its tracker ids, its privacy policy link and the kept query. */
  site: Pick<SiteView, "analytics" | "policies" | "keep">;
}

export function AnalyticsConsent({ site }: AnalyticsConsentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // undefined until the browser's stored answer is read: the server and the first render ask nothing.
  const [consent, setConsent] = useState<Consent | undefined>(undefined);
  useEffect(() => setConsent(readConsent()), []);

  const trackers = consent === undefined ? [] : trackersToLoad(site.analytics, { consent, pathname });
  const trackerKey = trackers.map((tracker) => `${tracker.kind}:${tracker.id}`).join(" ");
  const lastPage = useRef<string | null>(null);

  useEffect(() => {
    if (isUntrackedPath(pathname)) {
      // Trackers already running in this document must not see a reservation: reload without them.
      if (started.size > 0) window.location.reload();
      return;
    }
    const wanted = trackerKey ? trackerKey.split(" ") : [];
    for (const key of wanted) startTracker(key);
    if (lastPage.current !== null && lastPage.current !== pathname) sendPageView();
    lastPage.current = pathname;
  }, [pathname, trackerKey]);

  if (consent === undefined || !shouldAskConsent(site.analytics, { consent, pathname })) return null;

  const answer = (value: "granted" | "denied") => {
    storeConsent(value);
    setConsent(value);
  };
  const privacy = site.policies.find((policy) => policy.kind === "gdpr");

  return (
    <section className="analytics-consent" aria-label={t("analytics.label")} data-testid="analytics-consent" style={BAR}>
      <p style={TEXT}>
        {t("analytics.text")}{" "}
        {privacy ? (
          privacy.external ? (
            <a href={privacy.href} rel="noopener noreferrer" style={LINK}>
              {t("analytics.privacy")}
            </a>
          ) : (
            <Link to={withKept(privacy.href, site.keep)} style={LINK}>
              {t("analytics.privacy")}
            </Link>
          )
        ) : null}
      </p>
      <div style={ACTIONS}>
        <button type="button" onClick={() => answer("denied")} style={{ ...BUTTON, ...DECLINE }}>
          {t("analytics.decline")}
        </button>
        <button type="button" onClick={() => answer("granted")} style={{ ...BUTTON, ...ACCEPT }}>
          {t("analytics.accept")}
        </button>
      </div>
    </section>
  );
}

function readConsent(): Consent {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null; // storage blocked: ask again on the next page load
  }
}

function storeConsent(value: "granted" | "denied") {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // storage blocked: the answer lasts as long as this page
  }
}

// ── Trackers (the vendors' standard snippets, written out so no inline HTML is injected) ─────────

type Queue = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  callMethod?: (...args: unknown[]) => void;
  push?: unknown;
  loaded?: boolean;
  version?: string;
};
type TrackerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void; fbq?: Queue; _fbq?: Queue };

/** Trackers started in this document, by `kind:id`. */
const started = new Map<string, Tracker>();

function addScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function startTracker(key: string) {
  if (started.has(key)) return;
  const [kind, id] = key.split(":") as [Tracker["kind"], string];
  started.set(key, { kind, id } as Tracker);
  const w = window as TrackerWindow;
  if (kind === "facebook-pixel") {
    if (!w.fbq) {
      const fbq: Queue = (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue!.push(args));
      Object.assign(fbq, { push: fbq, loaded: true, version: "2.0", queue: [] });
      w.fbq = fbq;
      w._fbq ??= fbq;
      addScript("https://connect.facebook.net/en_US/fbevents.js");
    }
    w.fbq("init", id);
    w.fbq("track", "PageView");
    return;
  }
  if (!w.gtag) {
    w.dataLayer = w.dataLayer ?? [];
    // gtag.js reads the `arguments` objects it finds in the data layer, not arrays.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag("js", new Date());
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  }
  w.gtag("config", id);
}

/** A page view after a client-side navigation (GA4 counts those itself via enhanced measurement). */
function sendPageView() {
  const w = window as TrackerWindow;
  for (const tracker of started.values()) {
    if (tracker.kind === "google-analytics") w.gtag?.("config", tracker.id, { page_path: window.location.pathname + window.location.search });
    if (tracker.kind === "facebook-pixel") w.fbq?.("track", "PageView");
  }
}

// Inline styles: the bar belongs to this component, not to a page's stylesheet.
const BAR: CSSProperties = {
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 1000,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.75rem 1.25rem",
  padding: "0.75rem 1rem",
  background: "#1f2933",
  color: "#ffffff",
  boxShadow: "0 -2px 8px rgba(0, 0, 0, 0.2)",
  fontSize: "0.95rem",
};
const TEXT: CSSProperties = { margin: 0, maxWidth: "48rem" };
const LINK: CSSProperties = { color: "#ffffff", textDecoration: "underline" };
const ACTIONS: CSSProperties = { display: "flex", gap: "0.5rem" };
const BUTTON: CSSProperties = { font: "inherit", padding: "0.45rem 1.1rem", borderRadius: "4px", cursor: "pointer", border: "2px solid #ffffff" };
const DECLINE: CSSProperties = { background: "transparent", color: "#ffffff" };
const ACCEPT: CSSProperties = { background: "#ffffff", color: "#1f2933" };
