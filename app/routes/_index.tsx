import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RootData, RootLoader } from "~/root";
import { withKept } from "~/utils/links";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const hotel = url.searchParams.get("h");
  // `?h=ID` is an old link to one hotel of the organisation (spec §2).
  if (hotel && /^[1-9]\d{0,9}$/.test(hotel)) {
    url.searchParams.delete("h");
    const search = url.searchParams.toString();
    throw redirect(`/hotel/${hotel}${search ? `?${search}` : ""}`, 301);
  }
  return null;
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ matches }) => {
  const site = matches.find((match) => match.id === "root")?.data?.site;
  if (!site) return [];
  const place = site.location ? ` · ${site.location.title}` : "";
  return [{ title: `${site.organisation.name}${place}` }];
};

export default function Home() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  if (!root) return null;
  const { site } = root;
  const { organisation, location, locations } = site;
  return (
    <main id="main" className="home">
      <header className="home__banner">
        <p className="home__eyebrow">{t("site.poweredBy")}</p>
        <h1>{t("site.welcome", { name: organisation.name })}</h1>
        {location ? (
          <p className="home__location" data-testid="current-location">
            {location.title}
            {location.city ? ` · ${location.city}` : ""}
          </p>
        ) : null}
        {location && location.shortDescription !== "—" ? <p>{location.shortDescription}</p> : null}
      </header>

      {locations.length > 0 ? (
        <section aria-labelledby="locations-heading" className="home__locations">
          <h2 id="locations-heading">{t("site.ourLocations")}</h2>
          <ul>
            {locations.map((place) => (
              <li key={place.id}>
                <h3>
                  <Link to={withKept(`/hotel/${place.id}`, site.keep)}>{place.name}</Link>
                </h3>
                {place.address ? (
                  <p>
                    <span className="visually-hidden">{t("site.address")}: </span>
                    {place.address}
                  </p>
                ) : null}
                {place.phone ? (
                  <p>
                    {t("site.phone")}: <a href={`tel:${place.phone.replace(/\s+/g, "")}`}>{place.phone}</a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
