/**
 * The one host a request is for (docs/decisions/050), read once by the server (server.mjs) from
 * the request's raw header lines, before anything else. Everything after it (the URL Remix sees,
 * the organisation, the known-host test, the shared pages' key, the cross-site check) reads the
 * host from that URL, or from the `Host` header the front door rewrites to it: never the client's
 * raw header again.
 *
 * A `Host` is `hostname[:port]` (RFC 9110 §7.2, RFC 3986 §3.2.2) and nothing else: no userinfo
 * (`seaside.localhost:x@localhost:3000`, which Express cut at the first `:` while the organisation
 * was read past the `@`), no path, no space, no empty or non-digit port, no second `Host` line. Any
 * other value is a 400 before anything else. `X-Forwarded-Host` is read only when the client is a
 * trusted proxy (TRUST_PROXY, as Express trusts it for the protocol and the client's address), and
 * then it is the host for everything; held by two lines, a list (`a, b`) or any invalid value, it
 * is a 400 too.
 */

export interface Host {
  /** Lower case, without a trailing dot; an IPv6 address in brackets. */
  hostname: string;
  /** The port as sent, or null. */
  port: string | null;
}

/** Why a request's host or target was refused (logged; answered 400). */
export type HostRefusal = "request-target is not a path" | "no Host" | "more than one Host" | "malformed Host" | "malformed X-Forwarded-Host";

const LABEL = "[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?";
/** A name the URL parser may read otherwise: its last label a number (IPv4), or a punycode label. */
const LITERAL_OR_PUNYCODE = /(?:^|\.)(?:\d+|0x[0-9a-f]*)$|(?:^|\.)xn--/;
const HOST = new RegExp(`^(?:(${LABEL}(?:\\.${LABEL})*)\\.?|(\\[[0-9a-f:.]{2,45}\\]))(?::([1-9][0-9]{0,4}))?$`);

/**
 * `hostname[:port]` → its parts, or null for anything else: userinfo, a path, a query, spaces,
 * an empty, zero or non-digit port, a name the URL parser would read as another (`0x7f.1`, a
 * number read as an IPv4 address), non-ASCII (a browser sends punycode), over 253 characters.
 */
export function parseHost(raw: string | null | undefined): Host | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 261) return null;
  const match = HOST.exec(raw.toLowerCase());
  if (!match) return null;
  const [, name, ipv6, port] = match;
  if (port !== undefined && Number(port) > 65535) return null;
  const hostname = name ?? ipv6!;
  if (hostname.length > 253) return null;
  // The URL parser reads what it reads: a host is only one when it reads it as written (a last
  // label of digits is an IPv4 address, `1.2.3` becoming `1.2.0.3`; punycode is checked; an IPv6
  // address is normalised). A name of letters, digits and hyphens it reads as written, at once
  // (the URL parse is most of this function's time on every request).
  if (name !== undefined && !LITERAL_OR_PUNYCODE.test(name)) return { hostname, port: port ?? null };
  let parsed: string;
  try {
    parsed = new URL(`http://${hostname}/`).hostname;
  } catch {
    return null;
  }
  if (parsed !== hostname && !(ipv6 && parsed.startsWith("["))) return null;
  return { hostname: parsed, port: port ?? null };
}

export const hostText = (host: Host): string => (host.port ? `${host.hostname}:${host.port}` : host.hostname);

/**
 * A request-target this site reads: origin-form (RFC 9112 §3.2.1, a path then the query) whose
 * path has no backslash. The URL parser would read `/\evil.example` as `//evil.example`, so the
 * site would judge and answer another address than the one asked for; `\\evil`, `*` and the
 * absolute form (`http://evil.example/x`, for proxies) are no path of ours at all.
 */
export function isOriginForm(target: string): boolean {
  const path = target.split("?", 1)[0]!;
  return path.startsWith("/") && !path.includes("\\");
}

export interface RequestLine {
  /** `http` or `https`: the connection's, or a trusted proxy's X-Forwarded-Proto (Express's req.protocol). */
  protocol: string;
  /** The request-target as sent (`/rooms?lang=ro`). */
  target: string;
  /** Node's `rawHeaders`: names and values in turn, each line as it came. */
  rawHeaders: readonly string[];
  /** Whether the client is a proxy TRUST_PROXY trusts: only then is X-Forwarded-Host read. */
  trustForwarded: boolean;
}

/** Whether `name` is `wanted` (lower case) in any case, without making a string per header. */
function isName(name: string, wanted: string): boolean {
  if (name.length !== wanted.length) return false;
  for (let i = 0; i < name.length; i++) if ((name.charCodeAt(i) | 32) !== wanted.charCodeAt(i)) return false;
  return true;
}

/**
 * The one host of a request: its `Host` line, or a trusted proxy's `X-Forwarded-Host`; or why
 * there is none (every case answered 400). Each line is counted as it came: Node keeps the first
 * `Host` and joins `X-Forwarded-Host` lines with `, `, and a cache in front may have read another.
 */
export function requestHost(rawHeaders: readonly string[], trustForwarded: boolean): Host | HostRefusal {
  let host: string | undefined;
  let hosts = 0;
  let forwarded: string | undefined;
  let forwardedLines = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (isName(name, "host")) {
      hosts += 1;
      host = rawHeaders[i + 1];
    } else if (trustForwarded && isName(name, "x-forwarded-host")) {
      forwardedLines += 1;
      forwarded = rawHeaders[i + 1];
    }
  }
  if (hosts > 1) return "more than one Host";
  if (hosts === 0) return "no Host";
  const fromHost = parseHost(host);
  if (!fromHost) return "malformed Host";
  if (forwardedLines === 0) return fromHost;
  const fromProxy = forwardedLines === 1 ? parseHost(forwarded) : null;
  return fromProxy ?? "malformed X-Forwarded-Host";
}

/**
 * The URL of a request as every later reader sees it (`http://seaside.localhost:3000/rooms`), or
 * why it is refused: built from its one host and its origin-form target, nothing else.
 */
export function requestUrl(line: RequestLine): URL | HostRefusal {
  if (!isOriginForm(line.target)) return "request-target is not a path";
  const host = requestHost(line.rawHeaders, line.trustForwarded);
  if (typeof host === "string") return host;
  try {
    return new URL(`${line.protocol === "https" ? "https" : "http"}://${hostText(host)}${line.target}`);
  } catch {
    // Percent-encoding or the like the URL parser refuses: the client's fault as well.
    return "request-target is not a path";
  }
}

/**
 * `request` with its `Host` header saying its URL's host and no X-Forwarded-Host: what the front
 * door hands on, so code that reads the header reads the one value. The same request when it
 * already does.
 */
export function withOneHost(request: Request, url: URL = new URL(request.url)): Request {
  if (request.headers.get("host") === url.host && !request.headers.has("x-forwarded-host")) return request;
  const headers = new Headers(request.headers);
  headers.set("host", url.host);
  headers.delete("x-forwarded-host");
  return new Request(request, { headers });
}
