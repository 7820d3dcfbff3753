// Configurações > FNRH and the check-in's FNRH panel (docs/product.md §19): the settings (the key write-only),
// the stay's trip and a minor's responsible adult and authorisation.
import { z } from "zod";
import {
  FNRH_CHECKIN_MODES,
  FNRH_DOCUMENT_TYPES,
  FNRH_ENVIRONMENTS,
  FNRH_TRANSPORTS,
  FNRH_TRAVEL_REASONS,
  MINOR_AUTHORISATIONS,
} from "../fnrh";
import { isValidCpf, onlyDigits } from "../identity";
import { emptyToNull, singleLine } from "./fields";
import { checkRegisterFields, guestSensitiveFields } from "./guest-register";

/** PUT /api/settings/fnrh (owner). Without `chave` the saved key stays; the key is never answered. */
export const fnrhSettingsSchema = z
  .object({
    ambiente: z.enum(FNRH_ENVIRONMENTS, { error: "Ambiente inválido: use homologação ou produção" }),
    usuario: singleLine(
      z.string({ error: "Usuário da API é obrigatório" }).trim().min(1, "Usuário da API é obrigatório").max(100),
    ),
    chave: z.preprocess(
      emptyToNull,
      singleLine(z.string().trim().min(8, "Chave da API inválida").max(500, "Chave da API inválida"))
        .nullable()
        .optional(),
    ),
    cpfOperador: z
      .string({ error: "CPF do operador é obrigatório" })
      .trim()
      .refine(isValidCpf, "CPF do operador inválido")
      .transform(onlyDigits),
    modoCheckin: z.enum(FNRH_CHECKIN_MODES, { error: "Modo do check-in inválido: use bloquear ou avisar" }),
  })
  .strict();

/** What is stored under settings 'fnrh' (the key lives in fnrh_credentials). */
export type FnrhSettingsSaved = Omit<z.output<typeof fnrhSettingsSchema>, "chave">;

/** PUT /api/checkinout/ficha/:reservationId/viagem: the stay's travel reason and transport. */
export const fnrhTripSchema = z
  .object({
    travelReason: z.enum(FNRH_TRAVEL_REASONS, { error: "Escolha o motivo da viagem" }),
    transport: z.enum(FNRH_TRANSPORTS, { error: "Escolha o meio de transporte" }),
  })
  .strict();

/** PUT /api/checkinout/ficha/:reservationId/menores/:guestId: the responsible adult and what was shown. */
export const minorAuthorisationSchema = z
  .object({
    guardianGuestId: z.preprocess(emptyToNull, z.uuid("Responsável inválido").nullable().optional()),
    guardianDocumentType: z.preprocess(
      emptyToNull,
      z.enum(FNRH_DOCUMENT_TYPES, { error: "Tipo de documento inválido" }).nullable().optional(),
    ),
    guardianDocumentNumber: z.preprocess(
      (v) => (typeof v === "string" ? emptyToNull(v.replace(/[.\-\s]/g, "").toUpperCase()) : v),
      z.string().max(20, "Documento muito longo").nullable().optional(),
    ),
    authorisation: z.enum(MINOR_AUTHORISATIONS, {
      error: "Informe se um dos pais está presente ou se foi apresentada autorização por escrito",
    }),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.guardianGuestId && !v.guardianDocumentNumber) {
      ctx.addIssue({
        code: "custom",
        message: "Informe o responsável: um hóspede adulto da estadia ou o documento do responsável",
        path: ["guardianGuestId"],
      });
    }
    if (v.guardianDocumentNumber && !v.guardianDocumentType) {
      ctx.addIssue({
        code: "custom",
        message: "Informe o tipo do documento do responsável",
        path: ["guardianDocumentType"],
      });
    }
    if (v.guardianDocumentType === "CPF" && v.guardianDocumentNumber && !isValidCpf(v.guardianDocumentNumber)) {
      ctx.addIssue({ code: "custom", message: "CPF do responsável inválido", path: ["guardianDocumentNumber"] });
    }
  });
export type MinorAuthorisationInput = z.output<typeof minorAuthorisationSchema>;

/** PUT /api/checkinout/ficha/:reservationId/sensiveis/:guestId: race and disability, asked only for the register. */
export const fichaSensitiveSchema = z.object(guestSensitiveFields).strict().superRefine(checkRegisterFields);

/** An official guest's id (the register's `hospede_id`) in a path. */
export const fnrhHospedeIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "Ficha inválida");
