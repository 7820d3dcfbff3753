// Building blocks of the validators: numbers and decimals as forms and JSON send them, optional text, dates.
// Plain zod only: the browser loads these, and must not load drizzle-orm with them.
import { z } from "zod";
import "../zod-pt";
import { MONEY_FORMAT_MESSAGE, parseMoneyInput, reaisDigits } from "../money";
import { isDateInAcceptedYears } from "../pousada-time";

/**
 * Money as the API carries it ("1200.50") or a form holds it ("1.200,50", "R$ 1.260,00", "12,5", the JSON number
 * 12.5), read by the one money reader (shared/money.ts) into the decimal string the numeric columns take.
 */
export const decimalString = (requiredMessage: string, opts: { integerDigits: number; negative?: boolean }) =>
  z.preprocess(
    (value) => (typeof value === "number" && Number.isFinite(value) ? String(value) : value),
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .transform((text, ctx) => {
        const parsed = parseMoneyInput(text, { negative: opts.negative });
        if (parsed.ok && reaisDigits(parsed.decimal) <= opts.integerDigits) return parsed.decimal;
        ctx.addIssue({ code: "custom", message: MONEY_FORMAT_MESSAGE });
        return z.NEVER;
      }),
  );

/** A plain decimal as a form's text input holds it: "12", " 12 ", "-1", "1.5"; no hex, exponent, "+" or comma. */
const PLAIN_DECIMAL = /^\s*-?\d{1,15}(\.\d{1,15})?\s*$/;

/**
 * A number from JSON or from a form's text input: a JSON number, or a plain decimal string. Anything else (true,
 * "0x10", "1e3", "", "Infinity") reaches `schema` as is and fails with its message, where z.coerce.number() took
 * them as 1, 16, 1000, 0 and Infinity.
 */
export const numberInput = (schema: z.ZodNumber) =>
  z.preprocess((value) => (typeof value === "string" && PLAIN_DECIMAL.test(value) ? Number(value) : value), schema);

/** Turns "" and whitespace into null, for optional text fields. */
export const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

export const CONTROL_CHARACTERS = "Remova caracteres de controle do texto";

// C0 controls, DEL, C1 controls, and the bidirectional embeddings and overrides (U+202A-U+202E) and isolates
// (U+2066-U+2069), which can make stored text read differently on screen, in a print or in a CSV.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const IN_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// The same, less tab, line feed and carriage return, which a textarea's text holds.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Whether `text` holds a character no stored text may hold (tab and line breaks are a textarea's, so allowed). */
export const hasControlCharacters = (text: string) => IN_TEXT.test(text);

/** Text of one line (a name, a number, a tag): no control character, tab or line break (docs/decisions/0022). */
export const singleLine = (schema: z.ZodString) => schema.refine((text) => !IN_LINE.test(text), CONTROL_CHARACTERS);

/** Text of a textarea (notes, observations, descriptions): tab and line breaks kept, other controls refused. */
export const multiLine = (schema: z.ZodString) => schema.refine((text) => !IN_TEXT.test(text), CONTROL_CHARACTERS);

/** Optional free text: "" and whitespace become null; one line unless `multiLine`. */
export const optionalText = (max: number, opts: { multiLine?: boolean } = {}) =>
  z.preprocess(
    emptyToNull,
    (opts.multiLine ? multiLine : singleLine)(z.string().trim().max(max, `Máximo de ${max} caracteres`))
      .nullable()
      .optional(),
  );

/** A calendar date "YYYY-MM-DD" (no time zone), required with the given message. */
export const calendarDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .pipe(z.iso.date({ error: "Data inválida" }))
    .refine(isDateInAcceptedYears, "Data inválida");

/** The longest date window one read may ask for (a map of a year, an availability search). */
const MAX_WINDOW_DAYS = 400;

/** What is wrong with the date window [start, end), or null. */
export const windowIssues = (start: string, end: string) =>
  end <= start
    ? "A data final deve ser posterior à inicial"
    : Date.parse(end) - Date.parse(start) > MAX_WINDOW_DAYS * 86_400_000
      ? `Período muito longo (máximo de ${MAX_WINDOW_DAYS} dias)`
      : null;
