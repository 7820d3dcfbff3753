// Every validator, for the API and the forms alike: plain zod with the Portuguese messages (shared/zod-pt.ts), no
// drizzle-orm, so the browser can load them. shared/validators/tables.test.ts holds each insert validator to its
// table in shared/schema.
export * from "./users";
export * from "./rooms";
export * from "./guests";
export * from "./reservations";
export * from "./stays";
export * from "./dashboard";
export * from "./lists";
export * from "./finance";
export * from "./payments";
export * from "./settings";
export * from "./products";
export * from "./stay-guests";
export * from "./rates";
export * from "./booking-page";
