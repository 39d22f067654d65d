/**
 * The server's i18next instances answer the same text for the same key and the same numbers every
 * time (the resources are bundled and never change while the process runs), yet i18next resolves
 * each call anew: 2 µs for a plain key, 8 µs for a plural. A search page makes about 190 calls, and
 * they were an eighth of its CPU (docs/quality.md). This keeps the answers for the calls that carry
 * no text of their own.
 *
 * Only calls whose options are numbers, booleans or i18next's own routing (`lng`, `lngs`, `ns`,
 * `keyPrefix`) are kept: a call with a text value (a price, a guest's name) is translated every
 * time, so no guest's data is kept here and the hit rate does not depend on what is searched.
 */
import type { i18n } from "i18next";
import { LRUCache } from "lru-cache";

const ROUTING = new Set(["lng", "lngs", "ns", "keyPrefix"]);

/**
 * What identifies a call, or null when it must not be kept: the key, then each option as
 * `name=value` with the value's length first, so no two calls can spell the same signature.
 */
export function callSignature(key: unknown, options: unknown, more: number): string | null {
  if (typeof key !== "string" || more > 0) return null;
  if (options === undefined) return key;
  if (typeof options !== "object" || options === null || Array.isArray(options)) return null;
  let signature = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    // react-i18next's fixed t passes `lngs: null`: absent, as far as i18next is concerned.
    if (value === undefined || value === null) continue;
    let text: string;
    if (typeof value === "number" || typeof value === "boolean") text = String(value);
    else if (ROUTING.has(name) && typeof value === "string") text = value;
    else if (ROUTING.has(name) && Array.isArray(value) && value.every((item) => typeof item === "string")) text = value.join(",");
    else return null;
    signature += `\u0000${name}\u0000${text.length}:${text}`;
  }
  return signature;
}

/** Makes `instance.t` (which every fixed `t` of the instance calls) keep its answers. */
export function rememberTranslations(instance: i18n, max = 4_000): void {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const known = new LRUCache<string, string>({ max });
  const remembering = (key: unknown, options?: unknown, ...more: unknown[]) => {
    const signature = callSignature(key, options, more.length);
    if (signature === null) return translate(key, options, ...more);
    const kept = known.get(signature);
    if (kept !== undefined) return kept;
    const text = translate(key, options, ...more);
    if (typeof text === "string") known.set(signature, text);
    return text;
  };
  instance.t = remembering as unknown as i18n["t"];
}
