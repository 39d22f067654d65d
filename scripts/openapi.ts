/** `npm run contracts:openapi [file]`: writes the contract's OpenAPI document (docs/openapi.json by default). */
import { writeFileSync } from "node:fs";
import { openApiDocument } from "../contracts/openapi";

const file = process.argv[2] ?? "docs/openapi.json";
writeFileSync(file, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`OpenAPI document written to ${file}`);
