/** `/contacts` and `/hotel/:locationId/contacts`: address, phone, e-mail, social pages and map (docs/spec.md §2, Contacts). */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, loadSitePage } from "~/route-server/contacts.server";
import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { Carousel } from "~/components/Carousel";
import { ContactSection } from "~/components/ContactSection";
import type { RootLoader } from "~/root";
import { siteMeta } from "~/site/meta";
import { hasText } from "~/utils/pages";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { title, headers } = await loadSitePage({ request, context }, params, "pages.contacts");
  return data({ title }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Contacts() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootLoader>("root");
  if (!root) return null;
  const { site } = root;
  const { location, organisation } = site;
  const photos = location?.photos.length ? location.photos : organisation.photos;

  return (
    <main id="main" className="site-page contacts-page">
      <header className="page-header">
        <h1>{t("pages.contacts")}</h1>
        <p className="page-header__sub">{t("pages.contactsPage.intro")}</p>
      </header>
      <ContactSection site={site} location={location} heading={location?.name ?? organisation.name} />
      {photos.length > 0 ? (
        <div className="page-section">
          <Carousel photos={photos} label={t("pages.carousel.label", { name: location?.name ?? organisation.name })} className="carousel--wide" eager priority>
            {hasText(location?.description) ? <p lang={location.textLang.description}>{location.description}</p> : null}
          </Carousel>
        </div>
      ) : null}
    </main>
  );
}
