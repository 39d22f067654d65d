/**
 * `npm run contracts:check` against the mock PMS: clean as seeded, and every answer that breaks the
 * contract reported (with the zod issue's path) once the mock is told to break one endpoint.
 */
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkContracts } from "../../contracts/check";
import { startMockServer, type MockServer } from "../../mocks/server";

let mock: MockServer;
const control = (path: string, body: unknown) =>
  fetch(`${mock.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

beforeAll(async () => {
  mock = await startMockServer({ port: 0, today: "2026-05-04" });
});
afterAll(() => mock.close());
beforeEach(async () => {
  await control("/__mock/reset", {});
});

const runCli = (args: string[]) =>
  new Promise<{ status: number | null; stdout: string }>((resolve) => {
    // Asynchronously: the mock answers from this process.
    import("node:child_process").then(({ execFile }) =>
      execFile(process.execPath, ["--import", "tsx", "scripts/contracts-check.ts", ...args], { timeout: 30_000 }, (error, stdout) =>
        resolve({ status: error ? ((error as { code?: number }).code ?? 1) : 0, stdout }),
      ),
    );
  });

describe("contracts:check", () => {
  it("finds the demo PMS's answers within the contract, following slugs to locations", async () => {
    const check = await checkContracts({ upstream: mock.url, organisations: ["carpathia-ro", "seaside"] });
    expect(check.broken).toBe(0);
    const asked = check.calls.map((call) => call.url);
    expect(asked).toContain("/api/anonymous-orgs/carpathia-ro");
    for (const location of [101, 102, 201]) expect(asked).toContain(`/api/anonymous-org-by-location/${location}`);
    expect(check.calls.filter((call) => call.endpoint === "GET /api/reservation-query")).toHaveLength(3);
    expect(check.notAsked.map((item) => item.endpoint)).toContain("POST /api/reservations");
    const cli = await runCli(["--upstream", mock.url, "--org", "carpathia-ro"]);
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain("answers keep the contract");
  });

  it("reports each answer that breaks the contract, with the issue's path, and exits non-zero", async () => {
    await control("/__mock/faults", { answer: "break_contract", endpoints: ["GET /api/anonymous-org-by-location/{location}"] });
    const check = await checkContracts({ upstream: mock.url, organisations: ["carpathia-ro"] });
    expect(check.broken).toBe(2);
    const broken = check.calls.filter((call) => call.problems.length > 0);
    expect(broken.map((call) => call.url)).toEqual(["/api/anonymous-org-by-location/101", "/api/anonymous-org-by-location/102"]);
    expect(broken[0]!.problems.join("\n")).toMatch(/expected object/);
    const cli = await runCli(["--upstream", mock.url, "--org", "carpathia-ro"]);
    expect(cli.status).toBe(1);
    expect(cli.stdout).toContain("✗ GET /api/anonymous-org-by-location/{location}  /api/anonymous-org-by-location/101");
    expect(cli.stdout).toContain("2 of 5 answers break the contract");
  });

  it("reports a field the contract relies on by its path", async () => {
    // A PMS that names a location with a number: the mock's world edited the way a real PMS might differ.
    const location = mock.world.locations.find((candidate) => candidate.id === 201)!;
    (location as { name: unknown }).name = 42;
    const check = await checkContracts({ upstream: mock.url, organisations: ["seaside"] });
    expect(check.calls.flatMap((call) => call.problems).join("\n")).toMatch(/locations\.0\.name: .*expected string/);
  });

  it("refuses to run without an upstream and an organisation", () => {
    const cli = spawnSync(process.execPath, ["--import", "tsx", "scripts/contracts-check.ts"], {
      env: { ...process.env, UPSTREAM_URL: "", DEFAULT_ORG: "" },
      encoding: "utf8",
    });
    expect(cli.status).toBe(2);
    expect(cli.stderr).toContain("usage: npm run contracts:check");
  });
});
