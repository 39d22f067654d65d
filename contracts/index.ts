export * from "./entities";
export * from "./endpoint";
export * from "./api";
export * from "./paypal";
