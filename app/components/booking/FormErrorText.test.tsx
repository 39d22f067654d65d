/** The booking's refusal says why in the guest's language, and a capacity refusal links to the search with more rooms. */
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n.server";
import type { FormError } from "~/booking/view";
import { FormErrorText } from "./FormErrorText";

const render = (error: FormError, language: "en" | "ro" | "es" | "it") =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(language)}>
      <FormErrorText error={error} />
    </I18nextProvider>,
  );

describe("FormErrorText", () => {
  it.each([
    ["en", "These rooms cannot host your party", "Search with more rooms (rooms: 2)"],
    ["ro", "Aceste camere nu pot găzdui grupul dumneavoastră", "Căutați cu mai multe camere (camere: 2)"],
    ["es", "Estas habitaciones no pueden alojar a su grupo", "Buscar con más habitaciones (habitaciones: 2)"],
    ["it", "Queste camere non possono ospitare il suo gruppo", "Cerca con più camere (camere: 2)"],
  ] as const)("a capacity refusal in %s: the reason and the more-rooms link", (language, reason, link) => {
    const html = render({ key: "booking.errors.capacity", moreRooms: { rooms: 2, href: "/reservation-new?day_from=2026-05-24&rooms=2" } }, language);
    expect(html).toContain(reason);
    expect(html).toMatch(new RegExp(`<a[^>]*href="/reservation-new\\?day_from=2026-05-24&amp;rooms=2"[^>]*>${link.replace(/[()]/g, "\\$&")}</a>`));
  });

  it("without more rooms to ask for, the reason alone; the PMS's own words as text", () => {
    expect(render({ key: "booking.errors.capacity" }, "en")).not.toContain("<a");
    expect(render({ text: "<b>No</b>" }, "en")).toBe("<p>&lt;b&gt;No&lt;/b&gt;</p>");
  });
});
