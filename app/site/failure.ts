/**
 * A failure page's `<title>`, which a `meta` function must produce without React context. The
 * server tells it in the page's language (it has every language's texts; the browser has the
 * page's own only): in the failure's own data (`FailureData.title`, app/site/failure.server.ts) and,
 * for a failure without such data (a thrown 404 of ours, an unexpected error), in the root's data
 * (`failureTitles`). Only when the root's own loader failed unexpectedly is neither there: then the
 * fallback language's generic title (app/i18n.ts).
 */
import type { ErrorTitles } from "~/locales/en/error-titles";

/** The title of a failure of `status`, from its language's titles. */
export function failureTitleOf(status: number, titles: ErrorTitles): string {
  if (status === 404) return titles.notFoundTitle;
  if (status === 400) return titles.badRequestTitle;
  if (status >= 502 && status <= 504) return titles.unavailableTitle;
  return titles.genericTitle;
}
