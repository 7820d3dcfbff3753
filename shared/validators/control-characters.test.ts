// Control characters and bidirectional overrides in every free-text field the API stores (docs/decisions/0022):
// refused with one Portuguese message; tab and line breaks kept only in the fields a textarea fills.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CONTROL_CHARACTERS } from "./fields";
import { insertGuestSchema, inlineGuestSchema } from "./guests";
import { insertRoomSchema } from "./rooms";
import { insertReservationSchema } from "./reservations";
import {
  insertContaBancariaSchema,
  insertLancamentoSchema,
  insertTagFinanceiraSchema,
  reverseLancamentoSchema,
} from "./finance";
import { insertPaymentSchema, refundPaymentSchema } from "./payments";
import { insertProductSchema, productFormSchema, stockEntryFormSchema, stockEntrySchema } from "./products";
import { closeCashDaySchema } from "./reports";
import { pousadaSchema } from "./settings";
import { checkInSchema, checkOutSchema } from "./stays";
import { acceptInvitationSchema, ownerSetupSchema, profileSchema } from "./users";

type Field = [schema: string, validator: z.ZodType, field: string, kind: "line" | "text" | "tag"];

const FIELDS: Field[] = [
  ["room", insertRoomSchema, "number", "line"],
  ["room", insertRoomSchema, "description", "text"],
  ["guest", insertGuestSchema, "firstName", "line"],
  ["guest", insertGuestSchema, "lastName", "line"],
  ["guest", insertGuestSchema, "address", "line"],
  ["guest", insertGuestSchema, "tags", "tag"],
  ["guest", insertGuestSchema, "notes", "text"],
  ["inline guest", inlineGuestSchema, "firstName", "line"],
  ["inline guest", inlineGuestSchema, "lastName", "line"],
  ["reservation", insertReservationSchema, "notes", "text"],
  ["check-in", checkInSchema, "notes", "text"],
  ["check-out", checkOutSchema, "notes", "text"],
  ["account", insertContaBancariaSchema, "nome", "line"],
  ["account", insertContaBancariaSchema, "banco", "line"],
  ["account", insertContaBancariaSchema, "agencia", "line"],
  ["account", insertContaBancariaSchema, "conta", "line"],
  ["account", insertContaBancariaSchema, "pixChave", "line"],
  ["account", insertContaBancariaSchema, "observacoes", "text"],
  ["lançamento", insertLancamentoSchema, "categoria", "line"],
  ["lançamento", insertLancamentoSchema, "descricao", "text"],
  ["lançamento", insertLancamentoSchema, "numeroDocumento", "line"],
  ["lançamento", insertLancamentoSchema, "observacoes", "text"],
  ["estorno", reverseLancamentoSchema, "motivo", "text"],
  ["tag", insertTagFinanceiraSchema, "nome", "line"],
  ["tag", insertTagFinanceiraSchema, "descricao", "text"],
  ["payment", insertPaymentSchema, "description", "text"],
  ["refund", refundPaymentSchema, "reason", "text"],
  ["product", insertProductSchema, "name", "line"],
  ["product", insertProductSchema, "description", "text"],
  ["product", insertProductSchema, "unit", "line"],
  ["product", insertProductSchema, "tags", "tag"],
  ["product form", productFormSchema, "name", "line"],
  ["product form", productFormSchema, "unit", "line"],
  ["product form", productFormSchema, "description", "text"],
  ["stock entry", stockEntrySchema, "description", "text"],
  ["stock entry form", stockEntryFormSchema, "description", "text"],
  ["cash closing", closeCashDaySchema, "observacoes", "text"],
  ["pousada", pousadaSchema, "nomeFantasia", "line"],
  ["pousada", pousadaSchema, "razaoSocial", "line"],
  ["pousada", pousadaSchema, "endereco", "line"],
  ["pousada", pousadaSchema, "cidade", "line"],
  ["owner set-up", ownerSetupSchema, "firstName", "line"],
  ["owner set-up", ownerSetupSchema, "lastName", "line"],
  ["profile", profileSchema, "firstName", "line"],
  ["profile", profileSchema, "lastName", "line"],
  ["invitation", acceptInvitationSchema, "firstName", "line"],
  ["invitation", acceptInvitationSchema, "lastName", "line"],
];

/** The messages `validator` gives at `field` (a tag's at tags.0) when the field holds `text`. */
function messagesAt(validator: z.ZodType, field: string, kind: Field[3], text: string) {
  const result = validator.safeParse({ [field]: kind === "tag" ? [text] : text });
  const path = kind === "tag" ? `${field}.0` : field;
  return result.success ? [] : result.error.issues.filter((i) => i.path.join(".") === path).map((i) => i.message);
}

// Between letters: leading and trailing whitespace is trimmed before the check.
const REFUSED_EVERYWHERE = {
  "NUL U+0000": "Ana\u0000Lima",
  "BEL U+0007": "Ana\u0007Lima",
  "backspace U+0008": "Ana\u0008Lima",
  "vertical tab U+000B": "Ana\u000bLima",
  "form feed U+000C": "Ana\u000cLima",
  "ESC U+001B": "Ana\u001b[31mLima",
  "unit separator U+001F": "Ana\u001fLima",
  "DEL U+007F": "Ana\u007fLima",
  "C1 U+0080": "Ana\u0080Lima",
  "NEL U+0085": "Ana\u0085Lima",
  "CSI U+009B": "Ana\u009bLima",
  "LRE U+202A": "Ana\u202aLima",
  "RLE U+202B": "Ana\u202bLima",
  "PDF U+202C": "Ana\u202cLima",
  "LRO U+202D": "Ana\u202dLima",
  "RLO U+202E": "Ana\u202eamiL",
  "LRI U+2066": "Ana\u2066Lima",
  "RLI U+2067": "Ana\u2067Lima",
  "FSI U+2068": "Ana\u2068Lima",
  "PDI U+2069": "Ana\u2069Lima",
};
const LINE_BREAKS = { "tab U+0009": "Ana\tLima", "line feed U+000A": "Ana\nLima", "CR LF": "Ana\r\nLima" };

const cases = FIELDS.map(([schema, validator, field, kind]) => ({ schema, validator, field, kind }));

describe.each(cases)("$schema: $field", ({ validator, field, kind }) => {
  it.each(Object.entries(REFUSED_EVERYWHERE))("refuses %s with the Portuguese message", (_name, text) => {
    expect(messagesAt(validator, field, kind, text)).toContain(CONTROL_CHARACTERS);
  });

  it.each(Object.entries(LINE_BREAKS))(
    kind === "text" ? "keeps %s (a textarea's text)" : "refuses %s (one line)",
    (_name, text) => {
      const messages = messagesAt(validator, field, kind, text);
      if (kind === "text") expect(messages).toEqual([]);
      else expect(messages).toContain(CONTROL_CHARACTERS);
    },
  );

  it("takes accents, emoji and the no-break space", () => {
    expect(messagesAt(validator, field, kind, "Ação\u00a0São João 😀")).not.toContain(CONTROL_CHARACTERS);
  });
});
