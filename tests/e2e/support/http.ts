// Plain HTTP to the running site under any host name: the request goes to the server's loopback
// port with the URL's host as its Host header, as a browser resolving `*.localhost` would send it
// (and as a forged Host reaches a server behind a proxy that passes it on).
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { E2E_PORT, hotelSite } from "./env";

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** GET `url` (absolute, on any host) from the site on E2E_PORT; redirects are answers, not followed. */
export async function getAt(url: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  const answer = await getAtRaw(url, headers);
  return { ...answer, body: answer.body.toString("utf8") };
}

/** As getAt, the body as the bytes that came over the wire (still compressed, if asked for). */
export function getAtRaw(url: string, headers: Record<string, string> = {}): Promise<Omit<HttpAnswer, "body"> & { body: Buffer }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port: E2E_PORT, method: "GET", path: `${target.pathname}${target.search}`, headers: { host: target.host, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** The organisation's own site: its subdomain of `localhost` (BASE_DOMAIN). */
export const subdomainOrigin = hotelSite;

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The document's `<head>`, as the server wrote it. */
export const headOf = (html: string): string => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";

/** Attributes of every `<tag …>` in `html`, names lower-cased, values decoded. */
export function tagsOf(html: string, tag: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*?)/?>`, "gi"))].map((match) => {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of match[1]!.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) attributes[name!.toLowerCase()] = decode(value!);
    return attributes;
  });
}

/** The page's canonical URLs and hreflang alternates (hreflang → every href given for it). */
export function addressesOf(html: string): { canonicals: string[]; alternates: Map<string, string[]> } {
  const links = tagsOf(headOf(html), "link");
  const alternates = new Map<string, string[]>();
  for (const link of links) {
    if (link.rel !== "alternate" || !link.hreflang) continue;
    alternates.set(link.hreflang, [...(alternates.get(link.hreflang) ?? []), link.href!]);
  }
  return { canonicals: links.filter((link) => link.rel === "canonical").map((link) => link.href!), alternates };
}

/** `<meta>` contents by name or property (the last one wins, as for crawlers that read one). */
export function metaOf(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const meta of tagsOf(headOf(html), "meta")) {
    const key = meta.name ?? meta.property;
    if (key && meta.content !== undefined) found.set(key, meta.content);
  }
  return found;
}
