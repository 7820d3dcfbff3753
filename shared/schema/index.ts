// `@shared/schema` as it was before the schema was split, for the transition: the tables, and (re-exported from
// their new homes) the validators and the API's types. New code imports from where things live: tables from
// shared/schema/<domain>.ts, validators from shared/validators, API shapes from shared/api. The browser must not
// import this module for validators: it would load every table definition and drizzle-orm with them.
export * from "./tables";
export * from "../validators";
export type * from "../api";
