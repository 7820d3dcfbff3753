// The guest register's forms and routes (POST/PUT /api/guests) and the short guest form of the reservation dialog.
import { z } from "zod";
import { isValidCpf, MASKED_PHONE, normalizePhone, onlyDigits } from "../identity";
import { emptyToNull, optionalText, singleLine } from "./fields";
import { checkRegisterFields, guestRegisterFields, guestSensitiveFields } from "./guest-register";

/** A guest with a celular keeps one: the form's required field, and an edit that would empty it. */
export const PHONE_REQUIRED = "Celular é obrigatório";

/** Phone as the Guests form validates it (docs/product.md §9.1); stored as digits only. */
const guestPhoneSchema = z
  .string({ error: PHONE_REQUIRED })
  .trim()
  .min(1, PHONE_REQUIRED)
  .refine((v) => MASKED_PHONE.test(v) || /^\d+$/.test(v), "Formato inválido. Use: (11) 99999-9999")
  .refine((v) => {
    const digits = normalizePhone(v);
    return digits.length === 10 || (digits.length === 11 && digits[2] === "9");
  }, "Número de celular inválido")
  .transform(normalizePhone);

/** Optional CPF, with or without punctuation; stored as 11 digits. */
const cpfSchema = z.preprocess(
  emptyToNull,
  z.string().trim().refine(isValidCpf, "CPF inválido").transform(onlyDigits).nullable().optional(),
);

const optionalEmailSchema = z.preprocess(
  emptyToNull,
  z.email("Email inválido").max(254, "Email inválido").toLowerCase().nullable().optional(),
);

/** Tags: trimmed, blank and repeated ones dropped (case-insensitively). */
const tagsSchema = z
  .array(singleLine(z.string().trim().max(50, "Etiqueta deve ter no máximo 50 caracteres")), {
    error: "Etiquetas inválidas",
  })
  .max(50, "Máximo de 50 etiquetas")
  .transform((tags) =>
    tags.filter((tag, i) => tag && tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i),
  );

const DOCUMENT_PATH = /^\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The columns of `guests` a form may set, in the table's order (issues are reported in this order). */
const guestObjectSchema = z
  .object({
    firstName: singleLine(
      z.string({ error: "Nome é obrigatório" }).trim().min(1, "Nome é obrigatório").max(100, "Nome muito longo"),
    ),
    lastName: singleLine(
      z
        .string({ error: "Sobrenome é obrigatório" })
        .trim()
        .min(1, "Sobrenome é obrigatório")
        .max(100, "Sobrenome muito longo"),
    ),
    email: optionalEmailSchema,
    phone: guestPhoneSchema,
    cpf: cpfSchema,
    address: optionalText(500),
    birthDate: z.preprocess(
      emptyToNull,
      z.iso
        .date({ error: "Data de nascimento inválida" })
        .refine((v) => v >= "1900-01-01" && v <= new Date().toISOString().slice(0, 10), "Data de nascimento inválida")
        .nullable()
        .optional(),
    ),
    documentPhotoUrl: z.preprocess(
      emptyToNull,
      z.string().regex(DOCUMENT_PATH, "Documento inválido").nullable().optional(),
    ),
    tags: tagsSchema.optional(),
    notes: optionalText(2000, { multiLine: true }),
    ...guestRegisterFields,
    ...guestSensitiveFields,
  })
  .strict();
export const insertGuestSchema = guestObjectSchema.superRefine(checkRegisterFields);
/**
 * PUT /api/guests/:id: the form with the celular optional, for a guest who has none (a companion added to a stay
 * with a name and a birth date, docs/product.md §7.4) — completing their ficha must not ask for a phone they never
 * gave; one typed is checked. A guest who has one keeps it: the update refuses to empty it, under the row's lock.
 */
export const companionGuestSchema = guestObjectSchema
  .extend({ phone: z.preprocess(emptyToNull, guestPhoneSchema.nullable().optional()) })
  .superRefine(checkRegisterFields);
/** The guest form's name and celular, for a form that asks only those (the booking page). */
export const guestNameAndPhoneFields = guestObjectSchema.pick({ firstName: true, lastName: true, phone: true }).shape;
/** PUT /api/guests/:id with only {tags}: the tag chips change nothing else. */
export const guestTagsUpdateSchema = z.object({ tags: tagsSchema }).strict();

/** The short guest form inside the new-reservation dialog (docs/product.md §5.4.3). */
export const inlineGuestSchema = z.object({
  firstName: singleLine(z.string().trim().min(2, "Nome deve ter pelo menos 2 caracteres").max(100)),
  lastName: singleLine(z.string().trim().min(2, "Sobrenome deve ter pelo menos 2 caracteres").max(100)),
  phone: z
    .string()
    .refine((v) => normalizePhone(v).length >= 10, "Celular deve ter pelo menos 10 dígitos")
    .pipe(guestPhoneSchema),
  email: optionalEmailSchema,
  cpf: cpfSchema,
});

export type InsertGuest = z.output<typeof insertGuestSchema>;
export type GuestFormInput = z.input<typeof insertGuestSchema>;
