import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { keptMarkup } from "~/utils/kept-markup.server";
import { KeptMarkupContext, KeptNoScript } from "./KeptNoScript";

const fold = (label: string, count: number) => (
  <details className="booking-search__ages-fold">
    <summary>{label}</summary>
    {Array.from({ length: count }, (_, index) => (
      <select key={index} name="children_ages" defaultValue="">
        <option value="">Alegeți vârsta</option>
        <option value="0">sub 1 an &amp; &quot;bebe&quot;</option>
      </select>
    ))}
  </details>
);

/** A page as the server renders it, with the store the entry provides. */
const onServer = (node: JSX.Element) => renderToString(<KeptMarkupContext.Provider value={keptMarkup}>{node}</KeptMarkupContext.Provider>);
/** React writes a text separator comment inside a page's render that a static render does not. */
const withoutSeparators = (html: string) => html.replaceAll("<!-- -->", "");

describe("KeptNoScript", () => {
  it("sends the markup the page would have rendered, made once per key", () => {
    let made = 0;
    const make = () => {
      made += 1;
      return fold("Vârstele copiilor", 4);
    };
    const fresh = renderToString(<noscript>{fold("Vârstele copiilor", 4)}</noscript>);
    const first = onServer(<KeptNoScript keep="test-ages ro 4">{make}</KeptNoScript>);
    const second = onServer(<KeptNoScript keep="test-ages ro 4">{make}</KeptNoScript>);
    expect(withoutSeparators(first)).toBe(withoutSeparators(fresh));
    expect(second).toBe(first);
    expect(made).toBe(1);
    expect(first.match(/<select/g)).toHaveLength(4);
  });

  it("keeps each key's own markup: another language is another fold", () => {
    const ro = onServer(<KeptNoScript keep="test-ages ro 2">{() => fold("Vârstele copiilor", 2)}</KeptNoScript>);
    const en = onServer(<KeptNoScript keep="test-ages en 2">{() => fold("Children's ages", 2)}</KeptNoScript>);
    expect(ro).toContain("Vârstele copiilor");
    expect(en).toContain("Children&#x27;s ages");
    expect(en).not.toContain("Vârstele");
  });

  it("renders afresh what has no key (the guest's own ages or errors), every time", () => {
    let made = 0;
    const make = () => {
      made += 1;
      return fold(`typed ${made}`, 1);
    };
    expect(onServer(<KeptNoScript keep={null}>{make}</KeptNoScript>)).toContain("typed 1");
    expect(onServer(<KeptNoScript keep={null}>{make}</KeptNoScript>)).toContain("typed 2");
  });

  it("renders as it always did where no store is provided (the browser)", () => {
    const html = renderToString(<KeptNoScript keep="test-ages ro 4">{() => fold("Vârstele copiilor", 1)}</KeptNoScript>);
    expect(html).toBe(renderToString(<noscript>{fold("Vârstele copiilor", 1)}</noscript>));
  });
});
