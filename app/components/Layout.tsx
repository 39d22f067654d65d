import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "~/i18n";
import type { AccountView, SiteView } from "~/site/view";
import { withKept } from "~/utils/links";
import { clearFailedRequest, useFailedRequest, useMarkHydrated } from "./failedRequest";
import { CardLogos, ConsumerProtectionLogos, SocialIcon } from "./Logos";
import { notifyNavigated } from "~/embed/frame";

/** Pages where the guest is already booking or managing a booking: no book-now button there. */
const RESERVATION_PAGES = /^\/(reservation-new|reservation-search|reservations\/|reservation\/|location\/)/;

export function SiteLayout({ site, locale, account = null, children }: { site: SiteView; locale: string; account?: AccountView | null; children: ReactNode }) {
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

function TopBar({ site, locale, account }: { site: SiteView; locale: string; account: AccountView | null }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const scrolled = useScrolledPast(100);
  const menu = useMenuEnhancement(here);
  const location = site.location;
  const phone = location?.phone ?? site.organisation.phone;
  const home = site.home;
  const showLogo = site.organisation.logoUrl && (location?.showLogo ?? true);
  const bookNow = !RESERVATION_PAGES.test(pathname);
  return (
    <header className={`top-bar${bookNow ? " top-bar--book" : ""}${scrolled ? " top-bar--scrolled" : ""}`}>
      <div className="top-bar__inner">
        <Link to={home} className="top-bar__brand">
          {showLogo ? <img src={site.organisation.logoUrl!} alt="" width={40} height={40} /> : null}
          <span className="top-bar__name">{site.organisation.name}</span>
        </Link>
        {/*
          On a wide screen the links stand in the bar; narrower, the same links are in the menu at the
          end. Two copies, one displayed (the other is out of the accessibility tree too), because a
          closed <details> cannot show its content on a wide screen without JavaScript.
        */}
        <SiteNav site={site} className="top-bar__nav top-bar__wide" />
        {phone ? (
          <a className="top-bar__phone" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
            <PhoneIcon />
            <span className="visually-hidden">{t("site.phone")}: </span>
            <span className="top-bar__number">{phone}</span>
          </a>
        ) : null}
        <LanguageSwitch locale={locale} here={here} className="language-switch top-bar__wide" />
        <AccountLink account={account} keep={site.keep} here={here} className="top-bar__account top-bar__wide" />
        {bookNow ? (
          <Link
            className="button button--primary top-bar__book"
            to={withKept("/reservation-new", site.keep, { location: site.location && site.basePath ? site.location.id : null })}
          >
            {location?.bookNowText ?? t("site.bookNow")}
          </Link>
        ) : null}
        {/* A disclosure works without JavaScript; with it the menu also closes on Escape, on a click elsewhere and on navigation. */}
        <details className="top-bar__menu" ref={menu}>
          <summary>
            <MenuIcon />
            <span className="visually-hidden">{t("site.menu")}</span>
          </summary>
          <div className="top-bar__panel">
            <SiteNav site={site} className="site-menu__nav" />
            <LanguageSwitch locale={locale} here={here} className="language-switch site-menu__languages" />
            <AccountLink account={account} keep={site.keep} here={here} className="site-menu__account" />
          </div>
        </details>
      </div>
    </header>
  );
}

function SiteNav({ site, className }: { site: SiteView; className: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("site.menu")} className={className}>
      <Link to={withKept(`${site.basePath}/rooms`, site.keep)}>{t("site.rooms")}</Link>
      <Link to={withKept(`${site.basePath}/gallery`, site.keep)}>{t("site.gallery")}</Link>
      <Link to={withKept(`${site.basePath}/about`, site.keep)}>{t("site.about")}</Link>
      <Link to={withKept(`${site.basePath}/contacts`, site.keep)}>{t("site.contacts")}</Link>
    </nav>
  );
}

/** Plain links to `/language/:lang`, which stores the choice and comes back here (without `lang`). */
function LanguageSwitch({ locale, here, className }: { locale: string; here: string; className: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("site.language")} className={className}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={`/language/${language}?to=${encodeURIComponent(here)}`}
              hrefLang={language}
              lang={language}
              aria-current={language === locale ? "true" : undefined}
              title={t(`site.languages.${language}`)}
            >
              {language.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The phone menu's enhancements; without JavaScript the disclosure simply opens and closes and a
 * link loads a new page with it closed. With it, a client-side navigation closes it, as do Escape
 * (focus back on the toggle) and a click outside it.
 */
function useMenuEnhancement(here: string) {
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [here]);
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);
  return menu;
}

function PhoneIcon() {
  return (
    <svg className="top-bar__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg className="top-bar__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path className="top-bar__icon-open" d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path className="top-bar__icon-close" d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Sign in (back to this page afterwards), or who is signed in with a sign-out button (a POST). */
function AccountLink({ account, keep, here, className }: { account: AccountView | null; keep: Record<string, string>; here: string; className: string }) {
  const { t } = useTranslation();
  if (!account) {
    if (here.startsWith("/login")) return null;
    return (
      <Link className={className} to={withKept("/login", keep, { redirectTo: here })} rel="nofollow">
        {t("account.signInTitle")}
      </Link>
    );
  }
  return (
    <Form method="post" action={withKept("/logout", keep)} className={className}>
      {/* Staff reach their area from any page (the guard still checks every staff page). A plain
          link: a Remix <Link> on every page would make the router discover the staff routes on
          each one, racing the navigation that follows a sign-in. */}
      {account.role === "staff" ? (
        <a className="top-bar__staff" href={withKept("/staff/plan", keep)}>
          {t("staff.area")}
        </a>
      ) : null}
      <span className="top-bar__user">{account.email}</span>
      <button type="submit" className="link-button">
        {t("account.signOut")}
      </button>
    </Form>
  );
}

function Footer({ site }: { site: SiteView }) {
  const { t } = useTranslation();
  const { organisation, location } = site;
  const social = location?.social;
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("site.contact")}</h2>
          {location?.address ? <p>{location.address}</p> : null}
          {(location?.phone ?? organisation.phone) ? (
            <p>
              {t("site.phone")}: <a href={`tel:${(location?.phone ?? organisation.phone)!.replace(/[^\d+]/g, "")}`}>{location?.phone ?? organisation.phone}</a>
            </p>
          ) : null}
          {(location?.email ?? organisation.email) ? (
            <p>
              {t("site.email")}: <a href={`mailto:${location?.email ?? organisation.email}`}>{location?.email ?? organisation.email}</a>
            </p>
          ) : null}
          {social ? (
            <ul className="footer__social">
              {(["facebook", "instagram", "youtube"] as const).map((network) =>
                social[network] ? (
                  <li key={network}>
                    <a href={social[network]!} rel="noopener noreferrer" target="_blank" aria-label={`${network} (${t("site.newWindow")})`}>
                      <SocialIcon network={network} />
                    </a>
                  </li>
                ) : null,
              )}
            </ul>
          ) : null}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t("site.quickLinks")}</h2>
          <ul>
            <li>
              <Link to={withKept("/reservation-new", site.keep)}>{t("site.bookNow")}</Link>
            </li>
            <li>
              <Link to={withKept("/reservation-search", site.keep)}>{t("site.findReservation")}</Link>
            </li>
            {site.policies.map((policy) => (
              <li key={policy.kind}>
                {policy.external ? (
                  <a href={policy.href} rel="noopener noreferrer">
                    {policy.title}
                  </a>
                ) : (
                  <Link to={withKept(policy.href, site.keep)}>{policy.title}</Link>
                )}
              </li>
            ))}
            <li>
              <Link to={withKept("/support", site.keep)}>{t("site.support")}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{t("site.company")}</h2>
          <p>{organisation.businessName ?? organisation.name}</p>
          {organisation.vatNumber ? (
            <p>
              {t("site.vatNumber")}: {organisation.vatNumber}
            </p>
          ) : null}
          {organisation.registry ? (
            <p>
              {t("site.registry")}: {organisation.registry}
            </p>
          ) : null}
          {organisation.acceptsCards ? <CardLogos label={t("site.cardsAccepted")} /> : null}
        </section>
      </div>
      <div className="footer__legal">
        <ConsumerProtectionLogos salLabel={t("site.anpcSal")} solLabel={t("site.anpcSol")} />
        <p>
          © {year} {organisation.name}
        </p>
      </div>
    </footer>
  );
}

/** True once the page scrolled past `offset` px (spec §9: the top bar changes after 100 px). */
function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [offset]);
  return past;
}

/**
 * The loading overlay of spec §2: appears only when a navigation or submission takes longer than
 * 200 ms (quick ones never flash it). After a request error (spec §8: a navigation, submission or
 * fetcher that failed, see failedRequest.ts) it offers a reload-page link, and so it does when a
 * request has not ended after 10 s (a failure in all but name). Rendered by the root's App and
 * ErrorBoundary alike, so it outlives the page a failure replaces.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const failed = useFailedRequest();
  useMarkHydrated();
  const [visible, setVisible] = useState(false);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      setSlow(false);
      return;
    }
    // A new navigation is a new chance: the last failure is forgotten unless this one fails too.
    clearFailedRequest();
    const show = setTimeout(() => setVisible(true), 200);
    const stuck = setTimeout(() => setSlow(true), 10_000);
    return () => {
      clearTimeout(show);
      clearTimeout(stuck);
    };
  }, [busy]);

  const reload = (
    // A plain link reloads the address shown, which after a failed navigation is the failed page.
    <a href="" className="loading-overlay__reload">
      {t("errors.reloadPage")}
    </a>
  );
  if (failed && !busy) {
    // The error page under it keeps its own links usable: only the notice takes clicks.
    return (
      <div className="loading-overlay loading-overlay--failed" role="alert" data-testid="loading-overlay">
        <p className="loading-overlay__failure">
          {t("site.errorToast")} {reload}
        </p>
      </div>
    );
  }
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("site.loading")}</span>
      {slow ? reload : null}
    </div>
  );
}
