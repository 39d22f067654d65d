/**
 * The server's i18next instances answer the same text for the same key and the same numbers every
 * time (the resources are bundled and never change while the process runs), yet i18next resolves
 * each call anew: 2 µs for a plain key, 8 µs for a plural, 5 µs for a phrase with a value. A search
 * page makes about 190 calls, and they were an eighth of its CPU (docs/quality.md). So:
 *
 * - a call without text values (options that are numbers, booleans or i18next's routing: `lng`,
 *   `lngs`, `ns`, `keyPrefix`) keeps its answer;
 * - a call with text values (a price, a date, a guest's name) keeps only its phrase's template, as
 *   i18next resolved it (for a plural, per count), and fills the values in with i18next's own
 *   interpolator, as i18next would.
 *   The values themselves are never kept, so no guest's data stays here and the hit rate does not
 *   depend on what is searched.
 *
 * Anything else (a context, a default value, `replace`, a nested `$t(…)` phrase, an instance with
 * post-processors or default variables) takes i18next's whole path.
 */
import type { i18n } from "i18next";
import { LRUCache } from "lru-cache";

const ROUTING = new Set(["lng", "lngs", "ns", "keyPrefix"]);

/** i18next's own options: with one of these, a phrase is not just its template and its values. */
const I18NEXT_OPTIONS = new Set([
  "count",
  "context",
  "ordinal",
  "replace",
  "returnObjects",
  "returnDetails",
  "joinArrays",
  "postProcess",
  "interpolation",
  "skipInterpolation",
  "nest",
  "keySeparator",
  "nsSeparator",
  "fallbackLng",
  "appendNamespaceToMissingKey",
  "appendNamespaceToCIMode",
]);

/** What identifies a call, and how it may be answered without i18next's whole path. */
export interface CallShape {
  /** The key and every option, each as `name=value` with the value's length first, so no two calls spell the same. */
  signature: string;
  /** The key and the routing only: the phrase's template is the same for any values. */
  template: string;
  /** The call carries a text value: its answer is never kept. */
  withText: boolean;
  /** Its values are plain values to fill in (none of i18next's own options). */
  plainValues: boolean;
}

const part = (name: string, text: string) => `\u0000${name}\u0000${text.length}:${text}`;

/** The call's shape, or null when it must take i18next's whole path. */
export function callShape(key: unknown, options: unknown, more: number): CallShape | null {
  if (typeof key !== "string" || more > 0) return null;
  const shape: CallShape = { signature: key, template: key, withText: false, plainValues: true };
  if (options === undefined) return shape;
  if (typeof options !== "object" || options === null || Array.isArray(options)) return null;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    // react-i18next's fixed t passes `lngs: null`: absent, as far as i18next is concerned.
    if (value === undefined || value === null) continue;
    if (ROUTING.has(name)) {
      let text: string;
      if (typeof value === "string") text = value;
      else if (Array.isArray(value) && value.every((item) => typeof item === "string")) text = value.join(",");
      else return null;
      shape.signature += part(name, text);
      shape.template += part(name, text);
      continue;
    }
    // A count picks the phrase's plural form: the template is kept per count, and the count is a
    // value to fill in like any other.
    if (name === "count" && typeof value === "number") {
      shape.signature += part(name, String(value));
      shape.template += part(name, String(value));
      continue;
    }
    if (I18NEXT_OPTIONS.has(name) || name.startsWith("defaultValue")) shape.plainValues = false;
    if (typeof value === "number" || typeof value === "boolean") shape.signature += part(name, String(value));
    else if (typeof value === "string") shape.withText = true;
    else return null;
  }
  return shape;
}

/**
 * A phrase's template, or false when filling its values in is not all i18next would do; with it,
 * when its placeholders are all plain `{{name}}`, its text cut around them (`parts` has one more
 * item than `names`), filled in by joining instead of i18next's interpolator (a regular expression
 * per placeholder kind, its options read again on every call: 0.5 ms of a search page, issue 53).
 */
type Template = { raw: string; parts: string[] | null; names: string[] } | false;

const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*)\s*\}\}/g;

/** `raw` cut around its plain placeholders, or null when it has any other (`{{- x}}`, `{{x, number}}`, `{{a.b}}`). */
export function cutTemplate(raw: string): { parts: string[]; names: string[] } | null {
  const parts: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of raw.matchAll(PLACEHOLDER)) {
    parts.push(raw.slice(last, match.index));
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  parts.push(raw.slice(last));
  return parts.some((part) => part.includes("{{") || part.includes("}}")) ? null : { parts, names };
}

/** Makes `instance.t` (which every fixed `t` of the instance calls) keep answers and templates. */
export function rememberTranslations(instance: i18n, max = 4_000): void {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const known = new LRUCache<string, string>({ max });
  const templates = new LRUCache<string, Template>({ max });
  const interpolation = instance.options.interpolation ?? {};
  // Filling a template in is what i18next does only without these (checked once: the options never change).
  const templatesAllowed =
    !instance.options.postProcess && !(interpolation as { defaultVariables?: unknown }).defaultVariables && interpolation.skipOnVariables !== false;
  // Joining the values in is what i18next's interpolator does only with its own markers, no escaping and no formatter on every value.
  const joinAllowed =
    interpolation.escapeValue === false &&
    (interpolation.prefix ?? "{{") === "{{" &&
    (interpolation.suffix ?? "}}") === "}}" &&
    !(interpolation as { alwaysFormat?: boolean }).alwaysFormat;

  const remembering = (key: unknown, options?: unknown, ...more: unknown[]) => {
    const shape = callShape(key, options, more.length);
    if (shape === null) return translate(key, options, ...more);
    if (!shape.withText) {
      const kept = known.get(shape.signature);
      if (kept !== undefined) return kept;
      const text = translate(key, options, ...more);
      if (typeof text === "string") known.set(shape.signature, text);
      return text;
    }
    if (!templatesAllowed || !shape.plainValues) return translate(key, options, ...more);
    let template = templates.get(shape.template);
    if (template === undefined) {
      const raw = translate(key, { ...(options as object), skipInterpolation: true });
      // A nested phrase ($t(…)) is i18next's to resolve.
      if (typeof raw === "string" && !raw.includes("$t(")) {
        const cut = joinAllowed ? cutTemplate(raw) : null;
        template = { raw, parts: cut?.parts ?? null, names: cut?.names ?? [] };
      } else template = false;
      templates.set(shape.template, template);
    }
    if (template === false) return translate(key, options, ...more);
    const values = options as Record<string, unknown> & { lng?: string };
    if (template.parts) {
      let text = template.parts[0]!;
      let index = 0;
      for (; index < template.names.length; index++) {
        const value = values[template.names[index]!];
        // A string or a number as i18next writes it (`'' + value`); anything else is the interpolator's to handle.
        if (typeof value === "string") text += value;
        else if (typeof value === "number") text += String(value);
        else break;
        text += template.parts[index + 1]!;
      }
      if (index === template.names.length) return text;
    }
    return instance.services.interpolator.interpolate(template.raw, values, values.lng || instance.language, values as never);
  };
  instance.t = remembering as unknown as i18n["t"];

  // Whether a key exists, asked per bed kind of every room shown (0.3 ms of a search page): the
  // resources never change, so each key's answer is kept (a key made of the PMS's words, too: bounded).
  const exists = instance.exists.bind(instance);
  const existing = new LRUCache<string, boolean>({ max });
  instance.exists = ((key: unknown, options?: unknown) => {
    if (typeof key !== "string" || options !== undefined) return exists(key as never, options as never);
    let known = existing.get(key);
    if (known === undefined) {
      known = exists(key);
      existing.set(key, known);
    }
    return known;
  }) as i18n["exists"];

  // react-i18next's useTranslation asks for a fixed t on every call of every component (on the
  // server nothing is memoised between renders): a new closure each time, and each of its calls
  // copied its options and added `lng`, `ns` and `keyPrefix` before reaching `instance.t` (0.4 ms of
  // a search page, issue 53). A server instance is one language for its life, so a fixed t for no
  // other language, the default namespace and no prefix is `instance.t` itself; any other is made
  // once per language, namespace and prefix. (Never on the browser: there a changed language must
  // give components a new t, which is what makes them render again.)
  const makeFixedT = instance.getFixedT.bind(instance);
  const fixed = new Map<string, ReturnType<i18n["getFixedT"]>>();
  const defaultNamespace = instance.options.defaultNS;
  instance.getFixedT = ((lng?: unknown, ns?: unknown, keyPrefix?: unknown) => {
    const namespace = Array.isArray(ns) && ns.length === 1 ? ns[0] : ns;
    if ((lng === null || lng === undefined) && (namespace === undefined || namespace === null || namespace === defaultNamespace) && !keyPrefix)
      return instance.t;
    if (typeof lng !== "string" && lng !== null && lng !== undefined) return makeFixedT(lng as never, ns as never, keyPrefix as never);
    const key = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null]);
    let t = fixed.get(key);
    if (!t) {
      t = makeFixedT(lng as never, ns as never, keyPrefix as never);
      fixed.set(key, t);
    }
    return t;
  }) as i18n["getFixedT"];
}
