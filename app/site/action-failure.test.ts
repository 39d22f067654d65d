/** A server's message as a guest reads it (issue 35 item 1): plain text, one line, a sane length. */
import { describe, expect, it } from "vitest";
import { actionFailure, FAILED_ACTIONS, failedActionKey, SERVER_TEXT_MAX, serverText } from "./action-failure";
import en from "~/locales/en";
import es from "~/locales/es";
import it_ from "~/locales/it";
import ro from "~/locales/ro";

describe("serverText", () => {
  it("keeps a short message as it is", () => {
    expect(serverText("Arrivals after 22:00 need a call to the reception")).toBe("Arrivals after 22:00 need a call to the reception");
  });

  it("cuts a long message to SERVER_TEXT_MAX characters, ending in …", () => {
    const cut = serverText("x".repeat(5_000));
    expect(cut).toHaveLength(SERVER_TEXT_MAX);
    expect(cut!.endsWith("…")).toBe(true);
    expect(serverText("y".repeat(SERVER_TEXT_MAX))).toBe("y".repeat(SERVER_TEXT_MAX));
  });

  it("never cuts inside a character made of two code units", () => {
    const cut = serverText("😀".repeat(SERVER_TEXT_MAX + 10))!;
    expect(Array.from(cut)).toHaveLength(SERVER_TEXT_MAX);
    // No half of a surrogate pair left alone.
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it("makes one line of it: control characters and runs of spaces become one space", () => {
    expect(serverText("  Closed\r\n\tfor\u0000 works \u2028 today  ")).toBe("Closed for works today");
  });

  it("keeps markup as the characters it is (React shows it as text)", () => {
    expect(serverText('<img src=x onerror="alert(1)">')).toBe('<img src=x onerror="alert(1)">');
  });

  it("is null for nothing, blanks and what is not a string", () => {
    for (const raw of [undefined, null, "", "   \n ", 42, { message: "x" }]) expect(serverText(raw)).toBeNull();
  });
});

describe("actionFailure", () => {
  it("names the action and carries the cleaned text, or none", () => {
    expect(actionFailure("arrivalTime", " No\nrooms ")).toEqual({ action: "arrivalTime", text: "No rooms" });
    expect(actionFailure("cancel")).toEqual({ action: "cancel", text: null });
  });

  it("has words for every action in en, ro, es and it", () => {
    for (const locale of [en, ro, es, it_]) {
      for (const action of FAILED_ACTIONS) {
        const [, area, key] = failedActionKey(action).split(".") as [string, "failed", string];
        expect(area).toBe("failed");
        expect((locale.site.failed as Record<string, string>)[key], `${action}`).toMatch(/\S/);
      }
    }
  });
});
