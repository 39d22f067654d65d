/**
 * The proforma behind the grant (docs/decisions/020), through its route module against the mock PMS
 * over real HTTP. Between the two sits a front of this test's own, as a PMS's gateway would: it
 * passes every call on to the mock as it is, and on demand hands out share links on another origin,
 * breaks the documents or serves a PDF, so each way the PMS's side can go wrong is one switch.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { framerOrigins } from "../../bff/domains";
import { startFakePms } from "../../bff/testing";
import en from "../../app/locales/en/site";
import enDocuments from "../../app/locales/en/documents";
import { appContext, captureAppLogs, grantedCookie, HOTEL_SITE, type MockFrontHooks, onHotelSite, useAppOnMock } from "./support";

const SHARE_CALL = "GET /public/api/invoice-share/{invoice_id}";

/** What the test switches on in the PMS's gateway (the mock behind it, support.ts's startMockFront). */
const front = {
  /** Rewrites the share link the PMS answers (null: as the mock made it). */
  shareLinkTo: null as ((link: string) => string) | null,
  /** What a request for a shared document gets. */
  documents: "served" as "served" | "broken" | "pdf",
};

/** Another origin, which must never be asked for anything. */
const strangerHits: string[] = [];
let stranger: Awaited<ReturnType<typeof startFakePms>>;

const app = useAppOnMock(
  {},
  {
    front: {
      answer: (path): ReturnType<NonNullable<MockFrontHooks["answer"]>> => {
        if (!path.startsWith("/public/invoice/")) return undefined;
        if (front.documents === "broken") return { status: 502, headers: { "content-type": "text/html" }, body: "<h1>Bad gateway</h1>" };
        if (front.documents === "pdf")
          return {
            status: 200,
            headers: { "content-type": "application/pdf", "set-cookie": "pms=1" },
            body: "%PDF-1.7\n% Proforma, reservation 100001\n%%EOF\n",
          };
        return undefined;
      },
      rewrite: (path, status, body) => {
        if (!front.shareLinkTo || !path.startsWith("/public/api/invoice-share/") || status !== 200) return body;
        const share = JSON.parse(body.toString()) as { url: string };
        return Buffer.from(JSON.stringify({ url: front.shareLinkTo(share.url) }));
      },
    },
  },
);
let invoice: typeof import("~/routes/reservations.$reservationId.invoices.$invoiceId");
/** What the routes logged (their loggers are children of the BFF's, which the test replaces). */
let logLines: Record<string, unknown>[];

beforeAll(async () => {
  stranger = await startFakePms((incoming, outgoing) => {
    strangerHits.push(incoming.url ?? "");
    outgoing.writeHead(200, { "content-type": "text/html" });
    outgoing.end("<h1>Proforma invoice</h1>");
  });
  invoice = await import("~/routes/reservations.$reservationId.invoices.$invoiceId");
  logLines = captureAppLogs();
});
afterAll(async () => {
  await stranger.close();
});
beforeEach(() => {
  front.shareLinkTo = null;
  front.documents = "served";
  logLines.length = 0;
});

const get = (path: string, cookie = "", method = "GET") =>
  new Request(`${HOTEL_SITE}${path}`, { method, headers: onHotelSite(cookie ? { Cookie: cookie } : {}) });
const context = () => appContext({ clientAddress: "198.51.100.10" });
const calls = async () => (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;
const faults = (settings: Record<string, unknown>) =>
  fetch(`${app.mock.url}/__mock/faults`, { method: "POST", body: JSON.stringify(settings), headers: { "content-type": "application/json" } });

const grantFor = (id: number, email: string) => grantedCookie(id, email, "198.51.100.10");

/** The route's whole answer: status, headers and body as bytes the guest's browser would get. */
async function proforma(invoiceId: number, cookie: string, query = "?lang=en", reservationId = 100001) {
  const answer = (await invoice.loader({
    request: get(`/reservations/${reservationId}/invoices/${invoiceId}${query}`, cookie),
    params: { reservationId: String(reservationId), invoiceId: String(invoiceId) },
    context: context(),
  })) as Response;
  return { status: answer.status, headers: answer.headers, body: await answer.text() };
}

const invoicesOf = (id: number) => app.mock.world.reservations.get(id)!.invoices!;
const shareTokens = () => [...app.mock.world.invoiceShares.keys()];
const warnings = () => logLines.filter((line) => line.level === 40);
const errors = () => logLines.filter((line) => (line.level as number) >= 50);

describe("the proforma of an instalment, served by the site", () => {
  it("answers 200 with the PMS's document under our address: its amounts and reservation, and no trace of the PMS or the share token", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const own = invoicesOf(100001)[0]!;
    const answer = await proforma(own.id as number, cookie);

    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`Proforma invoice nr. ${own.id}`);
    expect(answer.body).toContain("Reservation: 100001");
    for (const due of own.due_dates!) expect(answer.body).toContain(`${due.amount.toFixed(2)} ${own.currency}`);

    // Of the PMS's headers only type and length; the rest is ours.
    expect([...answer.headers.keys()].sort()).toEqual([
      "cache-control",
      "content-disposition",
      "content-length",
      "content-security-policy",
      "content-type",
      "referrer-policy",
      "x-content-type-options",
    ]);
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "content-length": String(Buffer.byteLength(answer.body)),
      "content-disposition": `inline; filename="proforma-${own.id}.html"`,
      "cache-control": "private, no-store",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
    });
    const policy = answer.headers.get("content-security-policy")!.split(/;\s*/);
    expect(policy).toEqual(expect.arrayContaining(["sandbox", "default-src 'none'", "frame-ancestors 'none'"]));
    expect(policy.join(";")).not.toMatch(/script-src|allow-scripts|allow-forms/);

    const tokens = shareTokens();
    expect(tokens).toHaveLength(1);
    const everything = [...answer.headers].flat().join("\n") + answer.body;
    // A port as an address carries it (`:41297`): bare, a random port turned up inside the hotel's tax id (RO38412977).
    for (const secret of [app.frontUrl, app.mock.url, `:${new URL(app.frontUrl).port}`, `:${new URL(app.mock.url).port}`, "127.0.0.1", "/public/", ...tokens]) {
      expect(everything, secret).not.toContain(secret);
    }
    expect(JSON.stringify(logLines)).not.toContain(tokens[0]);
  });

  it("answers a HEAD with the headers alone, letting the PMS's answer go at once", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const id = invoicesOf(100001)[0]!.id as number;
    const answer = (await invoice.loader({
      request: get(`/reservations/100001/invoices/${id}?lang=en`, cookie, "HEAD"),
      params: { reservationId: "100001", invoiceId: String(id) },
      context: context(),
    })) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.body).toBeNull();
    expect(warnings()).toEqual([]);
  });

  it("is in the page's language", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const id = invoicesOf(100001)[0]!.id as number;
    expect((await proforma(id, cookie, "?lang=ro")).body).toContain(`Factură proformă nr. ${id}`);
  });

  it("inside the hotel's own page (the embedded portal) may be framed by the hotel's domains only", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const answer = await proforma(invoicesOf(100001)[0]!.id as number, cookie, "?lang=en&embed=portal");
    expect(answer.status).toBe(200);
    const carpathia = app.mock.world.locations.find((location) => location.id === 101)!.org_id;
    const framers = framerOrigins(
      app.mock.world.locations.filter((location) => location.org_id === carpathia).flatMap((location) => [location.client_domain, location.hoteliera_domain]),
    );
    expect(framers.length).toBeGreaterThan(0);
    const policy = answer.headers.get("content-security-policy")!.split("; ");
    expect(policy[0]).toBe("sandbox");
    expect(
      policy
        .find((directive) => directive.startsWith("frame-ancestors "))!
        .split(" ")
        .slice(1)
        .sort(),
    ).toEqual(framers.sort());
  });

  it("passes a PDF on as a PDF, without a sandbox (browsers would not show it)", async () => {
    front.documents = "pdf";
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const id = invoicesOf(100001)[0]!.id as number;
    const answer = await proforma(id, cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("%PDF-1.7");
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="proforma-${id}.pdf"`,
      "cache-control": "private, no-store",
    });
    expect(answer.headers.has("content-security-policy")).toBe(false);
    expect(answer.headers.has("set-cookie")).toBe(false);
  });

  it("is 404 without the grant and for another reservation's invoice, and the PMS is not asked for a link", async () => {
    const own = invoicesOf(100001)[0]!.id as number;
    const other = invoicesOf(100002)[0]!.id as number;
    expect((await proforma(own, "")).status).toBe(404);
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    expect((await proforma(other, cookie)).status).toBe(404);
    // Through the other reservation's address, whose grant this session does not hold.
    expect((await proforma(other, cookie, "?lang=en", 100002)).status).toBe(404);
    expect((await calls())[SHARE_CALL]).toBeUndefined();
  });
});

describe("the mock PMS's shared page", () => {
  it("opens only with the token of its own share link: not by id, not with a guessed, walked or reset token", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const own = invoicesOf(100001)[0]!.id as number;
    expect((await proforma(own, cookie)).status).toBe(200);
    const [token] = shareTokens();
    const page = (path: string) => fetch(`${app.mock.url}/public/invoice/${path}`).then((answer) => answer.status);

    expect(await page(`${own}/${token}`)).toBe(200);
    expect(await page(`${own}`)).toBe(404);
    expect(await page(`${own}?language=en`)).toBe(404);
    expect(await page(`${own}/`)).toBe(404);
    expect(await page(`${own}/${"A".repeat(22)}`)).toBe(404);
    expect(await page(`${own}/${token!.slice(0, -1)}`)).toBe(404);
    // The token walked to the next invoice ids, which exist.
    for (const next of [own + 1, own + 2]) {
      expect([...app.mock.world.reservations.values()].some((reservation) => reservation.invoices?.some((candidate) => candidate.id === next))).toBe(true);
      expect(await page(`${next}/${token}`)).toBe(404);
    }

    await fetch(`${app.mock.url}/__mock/reset`, { method: "POST" });
    expect(shareTokens()).toEqual([]);
    expect(await page(`${own}/${token}`)).toBe(404);
  });
});

describe("when the PMS does not give the proforma", () => {
  const ownId = () => invoicesOf(100001)[0]!.id as number;

  /** Our 503 page in the guest's language with the way back, logged at warn and never as our error. */
  function expectOur503(answer: Awaited<ReturnType<typeof proforma>>) {
    expect(answer.status).toBe(503);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.body).toContain(en.errors.unavailableTitle.replace("'", "&#39;"));
    expect(answer.body).toContain(enDocuments.documents.proformaUnavailable);
    expect(answer.body).toContain('href="/reservations/100001?lang=en"');
    expect(answer.body).not.toMatch(/\bat .+:\d+:\d+|Error:/);
    expectSandboxed(answer);
    expect(answer.headers.get("retry-after")).toBe("60");
    expect(warnings().length).toBeGreaterThan(0);
    expect(errors()).toEqual([]);
  }

  /** Our own page in the proforma's place runs nothing, loads nothing and is read as what it says it is. */
  function expectSandboxed(answer: Awaited<ReturnType<typeof proforma>>) {
    expect(answer.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'/);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  }

  it("a cancelled reservation's proforma is withdrawn: 410, why, the way back, our sandboxed page", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const invoiceId = ownId();
    app.mock.world.reservations.get(100001)!.status = "Canceled";
    const answer = await proforma(invoiceId, cookie);
    expect(answer.status).toBe(410);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.body).toContain(enDocuments.documents.proformaWithdrawnTitle.replace("'", "&#39;"));
    expect(answer.body).toContain("100001");
    expect(answer.body).toContain('href="/reservations/100001?lang=en"');
    expectSandboxed(answer);
  });

  it("the whole PMS down: our 503 page", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    await faults({ down: true });
    expectOur503(await proforma(ownId(), cookie));
  });

  it("its share call down: our 503 page", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    await faults({ down: true, endpoints: [SHARE_CALL] });
    expectOur503(await proforma(ownId(), cookie));
    expect(warnings().some((line) => line.msg === "proforma unavailable" && line.failure === "unreachable")).toBe(true);
  });

  it("its document failing: our 503 page", async () => {
    front.documents = "broken";
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    expectOur503(await proforma(ownId(), cookie));
    expect(warnings().some((line) => line.msg === "proforma unavailable" && line.failure === "status" && line.status === 502)).toBe(true);
  });

  it("a share link on another origin is never fetched: our 503 page", async () => {
    front.shareLinkTo = (link) => link.replace(app.frontUrl, stranger.url);
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const answer = await proforma(ownId(), cookie);
    expectOur503(answer);
    expect(strangerHits).toEqual([]);
    expect(warnings().some((line) => line.reason === "link refused (another origin)" && line.origin === stranger.url)).toBe(true);
    expect(answer.body).not.toContain(stranger.url);
  });
});
