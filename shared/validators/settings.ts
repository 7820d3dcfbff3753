// The pousada's own data ('Dados da Pousada', Configurações > Geral): receipts and PIX codes print it.
import { z } from "zod";
import { isValidCnpj, isValidCpf, MASKED_PHONE, normalizePhone, onlyDigits } from "../identity";
import { emptyToNull, optionalText } from "./fields";

export const BRAZILIAN_STATES = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;

/** PUT /api/settings/pousada (owner). The document is a CNPJ or, for an individual, a CPF, checked by its digits. */
export const pousadaSchema = z
  .object({
    nomeFantasia: z
      .string({ error: "Informe o nome da pousada" })
      .trim()
      .min(2, "Informe o nome da pousada")
      .max(100, "Nome muito longo"),
    razaoSocial: optionalText(150),
    documento: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .refine((v) => isValidCnpj(v) || isValidCpf(v), "CNPJ ou CPF inválido")
        .transform(onlyDigits)
        .nullable()
        .optional(),
    ),
    endereco: optionalText(300),
    cidade: z.string({ error: "Informe a cidade" }).trim().min(2, "Informe a cidade").max(60, "Cidade muito longa"),
    uf: z.enum(BRAZILIAN_STATES, { error: "Escolha o estado (UF)" }),
    telefone: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .refine((v) => MASKED_PHONE.test(v) || /^\d{10,11}$/.test(v), "Formato inválido. Use: (11) 99999-9999")
        .transform(normalizePhone)
        .nullable()
        .optional(),
    ),
    email: z.preprocess(
      emptyToNull,
      z.email("Email inválido").max(254, "Email inválido").toLowerCase().nullable().optional(),
    ),
  })
  .strict();

export type Pousada = z.output<typeof pousadaSchema>;
