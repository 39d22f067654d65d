import { describe, expect, it } from "vitest";
import { Writable } from "node:stream";
import { createLogger, lazyChild, redactUrl } from "./logger";
import { createTestLogger } from "./testing";

describe("logger redaction", () => {
  it("never writes tokens, passwords, e-mails, phones or cookies", () => {
    const { logger, lines } = createTestLogger();
    logger.info(
      {
        session_token: "tok-123",
        body: { email: "ana@example.com", password: "pw", phone: "+40 700 000 000", first_name: "Ana" },
        headers: { cookie: "__session=abc" },
      },
      "sign in",
    );
    const text = JSON.stringify(lines);
    for (const secret of ["tok-123", "ana@example.com", '"pw"', "+40 700", "__session=abc"]) expect(text).not.toContain(secret);
    expect(text).toContain("Ana");
  });

  // By construction, not by a list of names: a staff search's `query` is an e-mail or a phone, and
  // the next parameter someone adds may be personal too. Names stay, to tell the calls apart.
  it("redacts every value of a logged URL's query, keeping the names", () => {
    expect(redactUrl("http://pms/api/x?a=1&session_token=abc&email=a%40b.c")).toBe("http://pms/api/x?a=[redacted]&session_token=[redacted]&email=[redacted]");
    expect(redactUrl("http://pms/api/org_guests?query=ana.popescu%40example.com&page=2")).toBe("http://pms/api/org_guests?query=[redacted]&page=[redacted]");
    expect(redactUrl("/api/org_guests?query=%2B40%20744%20333%20444")).toBe("/api/org_guests?query=[redacted]");
    // A parameter without `=` is all name; an empty value stays empty; a fragment goes.
    expect(redactUrl("/api/x?flag&empty=&q=ana#ana")).toBe("/api/x?flag&empty=&q=[redacted]");
    expect(redactUrl("http://pms/api/reservations/100001")).toBe("http://pms/api/reservations/100001");
  });
});

describe("lazyChild: a child logger made when it first writes", () => {
  const loggerAt = (level: string) => {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    return { logger: createLogger({ level, destination }), lines };
  };
  const flushed = () => new Promise((resolve) => setImmediate(resolve));

  it("writes what pino's own child writes: its bindings, the line's fields, redaction, and its children's bindings", async () => {
    const { logger, lines } = loggerAt("debug");
    const eager = logger.child({ requestId: "r-1", method: "GET", path: "/rooms" });
    const lazy = lazyChild(logger, { requestId: "r-1", method: "GET", path: "/rooms" });
    for (const log of [eager, lazy]) {
      log.info({ status: 200, body: { email: "ana@example.com" } }, "request");
      log.child({ upstream: "GET /api/x" }).debug({ ms: 3 }, "upstream ok");
      lazyChild(log, { upstream: "GET /api/y" }).warn({ code: "ECONNRESET" }, "upstream failed");
    }
    await flushed();
    const withoutTime = lines.map(({ time: _time, ...line }) => line);
    expect(withoutTime).toHaveLength(6);
    expect(withoutTime.slice(3)).toEqual(withoutTime.slice(0, 3));
    expect(withoutTime[0]).toMatchObject({ requestId: "r-1", method: "GET", path: "/rooms", status: 200, body: { email: "[redacted]" }, msg: "request" });
    expect(withoutTime[2]).toMatchObject({ requestId: "r-1", upstream: "GET /api/y", code: "ECONNRESET" });
    expect(Object.keys(withoutTime[1]!)).toEqual(Object.keys(lines[1]!).filter((key) => key !== "time"));
  });

  it("makes no child, and writes nothing, for lines its level does not let through", async () => {
    const { logger, lines } = loggerAt("warn");
    let made = 0;
    const counting = new Proxy(logger, {
      get: (target, property) =>
        property === "child" ? (...args: Parameters<typeof logger.child>) => (made++, target.child(...args)) : Reflect.get(target, property),
    });
    const lazy = lazyChild(counting, { requestId: "r-2" });
    lazy.info({ status: 200 }, "request");
    lazy.debug("upstream ok");
    lazyChild(lazy, { upstream: "GET /api/x" }).debug("upstream ok");
    expect(lazy.isLevelEnabled("info")).toBe(false);
    expect(made).toBe(0);
    lazy.warn({ code: "ETIMEDOUT" }, "upstream timeout");
    lazy.error("again");
    expect(made).toBe(1);
    await flushed();
    expect(lines.map((line) => [line.requestId, line.msg])).toEqual([
      ["r-2", "upstream timeout"],
      ["r-2", "again"],
    ]);
  });
});
