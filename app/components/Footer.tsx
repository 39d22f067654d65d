import { Link } from "@remix-run/react";
import { useTranslation } from "#translation";
import type { PageSiteView } from "~/site/view";
import { withKept } from "~/utils/links";
import { CardLogos, ConsumerDisputeBadge, SocialIcon } from "./Logos";

/** The site's footer: the hotel's contacts, quick links with its policies, and the company's details. */
export function Footer({ site }: { site: PageSiteView }) {
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
            <li>
              <Link to={withKept("/accessibility", site.keep)}>{t("site.accessibility")}</Link>
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
        <ConsumerDisputeBadge
          country={organisation.disputeCountry}
          adr={t("site.disputes.adr")}
          body={organisation.disputeCountry ? t(`site.disputes.bodies.${organisation.disputeCountry}`) : ""}
          label={t("site.disputes.label")}
        />
        <p>
          © {year} {organisation.name}
        </p>
      </div>
    </footer>
  );
}
