/**
 * "Already registered … or reset it" (docs/spec.md §8) promises a reset only when there is one to
 * lead to: the integrator's PASSWORD_RESET_URL, as a link; without it the sentence asks for the
 * password alone (issue 35, item 3). The guest's e-mail is text, never markup.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "~/i18n";
import { i18nFor } from "~/i18n.server";
import { AlreadyRegistered } from "./AlreadyRegistered";

const render = (language: Language, email: string, resetUrl: string | null) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(language)}>
      <AlreadyRegistered email={email} resetUrl={resetUrl} />
    </I18nextProvider>,
  );
const textOf = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

describe("AlreadyRegistered", () => {
  it.each(LANGUAGES)("without a reset URL (%s): the password alone, no reset promised, no link", (language) => {
    const html = render(language, "guest@example.com", null);
    expect(html).not.toContain("<a");
    expect(textOf(html)).toContain("guest@example.com");
    expect(textOf(html)).not.toMatch(/reset|resetați|restabl|reimpost/i);
  });

  it.each(LANGUAGES)("with a reset URL (%s): the spec's sentence, its last words a link to the reset in a new tab", (language) => {
    const html = render(language, "guest@example.com", "https://account.pms.example.com/reset?from=booking");
    expect(html).toMatch(
      /^<p id="inline-sign-in-text">[^<]*<span>guest@example\.com<\/span>[^<]*<a href="https:\/\/account\.pms\.example\.com\/reset\?from=booking" target="_blank" rel="noreferrer">[^<]+<\/a>\.<\/p>$/,
    );
    expect(textOf(html)).toMatch(/reset|resetați|restabl|reimpost/i);
  });

  it("the e-mail is text, never markup, with or without the link", () => {
    for (const resetUrl of [null, "https://account.pms.example.com/reset"]) {
      const html = render("en", '"<b>x</b><reset>y</reset>"@example.com', resetUrl);
      expect(html).not.toContain("<b>");
      expect(html).toContain("&lt;b&gt;x&lt;/b&gt;&lt;reset&gt;y&lt;/reset&gt;");
      expect(html.match(/<a /g)?.length ?? 0).toBe(resetUrl ? 1 : 0);
    }
  });
});
