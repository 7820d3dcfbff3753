// The pousada's own data ('Dados da Pousada', Configurações > Geral): receipts and PIX codes print it.
import { z } from "zod";
import { DEFAULT_TIME_ZONE, TIME_ZONE_IDS } from "../pousada-time";
import { isValidCnpj, isValidCpf, MASKED_PHONE, normalizePhone, onlyDigits } from "../identity";
import { emptyToNull, optionalText, singleLine } from "./fields";

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
    nomeFantasia: singleLine(
      z
        .string({ error: "Informe o nome da pousada" })
        .trim()
        .min(2, "Informe o nome da pousada")
        .max(100, "Nome muito longo"),
    ),
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
    cidade: singleLine(
      z.string({ error: "Informe a cidade" }).trim().min(2, "Informe a cidade").max(60, "Cidade muito longa"),
    ),
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

/** Configurações > Geral offers BRL and pt-BR only: the books are kept in reais, the app speaks Portuguese; the
 * other currencies (USD, EUR) and languages (en-US, es-ES) are listed as 'em breve'. */
const AVAILABLE_CURRENCIES = ["BRL"] as const;
const AVAILABLE_LANGUAGES = ["pt-BR"] as const;

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A whole number from 0 to `max` (a percentage, a number of days), as JSON and the form's number field send it. */
function percentInput(message: string, max: number) {
  return z.number({ error: message }).int(message).min(0, message).max(max, message);
}

/** A percentage with up to 2 decimals, "2,5" or "2.50", kept as the decimal string "2.50". */
function feePercent(message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,2}([.,]\d{1,2})?$/, message)
    .transform((text) => {
      const [whole, fraction = ""] = text.split(/[.,]/);
      return `${Number(whole)}.${fraction.padEnd(2, "0")}`;
    });
}

/** Configurações > Geral's switches and selectors, as stored and as the form sends them. */
export const geralSchema = z
  .object({
    emailNotifications: z.boolean({ error: "Informe se as notificações por e-mail estão ligadas" }),
    autoCheckIn: z.boolean({ error: "Informe se o check-in automático está ligado" }),
    currency: z.enum(AVAILABLE_CURRENCIES, { error: "Moeda indisponível: por enquanto, apenas Real (BRL)" }),
    language: z.enum(AVAILABLE_LANGUAGES, { error: "Idioma indisponível: por enquanto, apenas Português (pt-BR)" }),
    checkInTime: z
      .string({ error: "Horário de check-in inválido (use HH:mm)" })
      .regex(HOUR, "Horário de check-in inválido (use HH:mm)"),
    checkOutTime: z
      .string({ error: "Horário de check-out inválido (use HH:mm)" })
      .regex(HOUR, "Horário de check-out inválido (use HH:mm)"),
    /** The pousada's clock: "today", the cash day, report days and printed times. */
    timeZone: z.enum(TIME_ZONE_IDS, { error: "Fuso horário inválido: escolha um dos fusos horários do Brasil" }),
    /** How long a guest credit from a cancellation stays usable (docs/product.md §10.7). */
    creditValidityMonths: z
      .number({ error: "Validade do crédito inválida: de 1 a 60 meses" })
      .int("Validade do crédito inválida: de 1 a 60 meses")
      .min(1, "Validade do crédito inválida: de 1 a 60 meses")
      .max(60, "Validade do crédito inválida: de 1 a 60 meses"),
    /** The largest discount staff may give on a reservation's total, in % of nights x price (docs/product.md §7.6). */
    staffDiscountLimitPercent: percentInput("Limite de desconto inválido: de 0 a 100%", 100),
    /** The acquirer's fee on a card payment, in % of its amount (docs/product.md §12.14): "2.50" is 2,50%. */
    cardFeeDebitPercent: feePercent("Taxa do cartão de débito inválida: de 0 a 99,99%"),
    cardFeeCreditPercent: feePercent("Taxa do cartão de crédito inválida: de 0 a 99,99%"),
    /** Days after the payment the acquirer pays it into the account (D+1, D+30 by default). */
    debitSettlementDays: percentInput("Prazo de recebimento do débito inválido: de 0 a 90 dias", 90),
    creditSettlementDays: percentInput("Prazo de recebimento do crédito inválido: de 0 a 90 dias", 90),
    /** 'Backup automático diário': a backup each night, kept in DATA_DIR/backups (docs/product.md §5.6). */
    dailyBackup: z.boolean({ error: "Informe se o backup automático diário está ligado" }),
    /** How many of the daily backups are kept: the newest; older ones are deleted. */
    dailyBackupsKept: z
      .number({ error: "Backups guardados: de 1 a 90" })
      .int("Backups guardados: de 1 a 90")
      .min(1, "Backups guardados: de 1 a 90")
      .max(90, "Backups guardados: de 1 a 90"),
    /**
     * The WhatsApp message with the FNRH pre-check-in link (docs/product.md §19): {nome}, {pousada}, {checkin} and
     * {link} are filled in; the link must be there.
     */
    precheckinMessage: z
      .string({ error: "Mensagem do pré-check-in inválida" })
      .trim()
      .min(1, "Escreva a mensagem do pré-check-in")
      .max(1000, "Mensagem do pré-check-in muito longa: até 1000 caracteres")
      .refine((text) => text.includes("{link}"), "A mensagem do pré-check-in precisa de {link}"),
  })
  .strict();

export type Geral = z.output<typeof geralSchema>;

/** PUT /api/settings (owner): Geral; a body without the zone keeps the one saved (docs/product.md §12.12). */
export const geralUpdateSchema = geralSchema.partial({
  timeZone: true,
  creditValidityMonths: true,
  staffDiscountLimitPercent: true,
  cardFeeDebitPercent: true,
  cardFeeCreditPercent: true,
  debitSettlementDays: true,
  creditSettlementDays: true,
  dailyBackup: true,
  dailyBackupsKept: true,
  precheckinMessage: true,
});

const DEFAULT_PRECHECKIN_MESSAGE =
  "Olá, {nome}! Para agilizar sua chegada à {pousada} em {checkin}, preencha sua ficha de hóspede (FNRH) pelo link oficial do Ministério do Turismo: {link}";

/** The pre-check-in message with its placeholders filled in; an unknown placeholder stays as typed. */
export function fillPrecheckinMessage(
  template: string,
  values: Record<"nome" | "pousada" | "checkin" | "link", string>,
) {
  return template.replace(/\{(nome|pousada|checkin|link)\}/g, (_, key: keyof typeof values) => values[key]);
}

/**
 * What Geral is before the owner saves it: the product's defaults (docs/product.md §5.6: check-in 14:00, check-out
 * 12:00).
 */
export const DEFAULT_GERAL: Geral = {
  emailNotifications: true,
  autoCheckIn: false,
  currency: "BRL",
  language: "pt-BR",
  checkInTime: "14:00",
  checkOutTime: "12:00",
  timeZone: DEFAULT_TIME_ZONE,
  creditValidityMonths: 12,
  staffDiscountLimitPercent: 10,
  cardFeeDebitPercent: "0.00",
  cardFeeCreditPercent: "0.00",
  debitSettlementDays: 1,
  creditSettlementDays: 30,
  dailyBackup: false,
  dailyBackupsKept: 7,
  precheckinMessage: DEFAULT_PRECHECKIN_MESSAGE,
};

/** Geral as saved, or the defaults (a group saved by an older version keeps what it has and gains the defaults). */
export function geralOf(saved: unknown): Geral {
  const merged = geralSchema.safeParse({ ...DEFAULT_GERAL, ...(typeof saved === "object" && saved ? saved : {}) });
  return merged.success ? merged.data : DEFAULT_GERAL;
}

/** POST /api/system/reset (owner): the pousada's name typed as shown, and the owner's password. */
export const resetSystemSchema = z
  .object({
    confirmation: z
      .string({ error: "Digite o nome da pousada para confirmar" })
      .trim()
      .min(1, "Digite o nome da pousada para confirmar"),
    password: z.string({ error: "Informe sua senha" }).min(1, "Informe sua senha").max(200, "Senha inválida"),
  })
  .strict();

export type ResetSystemInput = z.output<typeof resetSystemSchema>;
