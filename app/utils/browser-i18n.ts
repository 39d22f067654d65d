/**
 * The browser's i18next: the part of i18next 23 this site's texts use, about 1 KB gzipped instead
 * of i18next's 14.6 KB on every page's first load (docs/decisions/057).
 *
 * The server renders with i18next itself (app/i18n.server.ts); the browser must answer the same
 * string for the same call, or hydration fails. So this is i18next's own lookup, interpolation and
 * nesting ported line for line (the same regular expressions, the same `replace` of the first
 * occurrence, the same shared `lastIndex` between nested calls), for the options the site sets
 * (app/i18n.ts's `i18nOptions`: one namespace, no fallback language, values not escaped, a missing
 * key shown as a dash, `interpolation.format` for `{{x, format}}`: the site's own, i18next's built-in
 * formats are not there). What it leaves out the site does not use: i18next's formats (`{{x, number}}`),
 * options inside a nesting (`$t(key, {…})`), contexts, `returnObjects`, post-processors, backends,
 * loading. app/utils/browser-i18n.test.ts compares it with i18next on every text of every
 * language, with values, counts, missing keys and hostile values (fast-check), so a text that
 * starts using something left out fails there, not in a guest's browser.
 *
 * react-i18next takes it through `I18nextProvider` / `initReactI18next` as it takes i18next:
 * `getFixedT`, `language(s)`, `options`, `on`/`off`, `hasLoadedNamespace`; the components use
 * `t`, `i18n.language`, `i18n.exists`, `addResourceBundle`, `getResource` and `changeLanguage`.
 */
import type { i18n as I18n } from "i18next";
import { deepExtend, deepFind, getPath, isObjectLike, isString, makeString, regexSafe, type Texts } from "./i18next-paths";
type Options = Record<string, unknown> & {
  lng?: string;
  lngs?: readonly string[] | null;
  ns?: string | readonly string[];
  count?: unknown;
  defaultValue?: unknown;
  replace?: unknown;
  nest?: boolean;
  context?: unknown;
  keyPrefix?: string;
};

export interface BrowserI18nOptions {
  lng: string;
  supportedLngs: readonly string[];
  defaultNS: string;
  ns?: readonly string[];
  react?: object;
  /** i18next's: `format` is called for a `{{value, format}}`, as i18next's interpolator calls it (the site's: app/utils/italian-articles.ts). */
  interpolation?: { format?: (value: unknown, format: string | undefined, lng: string | undefined, options: object) => unknown };
  parseMissingKeyHandler: (key: string, defaultValue?: unknown) => string;
  resources: Record<string, Record<string, Texts>>;
}

const isValidLookup = (result: unknown) => result !== undefined && result !== null;

export function createBrowserI18n(init: BrowserI18nOptions): I18n {
  const { resources, parseMissingKeyHandler } = init;
  const supported = new Set(init.supportedLngs);
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  // i18next's interpolator keeps its expressions (and their lastIndex) on the instance, shared
  // by nested calls: so does this, so that a nesting scans on exactly as i18next's does.
  const regexp = /\{\{(.+?)\}\}/g;
  const regexpUnescape = /\{\{-(.+?)\}\}/g;
  const nestingRegexp = /\$t\((.+?)\)/g;
  const resetRegExp = () => {
    regexp.lastIndex = 0;
    regexpUnescape.lastIndex = 0;
    nestingRegexp.lastIndex = 0;
  };

  const getResource = (lng: string, ns: string, key: string): unknown => {
    const result = getPath(resources, [lng, ns, ...key.split(".")]);
    if (result) return result;
    return deepFind(resources[lng]?.[ns], key);
  };

  const format = init.interpolation?.format ?? ((value: unknown) => value);
  function interpolate(text: string, data: Options, lng: string | undefined, options: Options): string {
    let str = text;
    const lookUp = (key: string): unknown => {
      let found = getPath(data, key);
      if (!found) found = deepFind(data, key);
      return found;
    };
    // i18next's handleFormat: `{{key, format}}` is the key's value through `format` (the part after the first comma).
    const valueOf = (key: string): unknown => {
      if (!key.includes(",")) return lookUp(key);
      const [name, ...rest] = key.split(",");
      const found = lookUp(name!.trim());
      return format(found, rest.join(",").trim(), lng, { ...options, ...data, interpolationkey: name!.trim() });
    };
    resetRegExp();
    for (const regex of [regexpUnescape, regexp]) {
      let replaces = 0;
      let match: RegExpExecArray | null;
      while ((match = regex.exec(str))) {
        const matchedVar = match[1]!.trim();
        let value = valueOf(matchedVar);
        if (value === undefined) {
          if (Object.prototype.hasOwnProperty.call(options, matchedVar)) value = "";
          else continue;
        } else if (!isString(value)) value = makeString(value);
        const safe = value as string;
        str = str.replace(match[0], regexSafe(safe));
        regex.lastIndex += safe.length - match[0].length;
        if (++replaces >= 1000) break;
      }
    }
    return str;
  }

  function nest(text: string, translateNested: (key: string, options: Options) => unknown, options: Options): string {
    let str = text;
    let match: RegExpExecArray | null;
    while ((match = nestingRegexp.exec(str))) {
      let cloned: Options = { ...options };
      cloned = isObjectLike(cloned.replace) ? (cloned.replace as Options) : cloned;
      cloned.applyPostProcessor = false;
      delete cloned.defaultValue;
      const key = match[1]!;
      let value = translateNested(key.trim(), cloned);
      if (!isString(value)) value = makeString(value);
      str = str.replace(match[0], (value as string) || "");
      regexp.lastIndex = 0;
    }
    return str;
  }

  function resolve(keys: readonly string[], options: Options): { res: unknown; usedLng?: string } {
    let found: unknown;
    let usedLng: string | undefined;
    const namespaces = options.ns ?? init.defaultNS;
    const ns = isString(namespaces) ? namespaces : namespaces[namespaces.length - 1]!;
    const plural = options.count !== undefined && !isString(options.count);
    const lng = options.lng || instance.language;
    const codes = options.lngs ? options.lngs : supported.has(lng) ? [lng] : [];
    for (const key of keys) {
      if (isValidLookup(found)) break;
      for (const code of codes) {
        if (isValidLookup(found)) break;
        usedLng = code;
        const finalKeys = [key];
        if (plural) {
          finalKeys.push(`${key}_${new Intl.PluralRules(code).select(options.count as number)}`);
          if (options.count === 0) finalKeys.push(`${key}_zero`);
        }
        let possible: string | undefined;
        while ((possible = finalKeys.pop())) if (!isValidLookup(found)) found = getResource(code, ns, possible);
      }
    }
    return { res: found, usedLng };
  }

  function translate(keysIn: unknown, optionsIn?: unknown, lastKey?: readonly string[]): unknown {
    let options: Options = isObjectLike(optionsIn) ? { ...(optionsIn as Options) } : {};
    if (isString(optionsIn)) options = { defaultValue: optionsIn };
    if (keysIn === undefined || keysIn === null) return "";
    const keys = Array.isArray(keysIn) ? (keysIn as string[]) : [String(keysIn)];
    const key = keys[keys.length - 1]!;
    const resolved = resolve(keys, options);
    let res = resolved.res;
    if (res && typeof res === "object") return `key '${key} (${instance.language})' returned an object instead of string.`;
    let usedDefault = false;
    let usedKey = false;
    const hasDefault = Object.keys(options).some((option) => option.startsWith("defaultValue") && options[option] !== undefined);
    if (!isValidLookup(res) && hasDefault) {
      usedDefault = true;
      res = options.defaultValue;
    }
    if (!isValidLookup(res)) {
      usedKey = true;
      res = key;
    }
    res = extendTranslation(res, keys, options, resolved, lastKey);
    if (usedKey || usedDefault) res = parseMissingKeyHandler(key, usedDefault ? res : undefined);
    return res;
  }

  function extendTranslation(
    resIn: unknown,
    keys: readonly string[],
    options: Options,
    resolved: { res: unknown; usedLng?: string },
    lastKey?: readonly string[],
  ) {
    let res = resIn;
    if (!isString(res)) return res;
    const before = res.match(nestingRegexp);
    const nestBefore = before && before.length;
    const data = isObjectLike(options.replace) ? (options.replace as Options) : options;
    res = interpolate(res, data, (options.lng as string | undefined) || instance.language || resolved.usedLng, options);
    const after = (res as string).match(nestingRegexp);
    const nestAfter = after && after.length;
    if ((nestBefore as number) < (nestAfter as number)) options.nest = false;
    if (!options.lng && resolved.res) options.lng = instance.language || resolved.usedLng;
    if (options.nest !== false)
      res = nest(res as string, (key, nested) => (lastKey && lastKey[0] === key && !options.context ? null : translate(key, nested, keys)), options);
    return res;
  }

  const instance = {
    language: init.lng,
    languages: [init.lng],
    resolvedLanguage: init.lng,
    isInitialized: true,
    initializedStoreOnce: true,
    options: { ...init, resources: undefined },
    services: {},
    store: { data: resources, on() {}, off() {} },
    use(module: { type?: string; init?: (i18n: unknown) => void }) {
      if (module.type === "3rdParty") module.init?.(instance);
      return instance;
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      for (const name of event.split(" ")) {
        if (!listeners.has(name)) listeners.set(name, new Set());
        listeners.get(name)!.add(listener);
      }
      return instance;
    },
    off(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener);
      return instance;
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
    },
    t: (key: unknown, options?: unknown) => translate(key, options),
    getFixedT(lng: string | readonly string[] | null, ns?: string | readonly string[], keyPrefix?: string) {
      const fixedT = (key: string | string[], opts?: unknown) => {
        const options: Options = isObjectLike(opts) ? { ...(opts as Options) } : isString(opts) ? { defaultValue: opts } : {};
        options.lng = options.lng || fixedT.lng;
        options.lngs = options.lngs || fixedT.lngs;
        options.ns = options.ns || fixedT.ns;
        if (options.keyPrefix !== "") options.keyPrefix = options.keyPrefix || keyPrefix;
        const prefix = options.keyPrefix;
        const resultKey = prefix ? (Array.isArray(key) ? key.map((k) => `${prefix}.${k}`) : `${prefix}.${key}`) : key;
        return translate(resultKey, options);
      };
      fixedT.lng = isString(lng) ? lng : undefined;
      fixedT.lngs = isString(lng) ? undefined : lng;
      fixedT.ns = ns;
      fixedT.keyPrefix = keyPrefix;
      return fixedT;
    },
    exists(key: string | null | undefined, options: Options = {}) {
      if (key === undefined || key === null) return false;
      return resolve([key], options).res !== undefined;
    },
    getResource: (lng: string, ns: string, key: string) => getResource(lng, ns, key),
    addResourceBundle(lng: string, ns: string, texts: Texts, deep?: boolean, overwrite?: boolean) {
      // As i18next: a copy of the texts, merged into the namespace's (deeply, or at the top).
      const copy = JSON.parse(JSON.stringify(texts)) as Texts;
      let pack = resources[lng]?.[ns] ?? {};
      if (deep) deepExtend(pack, copy, Boolean(overwrite));
      else pack = { ...pack, ...copy };
      (resources[lng] ??= {})[ns] = pack;
      return instance;
    },
    // Every text is in before the first render: react-i18next never has to wait or load.
    hasLoadedNamespace: () => true,
    changeLanguage(lng: string, callback?: (error: unknown, t: unknown) => void) {
      instance.language = lng;
      instance.languages = [lng];
      instance.resolvedLanguage = lng;
      instance.emit("languageChanged", lng);
      callback?.(null, instance.t);
      return Promise.resolve(instance.t);
    },
  };
  return instance as unknown as I18n;
}
