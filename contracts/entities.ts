/**
 * The upstream PMS entities (docs/spec.md §3), as the BFF reads them: the index of
 * `contracts/entities/`, one module per part of the hotel, so every importer keeps importing from
 * here. `values.ts` says why every object is a `looseObject`.
 */
export * from "./entities/values";
export * from "./entities/rooms";
export * from "./entities/site";
export * from "./entities/payments";
export * from "./entities/organisation";
export * from "./entities/search";
export * from "./entities/reservation";
export * from "./entities/guests";
export * from "./entities/refusals";
export * from "./entities/staff";
