/**
 * The PMS contract as an OpenAPI 3.1 document, for an integrator (docs/decisions/014): generated from the one
 * endpoint table (`api`), so it cannot drift from what the BFF calls and the mock serves. Request
 * parts are described as the PMS receives them, answers as the PMS must send them (zod's input
 * side: what the contract accepts), refusals with their status and code (decision 011).
 */
import { z } from "zod";
import { api } from "./api";
import { SESSION_TOKEN_PARAM, type Endpoint } from "./endpoint";
import { UpstreamErrorBody } from "./entities";

type JsonSchema = Record<string, unknown>;

const schemaOf = (type: z.ZodType): JsonSchema => {
  const { $schema: _, ...schema } = z.toJSONSchema(type, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return schema;
};

/** An object schema's properties as OpenAPI parameters of one place (path or query). */
function parametersOf(type: z.ZodType | undefined, place: "path" | "query"): JsonSchema[] {
  if (!type) return [];
  const schema = schemaOf(type);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: place, required: place === "path" || required.has(name), schema: property }));
}

function operationOf(name: string, endpoint: Endpoint): JsonSchema {
  const success = String(endpoint.successStatus ?? 200);
  const responses: Record<string, JsonSchema> = {
    [success]: { description: "Success", content: { "application/json": { schema: schemaOf(endpoint.response) } } },
  };
  for (const [code, refusal] of Object.entries(endpoint.refusals ?? {})) {
    const key = String(refusal.status);
    const known = (responses[key]?.description as string | undefined) ?? "";
    responses[key] = {
      description: `${known ? `${known}; ` : ""}\`${code}\`: ${refusal.when}`,
      content: { "application/json": { schema: { $ref: "#/components/schemas/UpstreamError" } } },
    };
  }
  return {
    operationId: name,
    summary: endpoint.summary,
    parameters: [
      ...parametersOf(endpoint.pathParams, "path"),
      ...parametersOf(endpoint.query, "query"),
      {
        name: SESSION_TOKEN_PARAM,
        in: "query",
        required: endpoint.session === "required",
        description: "The signed-in user's PMS session token (docs/spec.md §7)",
        schema: { type: "string" },
      },
    ],
    ...(endpoint.body ? { requestBody: { required: true, content: { "application/json": { schema: schemaOf(endpoint.body) } } } } : {}),
    responses,
  };
}

export function openApiDocument(endpoints: Record<string, Endpoint> = api): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method.toLowerCase()] = operationOf(name, endpoint);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Hotel PMS API, as the booking site's BFF uses it",
      version: "1",
      description:
        "Generated from contracts/api.ts (npm run contracts:openapi). Calls marked as extensions in docs/decisions are this project's additions to the spec's table.",
    },
    paths,
    components: { schemas: { UpstreamError: schemaOf(UpstreamErrorBody) } },
  };
}
