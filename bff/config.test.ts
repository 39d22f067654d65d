import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

describe("parseConfig", () => {
  it("gives the demo defaults with no environment at all", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 3000, BASE_DOMAIN: "localhost", embeddedMock: true, DEFAULT_ORG: "carpathia-ro", secureCookies: false });
    expect(config.sessionSecrets[0]?.length).toBeGreaterThan(16);
  });

  it("points at a real PMS with one variable, without a demo default organisation", () => {
    const config = parseConfig({
      UPSTREAM_URL: "https://pms.example.com",
      SESSION_SECRET: "s".repeat(32),
      NODE_ENV: "production",
      BASE_DOMAIN: "book.example.com",
    });
    expect(config).toMatchObject({ embeddedMock: false, DEFAULT_ORG: undefined, secureCookies: true });
  });

  it("names the card provider's origins the pages may post to (CARD_PAYMENT_ORIGINS; unset: mobilPay's)", () => {
    expect(parseConfig({}).cardPaymentOrigins).toEqual(["https://secure.mobilpay.ro", "https://sandboxsecure.mobilpay.ro"]);
    expect(parseConfig({ CARD_PAYMENT_ORIGINS: "https://pay.example.com/card, http://127.0.0.1:4010" }).cardPaymentOrigins).toEqual([
      "https://pay.example.com",
      "http://127.0.0.1:4010",
    ]);
    for (const wrong of ["*", "'unsafe-inline'", "javascript:alert(1)", "https://pay.example.com; script-src *", "pay.example.com"])
      expect(() => parseConfig({ CARD_PAYMENT_ORIGINS: wrong }), wrong).toThrow(/CARD_PAYMENT_ORIGINS/);
  });

  it("takes the password-reset page guests are sent to (PASSWORD_RESET_URL) as an http(s) URL only; unset: none", () => {
    expect(parseConfig({ PASSWORD_RESET_URL: "https://account.pms.example.com/reset" }).PASSWORD_RESET_URL).toBe("https://account.pms.example.com/reset");
    expect(parseConfig({}).PASSWORD_RESET_URL).toBeUndefined();
    expect(parseConfig({ PASSWORD_RESET_URL: "" }).PASSWORD_RESET_URL).toBeUndefined();
    for (const wrong of ["javascript:alert(1)", "ftp://pms.example.com/reset", "/reset", "reset"])
      expect(() => parseConfig({ PASSWORD_RESET_URL: wrong }), wrong).toThrow(/PASSWORD_RESET_URL: must be/);
  });

  it("warms the server up after its start unless WARM_UP is off; any other word stops the start", () => {
    expect(parseConfig({}).WARM_UP).toBe("on");
    expect(parseConfig({ WARM_UP: "" }).WARM_UP).toBe("on");
    expect(parseConfig({ WARM_UP: "off" }).WARM_UP).toBe("off");
    for (const wrong of ["false", "0", "OFF"]) expect(() => parseConfig({ WARM_UP: wrong }), wrong).toThrow(/WARM_UP/);
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ UPSTREAM_URL: "", DEFAULT_ORG: "" })).toMatchObject({ embeddedMock: true });
  });

  it("serves metrics only on a port of their own, and exports spans only to an http(s) collector", () => {
    expect(parseConfig({ METRICS_PORT: "9464", OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toMatchObject({
      METRICS_PORT: 9464,
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
      OTEL_SERVICE_NAME: "booking-bff",
    });
    const unset = parseConfig({});
    expect([unset.METRICS_PORT, unset.OTEL_EXPORTER_OTLP_ENDPOINT]).toEqual([undefined, undefined]);
    expect(() => parseConfig({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => parseConfig({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => parseConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "grpc://collector:4317" })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it("fails with one readable line per problem", () => {
    const attempt = () => parseConfig({ PORT: "eighty", UPSTREAM_URL: "ftp://x", LOG_LEVEL: "loud" });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).toMatch(/^ {2}UPSTREAM_URL: must be an http\(s\) URL/m);
    expect(message).toMatch(/^ {2}LOG_LEVEL: /m);
  });

  it("requires a session secret in production against a real PMS", () => {
    expect(() => parseConfig({ NODE_ENV: "production", UPSTREAM_URL: "https://pms.example.com" })).toThrow(/SESSION_SECRET: is required/);
    expect(() => parseConfig({ NODE_ENV: "production" })).not.toThrow();
  });

  it("reads ORGANISATION_DOMAINS into host → slug, and names each bad entry", () => {
    expect([...parseConfig({ ORGANISATION_DOMAINS: "book.carpathia.example=carpathia-ro" }).organisationDomains]).toEqual([
      ["book.carpathia.example", "carpathia-ro"],
    ]);
    expect(parseConfig({}).organisationDomains.size).toBe(0);
    expect(() => parseConfig({ ORGANISATION_DOMAINS: "book.example,localhost=x" })).toThrow(
      /ORGANISATION_DOMAINS: "book.example" must be domain=organisation-slug[\s\S]*ORGANISATION_DOMAINS: "localhost=x"/,
    );
  });
});
