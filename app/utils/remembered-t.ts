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

/** A phrase's template, or false when filling its values in is not all i18next would do. */
type Template = string | false;

/** Makes `instance.t` (which every fixed `t` of the instance calls) keep answers and templates. */
export function rememberTranslations(instance: i18n, max = 4_000): void {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const known = new LRUCache<string, string>({ max });
  const templates = new LRUCache<string, Template>({ max });
  const interpolation = instance.options.interpolation ?? {};
  // Filling a template in is what i18next does only without these (checked once: the options never change).
  const templatesAllowed =
    !instance.options.postProcess && !(interpolation as { defaultVariables?: unknown }).defaultVariables && interpolation.skipOnVariables !== false;

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
      template = typeof raw === "string" && !raw.includes("$t(") ? raw : false;
      templates.set(shape.template, template);
    }
    if (template === false) return translate(key, options, ...more);
    const values = options as Record<string, unknown> & { lng?: string };
    return instance.services.interpolator.interpolate(template, values, values.lng || instance.language, values as never);
  };
  instance.t = remembering as unknown as i18n["t"];
}
