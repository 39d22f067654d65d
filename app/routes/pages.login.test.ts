import { describe, expect, it } from "vitest";
import { loader, signInAddress } from "./pages.login";

const answer = (path: string) => loader({ request: new Request(`http://carpathia-ro.localhost${path}`), params: {}, context: {} }) as Response;

describe("/pages/login", () => {
  it("answers 301 to /login", () => {
    const response = answer("/pages/login");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/login");
  });

  it("keeps the organisation and the language, and nothing else", () => {
    expect(answer("/pages/login?o=seaside&lang=it&redirectTo=https://evil.example&x=1").headers.get("Location")).toBe("/login?o=seaside&lang=it");
    expect(signInAddress(new URL("http://localhost/pages/login?lang=ro"))).toBe("/login?lang=ro");
  });

  it("encodes what it keeps and stays on this site", () => {
    const location = signInAddress(new URL("http://localhost/pages/login?o=%2F%2Fevil.example%26lang%3Dx&lang="));
    expect(location).toBe("/login?o=%2F%2Fevil.example%26lang%3Dx");
    expect(location.startsWith("/login")).toBe(true);
  });
});
