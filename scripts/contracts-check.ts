/**
 * `npm run contracts:check -- --upstream URL [--org SLUG]…`: the contract check of contracts/check.ts
 * against a PMS. The organisations default to DEFAULT_ORG. Exit code 1 when any answer breaks the
 * contract (or none could be asked), 2 on a usage error.
 */
import { parseArgs } from "node:util";
import { checkContracts, formatContractCheck } from "../contracts/check";

const { values } = parseArgs({ options: { upstream: { type: "string" }, org: { type: "string", multiple: true } }, allowPositionals: false });
const upstream = values.upstream ?? process.env.UPSTREAM_URL;
const organisations = values.org ?? (process.env.DEFAULT_ORG ? [process.env.DEFAULT_ORG] : []);
if (!upstream || !/^https?:\/\//.test(upstream) || organisations.length === 0) {
  console.error(
    "usage: npm run contracts:check -- --upstream https://pms.example.com --org SLUG [--org SLUG …]\n(the organisations default to DEFAULT_ORG, the upstream to UPSTREAM_URL)",
  );
  process.exit(2);
}
const check = await checkContracts({ upstream, organisations });
console.log(formatContractCheck(check, upstream));
process.exit(check.broken > 0 || check.calls.length === 0 ? 1 : 0);
