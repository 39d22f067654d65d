/**
 * A calendar component (StayDatesPicker, DayCalendar, ReservationsCalendar), fetched with its
 * language's locale (the language's row, `calendar`: app/i18n.ts) in one React.lazy factory: the
 * Suspense fallback of the component's own loading stays until both are there, so a calendar never
 * shows a moment of another language's month and day names. Each language its own lazy component,
 * made at its first use. Only ever rendered in the browser, after hydration or when a guest opens
 * a calendar: the server and the page without JavaScript never have one.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { DayPickerLocale } from "react-day-picker";
import { rowOf } from "~/i18n";

/** The component's props, but its language (a code) for its locale. */
type Localized<Props> = Omit<Props, "locale"> & { language: string };
/** Inside, the props pass through untouched: only `locale` is added. */
type Passed = Record<string, unknown>;

export function lazyCalendar<Props extends { locale: DayPickerLocale }>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Localized<Props>> {
  const byLanguage = new Map<string, LazyExoticComponent<ComponentType<Passed>>>();
  const forLanguage = (language: string) => {
    const known = byLanguage.get(language);
    if (known) return known;
    const made = lazy(async () => {
      const [{ default: Calendar }, locale] = await Promise.all([load(), rowOf(language).calendar()]);
      const Loaded = Calendar as unknown as ComponentType<Passed>;
      const WithLocale = (props: Passed) => <Loaded {...props} locale={locale} />;
      return { default: WithLocale };
    });
    byLanguage.set(language, made);
    return made;
  };
  return function LocalizedCalendar({ language, ...props }: Localized<Props>) {
    const Calendar = forLanguage(language);
    return <Calendar {...(props as unknown as Passed)} />;
  };
}
