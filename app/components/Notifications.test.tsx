/**
 * A failed action told in words (issue 35 item 1): "There was an error, sorry", the action named,
 * the server's text as text — escaped, never looked up as a translation key.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n.server";
import { actionFailure } from "~/site/action-failure";
import type { ToastView } from "~/site/view";
import { FailureNotice, Notifications } from "./Notifications";

const render = (language: "en" | "ro", node: JSX.Element) => renderToStaticMarkup(<I18nextProvider i18n={i18nFor(language)}>{node}</I18nextProvider>);
const toastHtml = (language: "en" | "ro", toast: ToastView) => render(language, <Notifications toast={toast} />);

describe("the notification's ×", () => {
  it("without JavaScript (the server's page) is a link to this page, which the flash has left: it closes the notice", () => {
    const html = toastHtml("en", { kind: "success", key: "site.errorToast" });
    expect(html).toMatch(/<a href="" class="notification__close" aria-label="[^"]+">×<\/a>/);
    expect(html).not.toContain("<button");
  });
});

describe("a failed action's notification", () => {
  it("reads the spec's words, the action and the PMS's text (en, ro)", () => {
    const failure = actionFailure("arrivalTime", "Arrivals after 22:00 need a call to the reception");
    expect(toastHtml("en", { kind: "error", failure })).toContain(
      '<strong>There was an error, sorry.</strong> Your arrival time was not saved. <span class="failure__server">Arrivals after 22:00 need a call to the reception</span>',
    );
    expect(toastHtml("ro", { kind: "error", failure })).toContain(
      '<strong>A apărut o eroare, ne pare rău.</strong> Ora sosirii nu a fost salvată. <span class="failure__server">Arrivals after 22:00 need a call to the reception</span>',
    );
  });

  it("names the action alone when the server sent no text", () => {
    const html = toastHtml("en", { kind: "error", failure: actionFailure("cancel") });
    expect(html).toContain("<strong>There was an error, sorry.</strong> The reservation was not cancelled.</p>");
    expect(html).not.toContain("failure__server");
    expect(html).toContain('role="alert"');
  });

  it("shows markup in the server's text as characters, never as HTML", () => {
    const html = toastHtml("en", { kind: "error", failure: actionFailure("note", '<img src=x onerror="alert(1)"><b>bold</b>') });
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;b&gt;bold&lt;/b&gt;");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
  });

  it("never looks the server's text up as a translation key", () => {
    // Texts that are keys of ours, or look like one: shown as sent, not translated, not a dash.
    for (const text of ["reservation.saved", "site.errorToast", "reservation.errors.failed"]) {
      const html = toastHtml("en", { kind: "error", failure: actionFailure("arrivalTime", text) });
      expect(html).toContain(`<span class="failure__server">${text}</span>`);
      expect(html).not.toContain("—");
    }
  });

  it("cuts a long text to a sane length", () => {
    const html = toastHtml("en", { kind: "error", failure: actionFailure("pay", "z".repeat(10_000)) });
    expect(html).toContain(`${"z".repeat(299)}…</span>`);
    expect(html).not.toContain("z".repeat(300));
  });
});

describe("a failed action on the page (without JavaScript)", () => {
  it("tells the same words where the form is", () => {
    const html = render("ro", <FailureNotice failure={actionFailure("arrivalTime", "Închis pentru renovare")} />);
    expect(html).toBe(
      '<p class="booking-notice booking-notice--error failure" role="alert" data-failed="arrivalTime"><strong>A apărut o eroare, ne pare rău.</strong> Ora sosirii nu a fost salvată. <span class="failure__server">Închis pentru renovare</span></p>',
    );
  });

  it("is nothing when nothing failed", () => {
    expect(render("en", <FailureNotice failure={null} />)).toBe("");
  });
});
