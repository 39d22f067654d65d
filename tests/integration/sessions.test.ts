import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpstreamError } from "../../bff/errors";
import { startBffOnMock } from "./support";

/** The PMS side of sessions; signing in through the BFF is tested in sign-in.test.ts with the real signIn. */
describe("PMS sessions", () => {
  let bff: Awaited<ReturnType<typeof startBffOnMock>>;
  beforeAll(async () => {
    bff = await startBffOnMock();
  });
  afterAll(() => bff.close());

  it("is refused by the PMS with a wrong token", async () => {
    const error = await bff.upstream.call("getUserSession", {}, { sessionToken: "f".repeat(48) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(401);
  });

  it("keeps the PMS's own text for a wrong password", async () => {
    const error = await bff.upstream.call("signIn", { body: { email: "guest@example.com", password: "wrong" } }).catch((e: unknown) => e);
    expect((error as UpstreamError).status).toBe(401);
    expect((error as UpstreamError).guestMessage).toMatch(/invalid email or password/i);
  });
});
