import { useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "#translation";
import type { AccountView, PageSiteView } from "~/site/view";
import { notifyNavigated } from "~/embed/frame";
import { Footer } from "./Footer";
import { TopBar } from "./TopBar";

export function SiteLayout({
  site,
  locale,
  account = null,
  children,
}: {
  site: PageSiteView;
  locale: string;
  account?: AccountView | null;
  children: ReactNode;
}) {
  // The staff area draws a frame of its own (components/staff/StaffFrame): not the guests' header and footer.
  const staffArea = useMatches().some((match) => match.id === "routes/staff");
  if (staffArea) {
    return (
      <>
        <a className="skip-link" href="#main">
          <SkipText />
        </a>
        <div className="page">{children}</div>
      </>
    );
  }
  if (site.embed) {
    return (
      <div className="embedded" data-embedded={site.embed}>
        <FrameNavigation />
        {children}
      </div>
    );
  }
  return (
    <>
      <a className="skip-link" href="#main">
        {/* Keyboard users jump over the top bar. */}
        <SkipText />
      </a>
      <TopBar site={site} locale={locale} account={account} />
      <div className="page">{children}</div>
      <Footer site={site} />
    </>
  );
}

/** In the hotel's page: each page after the first tells it, so it brings the frame's top into view. */
function FrameNavigation() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    notifyNavigated();
  }, [pathname, search]);
  return null;
}

function SkipText() {
  const { t } = useTranslation();
  return <>{t("site.skipToContent")}</>;
}
