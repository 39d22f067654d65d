import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger";
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

  it("redacts secrets in logged URLs", () => {
    expect(redactUrl("http://pms/api/x?a=1&session_token=abc&email=a%40b.c")).toBe("http://pms/api/x?a=1&session_token=[redacted]&email=[redacted]");
  });
});
