import { useTranslation } from "#translation";
import type { SearchContext } from "~/booking/search";
import type { PageSiteView } from "~/site/view";
import { SearchForm } from "./SearchForm";

/**
 * The booking search on the site's own pages (home, rooms): the booking page's form with its
 * defaults, searching the page's hotel, or letting the guest pick one on the organisation's pages.
 */
export function SiteSearch({ search, site }: { search: { context: SearchContext; values: Record<string, string | string[]> }; site: PageSiteView }) {
  const { t } = useTranslation();
  const { location, locations } = site;
  const ownHotel = Boolean(site.basePath && location);
  return (
    <SearchForm
      context={search.context}
      values={{ ...search.values, location: ownHotel && location ? String(location.id) : "" }}
      errors={null}
      locations={ownHotel ? [] : locations.map((candidate) => ({ id: candidate.id, name: candidate.name }))}
      keep={site.keep}
      heading={t("pages.search.heading")}
      submitLabel={t("pages.search.submit")}
    />
  );
}
