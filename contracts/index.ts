export * from "./entities";
export * from "./endpoint";
export * from "./api";
