/**
 * `/staff/guests?query=`: the staff's guest box (spec §1, §5, §7 org_guests). The search is a GET
 * form, so it works without JavaScript; with it, the list follows the typing (debounced), and an
 * answer that arrives for an older text is dropped. Creating a guest splits the name on its last
 * space; a blank first name answers `enter_first_name`, success `created_guest` and the search
 * for the new guest, who is found there.
 */
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { countryOptions } from "~/checkin/checkin.server";
import { regionsOf } from "~/checkin/regions";
import { AddressFields } from "~/components/AddressFields";
import { FieldErrors } from "~/components/booking/FieldErrors";
import { DatePicker } from "~/components/widgets/DatePicker";
import { fixedT } from "~/i18n.server";
import { siteMeta } from "~/site/meta";
import { requireStaff } from "~/staff/access.server";
import { GUESTS_SHOWN, isCurrentAnswer, normaliseQuery, QUERY_MAX, readGuestForm, SEARCH_DEBOUNCE_MS, type GuestFormField, type GuestNotice } from "~/staff/guests";
import { shortDay } from "~/staff/format";
import { PRIVATE_HEADERS, privateHeaders, redirectWithToast } from "~/site/http.server";
import { createGuest, searchGuests, todayOf, type GuestSearch } from "~/staff/staff.server";
import dayPickerStyles from "react-day-picker/style.css";
import { withKept } from "~/utils/links";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const query = normaliseQuery(url.searchParams.get("query"));
  const search = await searchGuests(staff, request, query);
  return data(
    {
      title: fixedT(staff.loaded.locale)("staff.guests.title"),
      query,
      search,
      today: todayOf(staff),
      countries: countryOptions(staff.loaded.locale),
      keep: staff.loaded.view.keep,
    },
    { headers: PRIVATE_HEADERS },
  );
}

type CreateProblem = { notice: GuestNotice | null; errors: Partial<Record<GuestFormField, string[]>>; typed: Record<string, string> };

const TYPED_FIELDS = ["name", "dob", "country", "county", "city", "address1", "address2", "zip"] as const;

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const form = Object.fromEntries(await request.formData());
  const typed = Object.fromEntries(TYPED_FIELDS.map((name) => [name, typeof form[name] === "string" ? (form[name] as string).slice(0, 200) : ""]));
  if (form.intent !== "create") return data<CreateProblem>({ notice: null, errors: {}, typed }, { status: 400, headers: PRIVATE_HEADERS });
  const outcome = readGuestForm(form, todayOf(staff), regionsOf);
  if (!outcome.ok) return data<CreateProblem>({ notice: outcome.notice, errors: outcome.errors, typed }, { status: 400, headers: PRIVATE_HEADERS });
  const guest = await createGuest(staff, request, outcome.guest);
  staff.logger.info({ guest: guest.id }, "guest created by staff");
  const session = await staff.bff.sessions.get(request);
  throw await redirectWithToast(
    staff.bff.sessions,
    session,
    { kind: "success", key: "staff.notices.created_guest" },
    withKept("/staff/guests", staff.loaded.view.keep, { query: `${outcome.guest.first_name} ${outcome.guest.last_name}` }),
    PRIVATE_HEADERS,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers = privateHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dayPickerStyles }];

export default function StaffGuests() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  return (
    <main id="main" className="staff-page staff-guests">
      <h1>{t("staff.guests.title")}</h1>
      <div className="guest-box">
        <GuestSearchBox initial={page.search} query={page.query} keep={page.keep} />
        <NewGuestForm countries={page.countries} today={page.today} keep={page.keep} />
      </div>
    </main>
  );
}

function GuestSearchBox({ initial, query, keep }: { initial: GuestSearch | null; query: string; keep: Record<string, string> }) {
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
  const answer = [fetcher.data?.search, initial].find((candidate): candidate is GuestSearch => Boolean(candidate) && isCurrentAnswer(candidate!.query, typed)) ?? null;
  const waiting = !answer && normaliseQuery(typed) !== "" && fetcher.state !== "idle";

  return (
    <section aria-labelledby="guest-search-heading">
      <h2 id="guest-search-heading">{t("staff.guests.search")}</h2>
      <Form method="get" role="search" className="guest-search">
        <div className="field">
          <label htmlFor="guest-query">{t("staff.guests.query")}</label>
          <input id="guest-query" name="query" type="search" value={typed} maxLength={QUERY_MAX} autoComplete="off" onChange={(event) => follow(event.currentTarget.value)} />
        </div>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button">
          {t("staff.guests.submit")}
        </button>
      </Form>
      <p role="status" className="guest-results__status" data-testid="guest-results-status">
        {waiting ? t("staff.guests.searching") : answer ? (answer.found > 0 ? t("staff.guests.results", { shown: answer.guests.length, found: answer.found, query: answer.query }) : t("staff.guests.none", { query: answer.query })) : null}
      </p>
      {answer && answer.guests.length > 0 ? (
        <ul className="guest-results" data-query={answer.query}>
          {answer.guests.slice(0, GUESTS_SHOWN).map((guest) => (
            <li key={guest.id}>
              <span className="guest-results__name">{guest.name}</span>
              <span className="guest-results__meta">
                {[guest.email, guest.phone, guest.dob ? `${t("staff.guests.born")} ${shortDay(guest.dob, i18n.language)}` : null].filter(Boolean).map((part) => ` · ${part}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function NewGuestForm({ countries, today, keep }: { countries: Array<{ code: string; name: string }>; today: string; keep: Record<string, string> }) {
  const { t } = useTranslation();
  const problem = useActionData<typeof action>();
  const navigation = useNavigation();
  const typed = problem?.typed ?? {};
  const errors = problem?.errors ?? {};
  const value = (name: string) => typed[name] ?? "";
  return (
    <section aria-labelledby="guest-create-heading">
      <h2 id="guest-create-heading">{t("staff.guests.create")}</h2>
      <Form method="post" action={withKept("/staff/guests", keep)} className="guest-create" noValidate={false}>
        <input type="hidden" name="intent" value="create" />
        {problem?.notice ? (
          <p className="booking-notice booking-notice--error" role="alert">
            {t(`staff.notices.${problem.notice}`)}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="guest-name">{t("staff.guests.name")}</label>
          <input
            id="guest-name"
            name="name"
            required
            maxLength={200}
            autoComplete="off"
            defaultValue={value("name")}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={`guest-name-hint${errors.name ? " guest-name-error" : ""}`}
          />
          <p className="field__hint" id="guest-name-hint">
            {t("staff.guests.nameHint")}
          </p>
          <FieldErrors id="guest-name-error" errors={errors.name} translate={(key) => t(key)} />
        </div>
        <DatePicker id="guest-dob" name="dob" label={t("staff.guests.dob")} defaultValue={value("dob")} max={today} />
        <FieldErrors id="guest-dob-error" errors={errors.dob} translate={(key) => t(key)} />
        <details open={Boolean(value("country") || value("city") || value("address1")) || undefined}>
          <summary>{t("checkin.address")}</summary>
          <AddressFields
            idPrefix="guest"
            countries={countries}
            required={false}
            values={{ country: value("country"), county: value("county"), city: value("city"), address1: value("address1"), address2: value("address2"), zip: value("zip") }}
            errors={errors}
            names={{ country: "country", county: "county", city: "city", address1: "address1", address2: "address2", zip: "zip" }}
          />
        </details>
        <p>
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("staff.guests.createSubmit")}
          </button>
        </p>
      </Form>
    </section>
  );
}
