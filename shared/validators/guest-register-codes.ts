// The register's codes checked against their lists, offline: the countries of i18n-iso-countries and the IBGE
// municipality table of @brazilian-utils/brazilian-utils (about 150 KB). Apart from guest-register.ts so that the
// browser's guest form does not carry the tables: the server checks every POST/PUT /api/guests with them, and the
// form only ever holds a code its pickers offered.
import { getMunicipalityByCode } from "@brazilian-utils/brazilian-utils/get-municipality-by-code";
import countries from "i18n-iso-countries";
import type { z } from "zod";
import { companionGuestSchema, insertGuestSchema } from "./guests";
import { REGISTER_CODE_MESSAGES } from "./guest-register";

interface RegisterCodes {
  nationality?: string | null;
  residenceCountry?: string | null;
  cityIbgeCode?: string | null;
}

/** A country that is not an ISO 3166-1 code, a city outside the IBGE table (its UF is checked by its code's digits). */
function checkRegisterCodes(v: RegisterCodes, ctx: z.core.$RefinementCtx) {
  const issue = (path: keyof RegisterCodes, message: string) => ctx.addIssue({ code: "custom", message, path: [path] });
  for (const key of ["nationality", "residenceCountry"] as const) {
    const code = v[key];
    if (code && !countries.isValid(code)) issue(key, REGISTER_CODE_MESSAGES[key]);
  }
  if (v.cityIbgeCode) {
    if (!getMunicipalityByCode(v.cityIbgeCode)) issue("cityIbgeCode", REGISTER_CODE_MESSAGES.cityIbgeCode);
  }
}

/** POST and PUT /api/guests: the guest form's schema and the code lists. */
export const guestWithCodesSchema = insertGuestSchema.superRefine(checkRegisterCodes);

/** PUT /api/guests/:id: the same, the phone optional (required again by the update for a guest who has one). */
export const companionWithCodesSchema = companionGuestSchema.superRefine(checkRegisterCodes);
