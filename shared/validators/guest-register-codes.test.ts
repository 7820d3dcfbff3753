// The guest's register codes: the form's schema (what the browser loads) checks their form and the city's UF by the
// code's first digits; the API's adds the lists themselves (the ISO countries, the IBGE table).
import { describe, expect, it } from "vitest";
import { guestWithCodesSchema } from "./guest-register-codes";
import { insertGuestSchema } from "./guests";

const GUEST = { firstName: "Ana", lastName: "Souza", phone: "(48) 98888-0000" };

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("the register's codes", () => {
  it("takes a well-formed code in the form and refuses it at the API when no list has it", () => {
    const unknown = { ...GUEST, nationality: "XX", residenceCountry: "QQ", cityIbgeCode: "1234567" };
    expect(insertGuestSchema.safeParse(unknown).success).toBe(true);
    expect(messages(guestWithCodesSchema.safeParse(unknown))).toEqual([
      "nationality: Nacionalidade inválida: escolha um país da lista",
      "residenceCountry: País de residência inválido: escolha um país da lista",
      "cityIbgeCode: Cidade inválida: escolha da lista",
    ]);
  });

  it("accepts Florianópolis in SC and refuses it in SP, in the form already", () => {
    const florianopolis = { ...GUEST, nationality: "br", cityIbgeCode: "4205407" };
    expect(guestWithCodesSchema.parse({ ...florianopolis, state: "sc" })).toMatchObject({
      nationality: "BR",
      cityIbgeCode: "4205407",
      state: "SC",
    });
    expect(messages(insertGuestSchema.safeParse({ ...florianopolis, state: "SP" }))).toEqual([
      "cityIbgeCode: A cidade não fica em SP",
    ]);
  });

  it("refuses a UF that is not one of the 27 and a code of the wrong form", () => {
    expect(messages(insertGuestSchema.safeParse({ ...GUEST, state: "XX" }))).toEqual(["state: UF inválida"]);
    expect(messages(insertGuestSchema.safeParse({ ...GUEST, nationality: "BRA", cityIbgeCode: "42054" }))).toEqual([
      "nationality: Nacionalidade inválida: escolha um país da lista",
      "cityIbgeCode: Cidade inválida: escolha da lista",
    ]);
  });
});
