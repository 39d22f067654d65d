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
