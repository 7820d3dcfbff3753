// What the API answers, as types only: the client's hooks return these and the browser tests' mocks `satisfies`
// them. Nothing here exists at run time (row types come from shared/schema with `import type`), so the browser
// loads none of drizzle-orm for them.
export type * from "./users";
export type * from "./rooms";
export type * from "./guests";
export type * from "./reservations";
export type * from "./stays";
export type * from "./dashboard";
export type * from "./lists";
export type * from "./finance";
export type * from "./payments";
export type * from "./settings";
export type * from "./products";
export type * from "./stay-guests";
export type * from "./credits";
export type * from "./rates";
export type * from "./cancellation-proposal";
export type * from "./fnrh";
export type * from "./lgpd";
