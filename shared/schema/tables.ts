// Every table of Hospeda, one module per domain: what drizzle-kit generates migrations from (drizzle.config.ts)
// and what the server's Drizzle handle is typed with (server/db/index.ts). Server code imports a table from its
// domain module; the browser never loads these (it takes validators from shared/validators, types from shared/api).
export * from "./users";
export * from "./rooms";
export * from "./guests";
export * from "./reservations";
export * from "./reservation-segments";
export * from "./reservation-guests";
export * from "./stays";
export * from "./payments";
export * from "./products";
export * from "./finance";
export * from "./money-summaries";
export * from "./nights-sold";
export * from "./first-reservations";
export * from "./uploads";
export * from "./settings";
export * from "./credits";
export * from "./rates";
export * from "./booking-page";
export * from "./room-types";
export * from "./channels";
export * from "./lgpd";
export * from "./fnrh";
export * from "./pix-psp";
