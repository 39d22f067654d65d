import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#translation";
import type { AccountView, PageSiteView } from "~/site/view";
import { withKept } from "~/utils/links";
import { AccountLink } from "./AccountLink";
import { LanguageSwitch } from "./LanguageSwitch";

/** Pages where the guest is already booking or managing a booking: no book-now button there. */
const RESERVATION_PAGES = /^\/(reservation-new|reservation-search|reservations\/|reservation\/|location\/)/;

/** The bar at the top of every page: the hotel, its pages, its phone, the languages, the account, book now. */
export function TopBar({ site, locale, account }: { site: PageSiteView; locale: string; account: AccountView | null }) {
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

function SiteNav({ site, className }: { site: PageSiteView; className: string }) {
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

/**
 * The phone menu's enhancements; without JavaScript the disclosure simply opens and closes and a
 * link loads a new page with it closed. With it, a client-side navigation closes it, as do Escape
 * (focus back on the toggle) and a click outside it.
 */
function useMenuEnhancement(here: string) {
  const menu = useRef<HTMLDetailsElement>(null);
  // Closed on a navigation, not on the first render: a guest on a slow phone may have opened the
  // menu before the scripts came, and hydrating must leave it as they left it.
  const shownFor = useRef(here);
  useEffect(() => {
    if (shownFor.current === here) return;
    shownFor.current = here;
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

/** True once the page scrolled past `offset` px (docs/spec.md §9: the top bar changes after 100 px). */
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
