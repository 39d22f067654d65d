import { describe, expect, it } from "vitest";
import { api } from "./api";
import { openApiDocument } from "./openapi";

type Operation = {
  operationId: string;
  parameters: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: unknown;
  responses: Record<string, { description: string }>;
};

describe("the contract as OpenAPI", () => {
  const document = openApiDocument() as { openapi: string; paths: Record<string, Record<string, Operation>> };
  const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));

  it("has one operation per endpoint of the table, at its path and method", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(Object.keys(api).sort());
    for (const [name, endpoint] of Object.entries(api)) {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId, name).toBe(name);
    }
  });

  it("names every path parameter, the body where there is one, and the session token's rule", () => {
    for (const [name, endpoint] of Object.entries(api)) {
      const operation = document.paths[endpoint.path]![endpoint.method.toLowerCase()]!;
      for (const placeholder of endpoint.path.match(/\{(\w+)\}/g) ?? []) {
        expect(
          operation.parameters.some((parameter) => parameter.in === "path" && `{${parameter.name}}` === placeholder),
          `${name} ${placeholder}`,
        ).toBe(true);
      }
      expect(Boolean(operation.requestBody), name).toBe("body" in endpoint && endpoint.body !== undefined);
      expect(operation.parameters.find((parameter) => parameter.name === "session_token")?.required, name).toBe(endpoint.session === "required");
    }
  });

  it("lists each refusal with its status and code", () => {
    for (const [name, endpoint] of Object.entries(api)) {
      const operation = document.paths[endpoint.path]![endpoint.method.toLowerCase()]!;
      for (const [code, refusal] of Object.entries((endpoint as { refusals?: Record<string, { status: number }> }).refusals ?? {})) {
        expect(operation.responses[String(refusal.status)]?.description, `${name} ${code}`).toContain(`\`${code}\``);
      }
    }
  });

  it("is plain JSON", () => {
    expect(JSON.parse(JSON.stringify(openApiDocument()))).toEqual(openApiDocument());
  });
});
