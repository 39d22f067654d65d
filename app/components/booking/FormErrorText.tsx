import { useTranslation } from "#translation";
import type { FormError } from "~/booking/view";

/**
 * A problem with the booking as a whole, in the guest's language (or the PMS's own words), with the
 * way forward where there is one: a party the PMS refused for these rooms gets the search's own
 * "more rooms" link (issue 34, item 5).
 */
export function FormErrorText({ error }: { error: FormError }) {
  const { t } = useTranslation();
  if ("text" in error) return <p>{error.text}</p>;
  return (
    <>
      <p>{t(error.key, error.values)}</p>
      {error.moreRooms ? (
        <p>
          <a className="booking-notice__action" href={error.moreRooms.href}>
            {t("booking.results.searchRooms", { count: error.moreRooms.rooms })}
          </a>
        </p>
      ) : null}
    </>
  );
}
