/**
 * `/staff/guests?query=`: the staff's guest box (docs/spec.md §1, §5, §7 org_guests). It asks the PMS what
 * the header's search box asks (a phone in any form, a name without its diacritics), and every guest
 * found is a link to her stays (issue 39). The search is a GET
 * form, so it works without JavaScript; with it, the list follows the typing (debounced), and an
 * answer that arrives for an older text is dropped. Creating a guest splits the name on its last
 * space; a blank first name answers `enter_first_name` (once, under the name), success
 * `created_guest` and the search for the new guest, who is found there. The form's rules are
 * app/staff/guests.ts `guestFormSchema`, through conform in the browser and here.
 */
import { type ActionFailure, actionFailure } from "~/site/action-failure";
import { isFailureData } from "~/site/view";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  countryOptions,
  createGuest,
  data,
  fixedT,
  likelyDuplicates,
  PRIVATE_HEADERS,
  privateHeaders,
  redirectWithToast,
  requireStaff,
  searchGuests,
  todayOf,
} from "~/route-server/staff.guests.server";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#translation";
import { FailureNotice } from "~/components/Notifications";
import { GuestDetails } from "~/components/staff/GuestDetails";
import { NewGuestForm } from "~/components/staff/GuestForm";
import { siteMeta } from "~/site/meta";
import { guestFormSchema, GUESTS_SHOWN, isCurrentAnswer, normaliseQuery, QUERY_MAX, SEARCH_DEBOUNCE_MS } from "~/staff/guests";
import { shortDay } from "~/staff/format";
import type { GuestSearch, GuestView } from "~/staff/staff.server";
import { withKept } from "~/utils/links";
import { cappedReply } from "~/utils/text-limits";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff({ request, context });
  const url = new URL(request.url);
  const query = normaliseQuery(url.searchParams.get("query"));
  // Refused (the PMS's words) or failed: the page with the query in its box and the search named,
  // as a failed creation is told; the staff error page only for what is not the PMS's answer.
  let search: GuestSearch | null = null;
  let failed: { failure: ActionFailure; status: number } | null = null;
  try {
    search = await searchGuests(staff, request, query);
  } catch (thrown) {
    failed = staffFailure(thrown, "guestSearch");
    if (!failed) throw thrown;
  }
  return data(
    {
      title: fixedT(staff.loaded.locale)("staff.guests.title"),
      query,
      search,
      failure: failed?.failure ?? null,
      today: todayOf(staff),
      countries: countryOptions(staff.loaded.locale),
      keep: staff.loaded.view.keep,
    },
    { status: failed?.status ?? 200, headers: PRIVATE_HEADERS },
  );
}

/**
 * A post not (yet) carried out: each field's problems and what was typed, each value cut at its
 * field's limit; or the guests who are likely the same, to confirm before creating another.
 */
type CreateAnswer = { lastResult: SubmissionResult<string[]> | null; duplicates?: GuestView[]; failure?: ActionFailure | null };

/** A staff call that the PMS refused or failed (app/staff/access.server.ts), as the failure of `action`; anything else: null. */
function staffFailure(thrown: unknown, action: "guestCreate" | "guestSearch"): { failure: ActionFailure; status: number } | null {
  const answer = thrown as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (answer?.type !== "DataWithResponseInit" || !isFailureData(answer.data)) return null;
  if (answer.data.reason !== "refused" && answer.data.reason !== "unavailable") return null;
  return { failure: actionFailure(action, answer.data.reason === "refused" ? answer.data.text : null), status: answer.init?.status ?? 503 };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff({ request, context });
  const formData = await request.formData();
  if (formData.get("intent") !== "create") return data<CreateAnswer>({ lastResult: null }, { status: 400, headers: PRIVATE_HEADERS });
  const submission = parseWithZod(formData, { schema: guestFormSchema({ today: todayOf(staff) }) });
  if (submission.status !== "success") return data<CreateAnswer>({ lastResult: cappedReply(submission.reply()) }, { status: 400, headers: PRIVATE_HEADERS });
  // Likely the same guest (same name and birth date, e-mail or phone): shown first; "Create anyway" confirms.
  let guest: GuestView;
  try {
    if (formData.get("confirm") !== "duplicate") {
      const duplicates = await likelyDuplicates(staff, request, submission.value);
      if (duplicates.length) return data<CreateAnswer>({ lastResult: cappedReply(submission.reply()), duplicates }, { status: 409, headers: PRIVATE_HEADERS });
    }
    guest = await createGuest(staff, request, submission.value);
  } catch (thrown) {
    // Refused (the PMS's words) or failed: the form again with what was typed, the creation named.
    const failed = staffFailure(thrown, "guestCreate");
    if (!failed) throw thrown;
    return data<CreateAnswer>({ lastResult: cappedReply(submission.reply()), failure: failed.failure }, { status: failed.status, headers: PRIVATE_HEADERS });
  }
  staff.logger.info({ guest: guest.id }, "guest created by staff");
  const session = await staff.bff.sessions.get(request);
  throw await redirectWithToast(
    staff.bff.sessions,
    session,
    { kind: "success", key: "staff.notices.created_guest" },
    withKept("/staff/guests", staff.loaded.view.keep, { query: `${submission.value.first_name} ${submission.value.last_name}` }),
    PRIVATE_HEADERS,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers = privateHeaders;

export default function StaffGuests() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <main id="main" className="staff-page staff-guests">
      <h1>{t("staff.guests.title")}</h1>
      <div className="guest-box">
        <GuestSearchBox initial={page.search} failed={page.failure} query={page.query} keep={page.keep} />
        <NewGuestForm
          countries={page.countries}
          today={page.today}
          keep={page.keep}
          lastResult={refused?.lastResult ?? null}
          duplicates={refused?.duplicates ?? []}
          failure={refused?.failure ?? null}
        />
      </div>
    </main>
  );
}

function GuestSearchBox({
  initial,
  failed,
  query,
  keep,
}: {
  initial: GuestSearch | null;
  /** The page's own search, refused or failed. */
  failed: ActionFailure | null;
  query: string;
  keep: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<typeof loader>();
  const [typed, setTyped] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  // A new page (a GET search, a created guest) brings its own query into the box.
  useEffect(() => setTyped(query), [query]);

  const follow = (value: string) => {
    setTyped(value);
    clearTimeout(timer.current);
    const wanted = normaliseQuery(value);
    if (!wanted) return;
    timer.current = setTimeout(() => fetcher.load(withKept("/staff/guests", keep, { query: wanted })), SEARCH_DEBOUNCE_MS);
  };
  // Only an answer for what the box holds now is shown: an older one arriving late is dropped.
  const answer =
    [fetcher.data?.search, initial].find((candidate): candidate is GuestSearch => Boolean(candidate) && isCurrentAnswer(candidate!.query, typed)) ?? null;
  const waiting = !answer && normaliseQuery(typed) !== "" && fetcher.state !== "idle";
  // The search of what the box holds now that failed: the fetcher's while typing, else the page's.
  const failure = fetcher.data && fetcher.data.query === normaliseQuery(typed) ? fetcher.data.failure : isCurrentAnswer(query, typed) ? failed : null;

  return (
    <section aria-labelledby="guest-search-heading">
      <h2 id="guest-search-heading">{t("staff.guests.search")}</h2>
      <Form method="get" role="search" className="guest-search">
        <div className="field">
          <label htmlFor="guest-query">{t("staff.guests.query")}</label>
          <input
            id="guest-query"
            name="query"
            type="search"
            value={typed}
            maxLength={QUERY_MAX}
            autoComplete="off"
            onChange={(event) => follow(event.currentTarget.value)}
          />
        </div>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button">
          {t("staff.guests.submit")}
        </button>
      </Form>
      <FailureNotice failure={failure} />
      <p role="status" className="guest-results__status" data-testid="guest-results-status">
        {waiting
          ? t("staff.guests.searching")
          : answer
            ? answer.found > 0
              ? t("staff.guests.results", { shown: answer.guests.length, found: answer.found, query: answer.query })
              : t("staff.guests.none", { query: answer.query })
            : null}
      </p>
      {answer && answer.guests.length > 0 ? (
        <ul className="guest-results" data-query={answer.query}>
          {answer.guests.slice(0, GUESTS_SHOWN).map((guest) => (
            <li key={guest.id}>
              <Link to={guest.href} className="guest-results__name">
                {guest.name}
              </Link>
              <span className="guest-results__meta">
                <GuestDetails
                  after
                  email={guest.email}
                  phone={guest.phone}
                  born={guest.dob ? `${t("staff.guests.born")} ${shortDay(guest.dob, i18n.language)}` : null}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {answer && answer.found > answer.guests.length ? (
        // The rest of what the PMS found (issue 50): the search page lists every guest it answered.
        <p className="guest-results__more">
          <Link to={withKept("/staff/search", keep, { q: answer.query })}>{t("staff.guests.seeAll", { found: answer.found })}</Link>
        </p>
      ) : null}
    </section>
  );
}
