// The guests of a stay: POST /api/reservations/:id/guests (docs/product.md §7.5, §12.5).
import { z } from "zod";
import { insertGuestSchema } from "./guests";

const guestIdSchema = (message: string) => z.string({ error: message }).pipe(z.uuid(message));
const { firstName, lastName, birthDate } = insertGuestSchema.shape;

/**
 * A companion: a guest of the register (`guestId`), or a new one made from a name and a birth date (no phone
 * needed); either with the minor's responsible adult, `guardianGuestId`, one of the stay's adult guests.
 */
export const addStayGuestSchema = z
  .object({
    guestId: guestIdSchema("Hóspede inválido").optional(),
    firstName: firstName.optional(),
    lastName: lastName.optional(),
    birthDate,
    guardianGuestId: z.preprocess(
      (value) => (value === "" ? null : value),
      guestIdSchema("Responsável inválido").nullable().optional(),
    ),
  })
  .strict()
  .superRefine((v, ctx) => {
    const typed = v.firstName !== undefined || v.lastName !== undefined || v.birthDate != null;
    if (v.guestId !== undefined) {
      if (typed) {
        ctx.addIssue({
          code: "custom",
          message: "Escolha um hóspede cadastrado ou informe os dados de um novo, não os dois",
          path: ["guestId"],
        });
      }
      return;
    }
    if (v.firstName === undefined) ctx.addIssue({ code: "custom", message: "Nome é obrigatório", path: ["firstName"] });
    if (v.lastName === undefined) {
      ctx.addIssue({ code: "custom", message: "Sobrenome é obrigatório", path: ["lastName"] });
    }
    if (v.birthDate == null) {
      ctx.addIssue({ code: "custom", message: "Data de nascimento é obrigatória", path: ["birthDate"] });
    }
  });
export type AddStayGuest = z.output<typeof addStayGuestSchema>;
export type AddStayGuestInput = z.input<typeof addStayGuestSchema>;
