import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Suspense, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "#translation";
import { addDays, MAX_NIGHTS } from "~/booking/dates";
import { LIMITS } from "~/booking/occupancy";
import type { BookingSearch, SearchContext, SearchFields } from "~/booking/search";
import type { checkSearch } from "~/booking/search-check";
import { toServer, useLateRules } from "~/utils/late-rules";
import { CouponVerdict } from "./CouponVerdict";
import { FieldErrors } from "./FieldErrors";
import { KeptNoScript } from "~/components/KeptNoScript";
import { FIELD_MAX } from "~/utils/text-limits";
import type { CalendarPrices } from "./StayDatesPicker";
import { lazyCalendar } from "~/components/widgets/lazy-calendar";
import { useHydrated } from "~/components/useHydrated";

interface SearchFormProps {
  context: SearchContext;
  values: Record<string, string | string[]>;
  errors: Record<string, string[]> | null;
  locations: Array<{ id: number; name: string }>;
  /** Parameters every URL keeps (o, embed, lang). */
  keep: Record<string, string>;
  /**
   * The searched coupon and whether it brought a price down: said next to the field. A search whose
   * results come later says it above them instead (decision 049): no boundary inside the form.
   */
  coupon?: { code: string; applied: boolean } | null;
  /** On the results page, phones show a one-line summary instead, with a link that opens the form. */
  collapsible?: boolean;
  /** The heading's level and text: the home page's banner names the search its own way. */
  heading?: string;
  submitLabel?: string;
}

/**
 * The calendar's code is fetched when a guest first opens it, with its language's locale: the
 * search itself needs none of it.
 */
const StayDatesPicker = lazyCalendar(() => import("./StayDatesPicker"));

const AGES = Array.from({ length: LIMITS.childAge.max + 1 }, (_, age) => age);

/** Age selects offered without JavaScript; a larger party gets one per child after its first search. */
const NO_SCRIPT_CHILD_AGES = 4;

/**
 * The booking search (docs/spec.md §4, §5): a GET form, so every search is a URL a guest can share and a
 * metasearch site can link to. conform checks it in the browser with the same schema the loader
 * applies; without JavaScript the loader's answer shows the same messages.
 */
export function SearchForm({ context, values, errors, locations, keep, coupon = null, collapsible = false, heading, submitLabel }: SearchFormProps) {
  const { t, i18n } = useTranslation();
  // conform applies a new lastResult on every change of its identity: it must be stable between
  // renders, or applying it re-renders, makes a new one, and so on until React gives up.
  const lastResult = useMemo(() => (errors ? { status: "error" as const, error: errors, initialValue: values } : undefined), [errors, values]);
  const rules = useLateRules(() => import("~/booking/search-check").then((module) => module.checkSearch));
  const [form, fields] = useForm<SearchFields, BookingSearch>({
    id: "booking-search",
    defaultValue: values as SearchFields,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => (rules.current ? rules.current(formData, context) : toServer<ReturnType<typeof checkSearch>>(formData)),
  });
  const initialAges = Array.isArray(values.children_ages) ? values.children_ages : [];
  const [children, setChildren] = useState(Number(values.children) || 0);
  const [dayFrom, setDayFrom] = useState(typeof values.day_from === "string" ? values.day_from : "");
  const validFrom = /^\d{4}-\d{2}-\d{2}$/.test(dayFrom) ? dayFrom : null;
  const dayFromInput = useRef<HTMLInputElement>(null);
  const dayToInput = useRef<HTMLInputElement>(null);
  const enhanced = useHydrated();
  const [calendar, setCalendar] = useState<{ dayFrom: string; dayTo: string; prices?: CalendarPrices } | null>(null);
  const openCalendar = () => {
    const form = dayFromInput.current?.form;
    // With the form at hand, a price calendar for its guests and rooms (decision 046).
    const prices = form ? { form, keep, failed: t("booking.search.calendarFailed") } : undefined;
    setCalendar(calendar ? null : { dayFrom: dayFromInput.current?.value ?? "", dayTo: dayToInput.current?.value ?? "", prices });
  };
  // The calendar writes into the native inputs, which stay the form's fields.
  const pickDates = (from: string, to: string) => {
    if (dayFromInput.current) dayFromInput.current.value = from;
    if (dayToInput.current) dayToInput.current.value = to;
    setDayFrom(from);
    setCalendar(from && to ? null : (shown) => ({ ...shown, dayFrom: from, dayTo: to }));
  };
  // With JavaScript the check-out follows the check-in (the server moves it too, and says so).
  const followCheckIn = (value: string) => {
    setDayFrom(value);
    const dayTo = dayToInput.current;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value) && dayTo && (!dayTo.value || dayTo.value <= value || dayTo.value > addDays(value, MAX_NIGHTS)))
      dayTo.value = addDays(value, 1);
  };
  // Made when a select needs them, once a render: a kept fold (below) needs none.
  let options: ReactNode = null;
  const ageOptions = () =>
    (options ??= (
      <>
        <option value="">{t("booking.search.chooseAge")}</option>
        {context.childrenAgeBands.length > 0
          ? context.childrenAgeBands.map((band) => (
              <optgroup
                key={band.from}
                label={
                  band.from === band.to ? t("booking.search.ageBandSingle", { age: band.from }) : t("booking.search.ageBand", { from: band.from, to: band.to })
                }
              >
                {AGES.filter((age) => age >= band.from && age <= band.to).map(ageOption)}
              </optgroup>
            ))
          : AGES.map(ageOption)}
      </>
    ));
  function ageOption(age: number) {
    return (
      <option key={age} value={age}>
        {age === 0 ? t("booking.search.ageUnderOne") : t("booking.search.age", { age })}
      </option>
    );
  }
  // Blank selects past the number of children are not read (readChildrenAges takes one per child).
  const childAges = (count: number) => (
    <fieldset className="booking-search__ages" aria-describedby={fields.children_ages.errors ? fields.children_ages.errorId : undefined}>
      <legend className="visually-hidden">{t("booking.search.childrenAges")}</legend>
      {Array.from({ length: count }, (_, index) => (
        <div className="field field--count" key={index}>
          <label htmlFor={`child-age-${index}`}>{t("booking.search.childAge", { number: index + 1 })}</label>
          <select
            id={`child-age-${index}`}
            name="children_ages"
            defaultValue={initialAges[index] ?? ""}
            aria-invalid={fields.children_ages.errors && index < children && !initialAges[index] ? true : undefined}
          >
            {ageOptions()}
          </select>
        </div>
      ))}
      <FieldErrors id={fields.children_ages.errorId} errors={fields.children_ages.errors} translate={(key) => t(key)} />
    </fieldset>
  );
  const dateError = (key: string) => t(key, { date: context.earliestText, latest: context.latestText });

  return (
    <Form
      method="get"
      action="/reservation-new"
      className={`booking-search${collapsible ? " booking-search--collapsible" : ""}`}
      {...getFormProps(form)}
      aria-labelledby="booking-search-heading"
    >
      <h2 id="booking-search-heading" className="booking-search__heading">
        {heading ?? t("booking.search.heading")}
      </h2>

      <div className="field">
        <label htmlFor={fields.day_from.id}>{t("booking.search.dayFrom")}</label>
        <input
          {...getInputProps(fields.day_from, { type: "date" })}
          ref={dayFromInput}
          min={context.earliest}
          max={context.latest}
          onChange={(event) => followCheckIn(event.target.value)}
        />
        <p className="field__hint" id={`${fields.day_from.id}-hint`}>
          {t("booking.search.earliest", { date: context.earliestText })}
        </p>
        <FieldErrors id={fields.day_from.errorId} errors={fields.day_from.errors} translate={dateError} />
      </div>

      <div className="field">
        <label htmlFor={fields.day_to.id}>{t("booking.search.dayTo")}</label>
        <input
          {...getInputProps(fields.day_to, { type: "date" })}
          ref={dayToInput}
          min={validFrom ? addDays(validFrom, 1) : addDays(context.earliest, 1)}
          max={validFrom ? addDays(validFrom, MAX_NIGHTS) : undefined}
        />
        {/* A check-out that is no date (a link's day_to=bad): a date input cannot show it, so the message quotes it. */}
        <FieldErrors
          id={fields.day_to.errorId}
          errors={fields.day_to.errors}
          translate={(key) => t(key, { typed: typeof values.day_to === "string" ? values.day_to : "" })}
        />
      </div>

      {enhanced ? (
        <div className="booking-search__calendar">
          <button type="button" className="button button--link" aria-expanded={calendar !== null} aria-controls="stay-calendar" onClick={openCalendar}>
            {t(calendar ? "booking.search.calendarClose" : "booking.search.calendarOpen")}
          </button>
          {calendar ? (
            <div id="stay-calendar" className="stay-calendar">
              <Suspense fallback={<p className="field__hint">…</p>}>
                <StayDatesPicker
                  dayFrom={calendar.dayFrom}
                  dayTo={calendar.dayTo}
                  earliest={context.earliest}
                  maxNights={MAX_NIGHTS}
                  language={i18n.language}
                  label={t("booking.search.calendarLabel")}
                  onChange={pickDates}
                  prices={calendar.prices}
                />
              </Suspense>
            </div>
          ) : null}
        </div>
      ) : null}

      <div className="field field--count">
        <label htmlFor={fields.adults.id}>{t("booking.search.adults")}</label>
        <input {...getInputProps(fields.adults, { type: "number" })} min={LIMITS.adults.min} max={LIMITS.adults.max} inputMode="numeric" />
      </div>

      <div className="field field--count">
        <label htmlFor={fields.children.id}>{t("booking.search.children")}</label>
        <input
          {...getInputProps(fields.children, { type: "number" })}
          min={LIMITS.children.min}
          max={LIMITS.children.max}
          inputMode="numeric"
          onChange={(event) => setChildren(Math.min(LIMITS.children.max, Math.max(0, Math.trunc(Number(event.target.value)) || 0)))}
        />
      </div>

      <div className="field field--count">
        <label htmlFor={fields.rooms.id}>{t("booking.search.rooms")}</label>
        <input {...getInputProps(fields.rooms, { type: "number" })} min={LIMITS.rooms.min} max={LIMITS.rooms.max} inputMode="numeric" />
      </div>

      {children > 0 ? (
        childAges(children)
      ) : (
        // Without JavaScript the count cannot grow the selects as it is typed: a few are there from
        // the start, folded away until a guest with children opens them (decision 022). In
        // <noscript>, so a browser running the script never has them, not even before hydration.
        // Nothing typed in them and no error: the same for every guest of a language and a hotel's
        // age bands, so made once (decision 062).
        <KeptNoScript
          keep={
            initialAges.length === 0 && !fields.children_ages.errors
              ? `search-ages ${i18n.language} ${fields.children_ages.errorId} ${JSON.stringify(context.childrenAgeBands)}`
              : null
          }
        >
          {() => (
            <details className="booking-search__ages-fold">
              <summary>{t("booking.search.childrenAges")}</summary>
              {childAges(NO_SCRIPT_CHILD_AGES)}
            </details>
          )}
        </KeptNoScript>
      )}

      {context.supportsCoupons ? (
        // Behind a disclosure: most guests have no code, and an empty field makes them look for one.
        <details className="booking-search__coupon" open={Boolean(values.coupon_code) || undefined}>
          <summary>{t("booking.search.haveCode")}</summary>
          <div className="field">
            <label htmlFor={fields.coupon_code.id}>{t("booking.search.coupon")}</label>
            <input
              {...getInputProps(fields.coupon_code, { type: "text" })}
              autoComplete="off"
              maxLength={FIELD_MAX.coupon_code}
              aria-describedby={coupon ? `${fields.coupon_code.id}-result` : undefined}
            />
            {coupon ? <CouponVerdict coupon={coupon} id={`${fields.coupon_code.id}-result`} /> : null}
          </div>
        </details>
      ) : null}

      {locations.length > 1 ? (
        <div className="field field--wide">
          <label htmlFor={fields.location.id}>{t("booking.search.location")}</label>
          <select id={fields.location.id} name="location" defaultValue={typeof values.location === "string" ? values.location : ""}>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </div>
      ) : typeof values.location === "string" && values.location ? (
        <input type="hidden" name="location" value={values.location} />
      ) : null}

      {/* After the fields: the search's own parameters lead the URL, the kept ones (o, lang) follow. */}
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="booking-search__actions">
        <button type="submit" className="button button--primary">
          {submitLabel ?? t("booking.search.submit")}
        </button>
      </div>
    </Form>
  );
}
