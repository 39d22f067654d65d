import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "#translation";
import type { LocationView, PageSiteView } from "~/site/view";
import { hasText, mapPlace, telHref } from "~/utils/pages";
import { useHydrated } from "~/components/useHydrated";

const NETWORKS = ["facebook", "instagram", "youtube"] as const;

/** The query parameter (and anchor) of a page that shows the map: `?map=1#map`. */
export const MAP_PARAM = "map";

/**
 * How to reach the hotel (docs/spec.md §2): address, e-mail, phone, its social pages (only those it has),
 * a link to the map and a map centred on the location's coordinates. The map is an OpenStreetMap
 * frame, a third party the guest did not ask for by opening the page: it loads only when the guest
 * asks. "Show the map" is a link to the same page with `map=1` (the server renders the frame, no
 * JavaScript needed); with JavaScript the click shows it in place instead.
 */
export function ContactSection({
  site,
  location,
  headingLevel = 2,
  heading,
}: {
  site: PageSiteView;
  location: LocationView | null;
  headingLevel?: 2 | 3;
  /** Defaults to "Find us". */
  heading?: string;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `contact-${location?.id ?? "organisation"}`;
  const phone = location?.phone ?? site.organisation.phone;
  const email = location?.email ?? site.organisation.email;
  const place = mapPlace(location?.coordinates);
  const mapLink = location?.mapsLink ?? place?.linkUrl ?? null;
  const name = location?.name ?? site.organisation.name;
  const networks = NETWORKS.filter((network) => location?.social[network]);

  const current = useLocation();
  const asked = new URLSearchParams(current.search).get(MAP_PARAM) === "1";
  const [shownHere, setShownHere] = useState(false);
  // Until React runs, the control is a plain link (the server shows the map); then it shows it here.
  const enhanced = useHydrated();
  const showMap = asked || shownHere;
  const mapRef = useRef<HTMLDivElement>(null);
  const showMapHref = (() => {
    const params = new URLSearchParams(current.search);
    params.set(MAP_PARAM, "1");
    return `${current.pathname}?${params}#${MAP_PARAM}`;
  })();
  const showHere = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setShownHere(true);
  };
  // The control the guest used is gone once the map shows: keep their place (focus) on the map.
  useEffect(() => {
    if (shownHere) mapRef.current?.focus();
  }, [shownHere]);

  return (
    <section className="contact-section" aria-labelledby={headingId}>
      <div className="contact-section__text">
        <Heading id={headingId}>{heading ?? t("pages.contact.heading")}</Heading>
        <dl className="contact-section__list">
          {hasText(location?.address) ? (
            <div>
              <dt>{t("pages.contact.address")}</dt>
              <dd>
                <address>{location.address}</address>
              </dd>
            </div>
          ) : null}
          {email ? (
            <div>
              <dt>{t("pages.contact.email")}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
          ) : null}
          {phone ? (
            <div>
              <dt>{t("pages.contact.phone")}</dt>
              <dd>
                <a href={telHref(phone)}>{phone}</a>
              </dd>
            </div>
          ) : null}
          {networks.length > 0 ? (
            <div>
              <dt>{t("pages.contact.follow")}</dt>
              <dd>
                <ul className="contact-section__social">
                  {networks.map((network) => (
                    <li key={network}>
                      <a href={location!.social[network]!} target="_blank" rel="noopener noreferrer" data-network={network}>
                        {t(`pages.contact.${network}`)}
                        <span className="visually-hidden"> ({t("pages.contact.newWindow")})</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
        {mapLink ? (
          <p>
            <a className="contact-section__map-link" href={mapLink} target="_blank" rel="noopener noreferrer">
              {t("pages.contact.openMap")}
              <span className="visually-hidden"> ({t("pages.contact.newWindow")})</span>
            </a>
          </p>
        ) : null}
      </div>
      {place ? (
        <div
          className="contact-section__map"
          id={MAP_PARAM}
          ref={mapRef}
          tabIndex={-1}
          role="group"
          aria-label={t("pages.contact.mapTitle", { name })}
          data-enhanced={enhanced ? "" : undefined}
        >
          {showMap ? (
            <>
              <iframe
                src={place.embedUrl}
                title={t("pages.contact.mapTitle", { name })}
                referrerPolicy="no-referrer"
                sandbox="allow-scripts allow-same-origin allow-popups"
                width={600}
                height={400}
              />
              <p className="contact-section__map-credit">{t("pages.contact.mapBy")}</p>
            </>
          ) : (
            <div className="contact-section__map-placeholder">
              <a className="button contact-section__show-map" href={showMapHref} onClick={showHere} rel="nofollow">
                {t("pages.contact.showMap")}
              </a>
              <p className="contact-section__map-credit">{t("pages.contact.mapNotice")}</p>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
