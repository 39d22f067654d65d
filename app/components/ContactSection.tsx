import { useTranslation } from "react-i18next";
import type { LocationView, SiteView } from "~/site/view";
import { hasText, mapPlace, telHref } from "~/utils/pages";

const NETWORKS = ["facebook", "instagram", "youtube"] as const;

/**
 * How to reach the hotel (spec §2): address, e-mail, phone, its social pages (only those it has),
 * a link to the map and an embedded map centred on the location's coordinates. The map is an
 * OpenStreetMap frame that loads only when scrolled near, so it never slows the page down.
 */
export function ContactSection({
  site,
  location,
  headingLevel = 2,
  heading,
}: {
  site: SiteView;
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
        <div className="contact-section__map">
          <iframe
            src={place.embedUrl}
            title={t("pages.contact.mapTitle", { name })}
            loading="lazy"
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-popups"
            width={600}
            height={400}
          />
        </div>
      ) : null}
    </section>
  );
}
