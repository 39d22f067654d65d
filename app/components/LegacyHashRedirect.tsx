/**
 * Old links of the hash-routed site (`/#/rooms`, `/#/reservation-new?day_from=…`) reach the
 * server as `/`: the fragment never leaves the browser. A tiny inline script in <head> sends the
 * guest to the real path before anything else loads, without waiting for the bundle.
 */

/**
 * The real path of a legacy hash route, or null for anything else (an ordinary anchor such as
 * `#main`, an empty hash, or something that could leave the site). `search` is the address's own
 * query (`?o=carpathia-ro`): its parameters are kept unless the hash's query sets them.
 *
 * Inlined into the page with `toString()`: it must stay self-contained (no imports, no helpers,
 * nothing from the module scope) and use only what every browser has.
 */
export function legacyHashTarget(hash: string, search?: string): string | null {
  let route = hash.charAt(0) === "#" ? hash.slice(1) : hash;
  if (route.slice(0, 2) === "!/") route = route.slice(1);
  // One leading slash, then not another slash or a backslash ("//x" and "/\x" leave the site);
  // no whitespace or control characters anywhere (browsers drop them, which could make "//").
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(route)) return null;
  let queryAt = route.indexOf("?");
  const fragmentAt = route.indexOf("#");
  if (fragmentAt !== -1 && queryAt > fragmentAt) queryAt = -1;
  const pathEnd = queryAt !== -1 ? queryAt : fragmentAt !== -1 ? fragmentAt : route.length;
  const path = route.slice(0, pathEnd);
  const query = queryAt !== -1 ? route.slice(queryAt + 1, fragmentAt !== -1 ? fragmentAt : route.length) : "";
  const fragment = fragmentAt !== -1 ? route.slice(fragmentAt) : "";
  // The hash's own query is kept as written; the address's parameters are added when missing.
  const own = new URLSearchParams(query);
  const extra = new URLSearchParams();
  new URLSearchParams(search || "").forEach(function (value, key) {
    if (!own.has(key)) extra.append(key, value);
  });
  const merged = [query, extra.toString()].filter(Boolean).join("&");
  return path + (merged ? "?" + merged : "") + fragment;
}

/** The inline script: runs `legacyHashTarget` on the current address and replaces it. */
export const LEGACY_HASH_SCRIPT =
  "(function(){try{var target=(" + legacyHashTarget.toString() + ")(location.hash,location.search);if(target)location.replace(target)}catch(e){}})();";

/**
 * Render inside <head>, before <Meta/>/<Links/> and the scripts. Takes no props. If a
 * Content-Security-Policy ever restricts scripts, allow this one by the hash of `LEGACY_HASH_SCRIPT`
 * computed on the server (or give it the request's nonce via `nonce`).
 */
export function LegacyHashRedirect({ nonce }: { nonce?: string }) {
  // The server's and the browser's bundles may print the function differently: the browser keeps
  // the server's copy, which has already run, so a difference is harmless.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: LEGACY_HASH_SCRIPT }} />;
}
