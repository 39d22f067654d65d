/** A room's photo link says whose photos they are, in words (the room's name, never "[object Object]"). */
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { SolutionView } from "~/booking/view";
import { i18nFor } from "~/i18n.server";
import { RoomPhotos } from "./SolutionCard";

const room = (name: SolutionView["rooms"][number]["name"], photos: number) =>
  ({
    id: 1,
    count: 1,
    name,
    photos: Array.from({ length: photos }, (_, index) => ({ url: `/media/${index}.svg`, alt: "" })),
  }) as unknown as SolutionView["rooms"][number];

describe("RoomPhotos", () => {
  it.each(["en", "es", "it"] as const)("names the room in the link's text (%s), a fallback with its lang", (language) => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18nFor(language)}>
        <RoomPhotos rooms={[room({ text: "Camera dublă", lang: "ro" }, 2)]} href="/rooms/photos?room_types=1:1" />
      </I18nextProvider>,
    );
    expect(html).not.toContain("[object Object]");
    expect(html).toContain('<span lang="ro">Camera dublă</span>');
  });

  it("links to the room photos page, not to a bare photo file", () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18nFor("en")}>
        <RoomPhotos rooms={[room({ text: "Double room", lang: null }, 2)]} href="/rooms/photos?room_types=1:1" />
      </I18nextProvider>,
    );
    expect(html).toContain('href="/rooms/photos?room_types=1:1"');
  });
});
