/**
 * One host per request against the running server (issue 48, docs/decisions/050): the request
 * lines written byte for byte, as an attacker sends them. The e2e server trusts loopback as its
 * proxy (TRUST_PROXY=loopback, playwright.config.ts), so X-Forwarded-Host is the host here.
 */
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { E2E_PORT, resetMock } from "./support/env";

/** A request written byte for byte on a socket: the answer's status, head and body. */
function rawRequest(text: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E_PORT, "127.0.0.1", () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => {
      const [head = "", ...body] = Buffer.concat(chunks).toString("utf8").split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: body.join("\r\n\r\n") });
    });
    socket.on("error", reject);
  });
}

const get = (path: string, ...lines: string[]) => rawRequest(`GET ${path} HTTP/1.1\r\n${lines.map((line) => `${line}\r\n`).join("")}Connection: close\r\n\r\n`);
const SEASIDE = `seaside.localhost:${E2E_PORT}`;
const CARPATHIA = `carpathia-ro.localhost:${E2E_PORT}`;

test.beforeEach(async () => {
  await resetMock();
});

test.describe("one host per request", () => {
  test("issue 48's `Host: seaside.localhost:x@localhost:PORT` is a 400, and Seaside's home stays Seaside's", async () => {
    const forged = await get("/", `Host: seaside.localhost:x@localhost:${E2E_PORT}`);
    expect(forged.status).toBe(400);
    expect(forged.body).not.toContain("<html");
    const home = await get("/", `Host: ${SEASIDE}`);
    expect(home.status).toBe(200);
    expect(home.body).toContain("Seaside Inn");
    expect(home.body).not.toContain("Hotel Carpathia");
  });

  test("a Host that is not hostname[:port] is a 400 before anything else", async () => {
    for (const host of [
      `x@localhost:${E2E_PORT}`,
      `localhost:${E2E_PORT}/rooms`,
      `local host:${E2E_PORT}`,
      "localhost:",
      "localhost:x",
      `${SEASIDE}, ${CARPATHIA}`,
    ]) {
      const answer = await get("/rooms?o=carpathia-ro", `Host: ${host}`);
      expect(answer.status, host).toBe(400);
      expect(answer.head, host).not.toMatch(/\r\ncache-control: public/i);
    }
  });

  test("before anything else: a static file is refused under such a Host too", async () => {
    expect((await get("/favicon.svg", `Host: localhost:${E2E_PORT}`)).status).toBe(200);
    expect((await get("/favicon.svg", `Host: seaside.localhost:x@localhost:${E2E_PORT}`)).status).toBe(400);
  });

  test("from the trusted proxy, X-Forwarded-Host is the host for everything; a list of them is a 400", async () => {
    const forwarded = await get("/", `Host: ${CARPATHIA}`, `X-Forwarded-Host: ${SEASIDE}`);
    expect(forwarded.status).toBe(200);
    expect(forwarded.body).toContain("Seaside Inn");
    expect(forwarded.body).not.toContain("Hotel Carpathia");
    // What was kept is under Seaside's address: Carpathia's home is still Carpathia's, Seaside's Seaside's.
    expect((await get("/", `Host: ${CARPATHIA}`)).body).toContain("Hotel Carpathia");
    expect((await get("/", `Host: ${SEASIDE}`)).body).not.toContain("Hotel Carpathia");
    expect((await get("/", `Host: ${CARPATHIA}`, `X-Forwarded-Host: ${SEASIDE}, ${CARPATHIA}`)).status).toBe(400);
    expect((await get("/", `Host: ${CARPATHIA}`, `X-Forwarded-Host: ${SEASIDE}`, `X-Forwarded-Host: ${CARPATHIA}`)).status).toBe(400);
  });
});
