/**
 * Bad input and a misbehaving PMS end in a proper page status, never a 500: the root loader's
 * `loadSite` against a fake PMS that breaks the contract, over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakePms } from "../../bff/testing";

let pms: Awaited<ReturnType<typeof startFakePms>>;
let loadSite: typeof import("../../app/site/site.server").loadSite;
let bff: import("../../app/bff.server").Bff;

beforeAll(async () => {
  pms = await startFakePms((request, response) => {
    if (request.url?.startsWith("/api/anonymous-orgs/broken")) return sendJson(response, 200, { id: "x", name: null });
    if (request.url?.startsWith("/api/anonymous-orgs/")) return sendJson(response, 404, { message: "Organisation not found" });
    sendJson(response, 500, { message: "unexpected" });
  });
  const { createBff, parseConfig } = await import("../../app/bff.server");
  bff = await createBff(parseConfig({ UPSTREAM_URL: pms.url, LOG_LEVEL: "silent", UPSTREAM_TIMEOUT_MS: "1000" }));
  ({ loadSite } = await import("../../app/site/site.server"));
});
afterAll(async () => {
  await bff.close();
  await pms.close();
});

async function statusOf(url: string): Promise<{ status: number; reason?: string; locale?: string; parameter?: string; reference?: string }> {
  try {
    await loadSite({ request: new Request(url), context: { bff } });
    return { status: 200 };
  } catch (thrown) {
    const failure = thrown as { init?: { status?: number }; data?: { reason: string; locale: string; parameter?: string; reference?: string } };
    return { status: failure.init?.status ?? 500, ...failure.data };
  }
}

describe("loadSite failures", () => {
  it("gives the 503 the request's trace id as the guest's reference, so a client-side request's error page has one too", async () => {
    const { createIdTracer, withRequestSpan } = await import("../../bff/trace");
    const trace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const span = createIdTracer().request(`00-${trace}-00f067aa0ba902b7-01`, { method: "GET", route: "/" });
    const failure = await withRequestSpan(span, () => statusOf("http://localhost/?o=broken"));
    expect(failure).toMatchObject({ status: 503, reason: "unavailable", reference: trace });
    // A page not found is an answer, not a failure of ours: no reference.
    expect(await withRequestSpan(span, () => statusOf("http://localhost/?o=nowhere"))).not.toHaveProperty("reference");
  });

  it("answers 503 'unavailable' when the PMS's organisation breaks the contract", async () => {
    expect(await statusOf("http://localhost/?o=broken")).toMatchObject({ status: 503, reason: "unavailable" });
  });

  it("answers 404 for an unknown organisation, in the language asked for", async () => {
    expect(await statusOf("http://localhost/?o=nope&lang=en")).toMatchObject({ status: 404, reason: "not-found", locale: "en" });
  });

  it("answers 400 naming the malformed parameter", async () => {
    expect(await statusOf("http://localhost/?o=carpathia-ro&location=12ab")).toMatchObject({ status: 400, reason: "bad-request", parameter: "location" });
  });

  it("answers 404 when nothing names an organisation and there is no default (real PMS)", async () => {
    expect(await statusOf("http://localhost/")).toMatchObject({ status: 404 });
  });
});
