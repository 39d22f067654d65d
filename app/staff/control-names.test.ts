/**
 * Issue 50: on a staff page the frame's navigation, the paging links and the date pickers' calendar
 * button sit side by side; a screen reader's list of links and buttons must not offer two "Calendar"s
 * or two "Today"s. Their texts, in every language, are all different (the page itself: e2e
 * tests/e2e/staff-last-items.spec.ts, "no two controls of a staff page share a name").
 */
import { describe, expect, it } from "vitest";
import en from "~/locales/en/staff";
import ro from "~/locales/ro/staff";
import es from "~/locales/es/staff";
import it_ from "~/locales/it/staff";
import enWidgets from "~/locales/en/widgets";
import roWidgets from "~/locales/ro/widgets";
import esWidgets from "~/locales/es/widgets";
import itWidgets from "~/locales/it/widgets";

const languages = [
  ["en", en, enWidgets],
  ["ro", ro, roWidgets],
  ["es", es, esWidgets],
  ["it", it_, itWidgets],
] as const;

describe.each(languages)("the staff pages' controls in %s", (_, { staff }, { widgets }) => {
  it("have names of their own: the navigation, the paging's way back to today, the date pickers' buttons", () => {
    const shared = [...Object.values(staff.nav), widgets.openCalendar, widgets.closeCalendar];
    // The plan grid's and the calendar's way back to today are never on one page: each is checked against the rest.
    for (const paging of [staff.plan.today, staff.calendar.today]) {
      const names = [...shared, paging].map((name) => name.toLocaleLowerCase());
      expect(new Set(names).size, names.join(" | ")).toBe(names.length);
    }
  });
});
