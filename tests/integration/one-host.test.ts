/**
 * One host per request (issue 48, docs/decisions/050), through the path every request takes: the
 * server's one reading of the raw header lines (the front door's `requestUrl`, which server.mjs
 * calls), the Request built from it with every header as it came (the raw Host and
 * X-Forwarded-Host included, as server.mjs copies them), the front door with the app's real
 * shared pages, and the app's own organisation resolution (site.server's loadSite) against the
 * mock PMS. Whatever `Host` / `X-Forwarded-Host` lines arrive, with or without a trusted proxy,
 * the request is refused (400), or its page is the organisation of its URL's host, and what the
 * shared pages keep under an address is that address's organisation.
 */
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFrontDoor, type FrontDoor } from "../../bff/http/front-door";
import { createSharedPages } from "../../bff/http/shared-pages";
import { SESSION_COOKIE } from "../../bff/session";
import { createTestLogger } from "../../bff/testing";
import { routeArgs, testBff, useAppOnMock } from "./support";

useAppOnMock({ ORGANISATION_DOMAINS: "book.seaside.example=seaside" });

const PORT = "3210";
let site: typeof import("~/site/site.server");
let door: FrontDoor;

/** The organisation a page was made for, as the page says it (or the status it was refused with). */
async function organisationOf(request: Request): Promise<string> {
  try {
    return `org:${(await site.loadSite(routeArgs(request))).view.organisation.slug}`;
  } catch (thrown) {
    const refused = thrown as { type?: string; init?: ResponseInit; status?: number };
    if (refused?.type === "DataWithResponseInit") return `status:${refused.init?.status ?? 200}`;
    if (thrown instanceof Response) return `status:${thrown.status}`;
    throw thrown;
  }
}

/** A public page that says its organisation: what the shared pages keep, as they keep a hotel's home. */
const page = async (request: Request) =>
  new Response(await organisationOf(request), { headers: { "content-type": "text/plain", "cache-control": "public, max-age=60", vary: "Cookie" } });

/** The organisation of an address, asked for as a browser on it asks: its host and nothing else, past no front door. */
const expected = (url: URL) => organisationOf(new Request(url, { headers: { host: url.host } }));

let makeDoor: () => FrontDoor;

beforeAll(async () => {
  site = await import("~/site/site.server");
  const bff = testBff();
  const { languageReader } = await import("~/i18n.server");
  const { ownDomainRedirect } = await import("~/site/own-domain.server");
  // The front door as startBff makes it, with shared pages of its own (each property run starts empty).
  makeDoor = () =>
    createFrontDoor({
      config: bff.config,
      logger: createTestLogger().logger,
      cookies: [languageReader, bff.sessions.reader],
      sessionCookie: SESSION_COOKIE,
      refusalPage: (status) => `refused ${status}`,
      movedTo: (request) => ownDomainRedirect(request, bff),
      sharedPages: createSharedPages({ stillCurrent: (reads) => bff.cache.stillCurrent(reads) }),
    });
});
beforeEach(() => {
  door = makeDoor();
});

interface Sent {
  hosts: string[];
  forwarded: string[];
  trusted: boolean;
  path: string;
}

/** A request as server.mjs makes it of what arrived: its URL from the one host, or the 400. */
async function send({ hosts, forwarded, trusted, path }: Sent): Promise<{ url: URL; body: string } | { refused: string }> {
  const rawHeaders = [...hosts.flatMap((value) => ["Host", value]), ...forwarded.flatMap((value) => ["X-Forwarded-Host", value])];
  const url = door.requestUrl({ protocol: "http", target: path, rawHeaders, trustForwarded: trusted });
  if (typeof url === "string") return { refused: url };
  const headers = new Headers();
  for (let i = 0; i < rawHeaders.length; i += 2) headers.append(rawHeaders[i]!, rawHeaders[i + 1]!);
  const response = await door.handle(new Request(url, { headers }), null, page);
  return { url, body: await response.text() };
}

const HOMES = [new URL(`http://seaside.localhost:${PORT}/`), new URL(`http://carpathia-ro.localhost:${PORT}/`)];

describe("one host: the address issue 48 saw", () => {
  it("`Host: seaside.localhost:x@localhost:PORT` is refused before anything else, and Seaside's home stays Seaside's", async () => {
    const host = `seaside.localhost:x@localhost:${PORT}`;
    expect(await send({ hosts: [host], forwarded: [], trusted: false, path: "/" })).toEqual({ refused: "malformed Host" });
    // The URL Express built of it (cut at the first `:`) with the raw header beside it, as before
    // this change: the front door reads the URL's host only, so the page is Seaside's.
    const response = await door.handle(new Request(HOMES[0]!, { headers: { host } }), null, page);
    expect(await response.text()).toBe("org:seaside");
    const again = await door.handle(new Request(HOMES[0]!, { headers: { host: HOMES[0]!.host } }), null, page);
    expect(await again.text()).toBe("org:seaside");
  });

  it("behind a trusted proxy, Host of one hotel and X-Forwarded-Host of another: the page and its key are the forwarded one's", async () => {
    const sent = await send({ hosts: [`carpathia-ro.localhost:${PORT}`], forwarded: [`seaside.localhost:${PORT}`], trusted: true, path: "/rooms" });
    expect(sent).toMatchObject({ body: "org:seaside" });
    expect(String((sent as { url: URL }).url)).toBe(`http://seaside.localhost:${PORT}/rooms`);
    const carpathia = await send({ hosts: [`carpathia-ro.localhost:${PORT}`], forwarded: [], trusted: true, path: "/rooms" });
    expect(carpathia).toMatchObject({ body: "org:carpathia-ro" });
    // Not trusted: the forwarded host is not read at all.
    expect(await send({ hosts: [`carpathia-ro.localhost:${PORT}`], forwarded: [`seaside.localhost:${PORT}`], trusted: false, path: "/rooms" })).toMatchObject({
      body: "org:carpathia-ro",
    });
  });
});

describe("one host: any Host / X-Forwarded-Host lines (fast-check, seeded)", () => {
  // As Node hands a header line over: its UTF-8 bytes read as latin1, never a line break or NUL (the parser refuses those).
  const asNodeReadsIt = (text: string) =>
    Buffer.from(text, "utf8")
      .toString("latin1")
      .replace(/[\r\n\0]/g, "");
  const label = fc.constantFrom("seaside", "carpathia-ro", "www", "evil", "Seaside", "101", "");
  const base = fc.constantFrom("localhost", "localhost.", "LOCALHOST", "evil.example", "127.0.0.1", "[::1]", "book.seaside.example", "localhost@evil.example");
  const port = fc.constantFrom("", `:${PORT}`, ":80", ":x", ":", ":99999", ":0", `:${PORT}:1`);
  const userinfo = fc.constantFrom("", "x@", `seaside.localhost:x@`, "carpathia-ro.localhost@", "a:b@");
  const tail = fc.constantFrom("", "/", "/rooms", " ", "\t", "?o=seaside", "#x", `, seaside.localhost:${PORT}`, "\u202e", "é", "%2e", "\\");
  const host = fc
    .oneof(
      { weight: 5, arbitrary: fc.tuple(label, base, port).map(([l, b, p]) => `${l ? `${l}.` : ""}${b}${p}`) },
      { weight: 3, arbitrary: fc.tuple(userinfo, label, base, port, tail).map(([u, l, b, p, t]) => `${u}${l ? `${l}.` : ""}${b}${p}${t}`) },
      { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
    )
    .map(asNodeReadsIt);
  const lines = (none: number) =>
    fc.oneof(
      { weight: none, arbitrary: fc.constant<string[]>([]) },
      { weight: 6, arbitrary: host.map((value) => [value]) },
      { weight: 1, arbitrary: fc.array(host, { minLength: 2, maxLength: 2 }) },
    );
  const sent = fc.record({ hosts: lines(1), forwarded: lines(4), trusted: fc.boolean(), path: fc.constantFrom("/", "/rooms", "/?o=carpathia-ro") });

  it("each is refused (400) or answered with its URL's organisation, and the homes kept stay their own", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sent, { minLength: 1, maxLength: 4 }), async (requests) => {
        door = makeDoor();
        for (const request of requests) {
          const answer = await send(request);
          if ("refused" in answer) continue;
          expect(answer.body, `${answer.url}`).toBe(await expected(answer.url));
          // Every address a browser asks for plainly afterwards gets its own organisation's page.
          for (const home of HOMES) {
            const kept = await door.handle(new Request(home, { headers: { host: home.host } }), null, page);
            expect(await kept.text(), `${home}`).toBe(await expected(home));
          }
          const same = await door.handle(new Request(answer.url, { headers: { host: answer.url.host } }), null, page);
          expect(await same.text(), `${answer.url}`).toBe(await expected(answer.url));
        }
      }),
      { seed: 48_050, numRuns: 150 },
    );
  });
});
