/**
 * Reads every guest shares are asked as no one (issue 54, docs/architecture.md "Recipe: a read-only
 * PMS call every guest shares"): `anonymous` keeps the request's id, logger and signal and drops the
 * visitor's PMS token, and the site directory's reads (kept in the anonymous cache) use it, so a
 * signed-in guest's call never leaves their token in, or their answer as, a shared entry.
 */
import { describe, expect, it } from "vitest";
import { createAnonymousCache } from "./cache";
import { createSiteDirectory } from "./org";
import { createTestLogger } from "./testing";
import { anonymous, type CallContext, type UpstreamClient } from "./upstream";

describe("asked as no one", () => {
  it("anonymous keeps the request's id, logger and signal, and drops the token", () => {
    const { logger } = createTestLogger();
    const signal = new AbortController().signal;
    const asked = anonymous({ sessionToken: "guest-token", requestId: "req-1", logger, signal });
    expect(asked).toEqual({ sessionToken: null, requestId: "req-1", logger, signal });
    expect(anonymous()).toEqual({ sessionToken: null });
  });

  it("the site directory asks the PMS without the signed-in guest's token, for both of its reads", async () => {
    const contexts: Array<{ name: string; context: CallContext | undefined }> = [];
    const upstream = {
      call: async (name: string, _input: unknown, context?: CallContext) => {
        contexts.push({ name, context });
        return { id: 1 };
      },
    } as unknown as UpstreamClient;
    const { logger } = createTestLogger();
    const directory = createSiteDirectory(upstream, createAnonymousCache({ logger }));
    await directory.organisation("carpathia-ro", { sessionToken: "guest-token", requestId: "req-2" });
    await directory.organisationAtLocation(101, { sessionToken: "guest-token", requestId: "req-3" });
    expect(contexts.map(({ name }) => name)).toEqual(["getOrganisation", "getOrganisationByLocation"]);
    for (const { context } of contexts) expect(context?.sessionToken).toBeNull();
    expect(contexts.map(({ context }) => context?.requestId)).toEqual(["req-2", "req-3"]);
  });
});
