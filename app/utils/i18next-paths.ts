/**
 * i18next's resource paths as the browser's port of it reads them (app/utils/browser-i18n.ts,
 * decision 057): a text's key split on "." ("###" standing for a dot inside one part), the deep
 * lookup of a key that itself holds dots, and the merge of a bundle into the loaded texts. Ported
 * line for line from i18next 23 (utils.js), as browser-i18n.test.ts holds it to i18next's answers.
 */
export type Texts = { [key: string]: unknown };

export const isString = (value: unknown): value is string => typeof value === "string";
export const makeString = (value: unknown): string => (value == null ? "" : `${value as string}`);
export const regexSafe = (value: string) => value.replace(/\$/g, "$$$$");
export const isObjectLike = (value: unknown): value is Texts => typeof value === "object" && value !== null;

// i18next's getLastOfPath / getPath / deepFind (keys split on "."; "###" stands for a dot).
const cleanKey = (key: string) => (key.includes("###") ? key.replace(/###/g, ".") : key);
export function getPath(object: unknown, path: string | readonly string[]): unknown {
  const stack = isString(path) ? path.split(".") : path;
  let current: unknown = object;
  for (let index = 0; index < stack.length - 1; index++) {
    if (!current || isString(current)) return undefined;
    const key = cleanKey(stack[index]!);
    current = Object.prototype.hasOwnProperty.call(current, key) ? (current as Texts)[key] : {};
  }
  if (!current || isString(current)) return undefined;
  return (current as Texts)[cleanKey(stack[stack.length - 1]!)];
}
export function deepFind(object: unknown, path: string): unknown {
  if (!object) return undefined;
  const direct = (object as Texts)[path];
  if (direct) return direct;
  const tokens = path.split(".");
  let current: unknown = object;
  for (let index = 0; index < tokens.length;) {
    if (!isObjectLike(current)) return undefined;
    let next: unknown;
    let nextPath = "";
    for (let end = index; end < tokens.length; ++end) {
      if (end !== index) nextPath += ".";
      nextPath += tokens[end];
      next = current[nextPath];
      if (next !== undefined) {
        if (["string", "number", "boolean"].includes(typeof next) && end < tokens.length - 1) continue;
        index += end - index + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}
export function deepExtend(target: Texts, source: Texts, overwrite: boolean) {
  for (const prop in source) {
    if (prop === "__proto__" || prop === "constructor") continue;
    if (prop in target) {
      if (isString(target[prop]) || isString(source[prop])) {
        if (overwrite) target[prop] = source[prop];
      } else deepExtend(target[prop] as Texts, source[prop] as Texts, overwrite);
    } else target[prop] = source[prop];
  }
}
