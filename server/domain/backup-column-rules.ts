// What each column of a backup's row may hold (docs/decisions/0019): the API validators' text limits, the
// control characters typed text refuses, and the column's own length, digits and null.
import type { z } from "zod";
import {
  insertContaBancariaSchema,
  insertLancamentoSchema,
  insertTagFinanceiraSchema,
} from "@shared/validators/finance";
import { insertGuestSchema } from "@shared/validators/guests";
import { insertPaymentSchema, refundPaymentSchema } from "@shared/validators/payments";
import { insertProductSchema } from "@shared/validators/products";
import { insertReservationSchema } from "@shared/validators/reservations";
import { insertRoomSchema } from "@shared/validators/rooms";
import { hasControlCharacters } from "@shared/validators/fields";
import type { ColumnRule } from "../storage/system-catalogue";

/** The validator of each table whose rows a person types through the API. */
export const VALIDATORS: Record<string, z.ZodType> = {
  rooms: insertRoomSchema,
  guests: insertGuestSchema,
  reservations: insertReservationSchema,
  contas_bancarias: insertContaBancariaSchema,
  lancamentos_financeiros: insertLancamentoSchema,
  tags_financeiras: insertTagFinanceiraSchema,
  products: insertProductSchema,
  payments: insertPaymentSchema,
  payment_refunds: refundPaymentSchema,
};

/**
 * Text the server composes or extends beyond what the form sent (a payment's description, a cancellation's note
 * appended to the observations): the column's own length still holds them.
 */
const COMPOSED_BY_THE_SERVER = new Set(["lancamentos_financeiros.descricao", "lancamentos_financeiros.observacoes"]);

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The longest string a zod schema accepts, looking through optional, nullable, defaults and pipes. */
function maxLengthOf(schema: unknown): number | null {
  const def = (schema as { def?: Record<string, unknown> } | undefined)?.def;
  if (!def) return null;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
      return maxLengthOf(def.innerType);
    case "pipe": {
      const limits = [maxLengthOf(def.in), maxLengthOf(def.out)].filter((n): n is number => n !== null);
      return limits.length ? Math.min(...limits) : null;
    }
    case "string":
      return (schema as { maxLength?: number | null }).maxLength ?? null;
    default:
      return null;
  }
}

/** Per table, the API's text limit of each column the validator names: {guests: {notes: 2000, ...}}. */
export const API_TEXT_LIMITS: Record<string, Record<string, number>> = Object.fromEntries(
  Object.entries(VALIDATORS).map(([table, validator]) => {
    const shape = (validator as unknown as { shape?: Record<string, unknown> }).shape ?? {};
    const limits: Record<string, number> = {};
    for (const [key, field] of Object.entries(shape)) {
      const max = maxLengthOf(field);
      const column = snakeCase(key);
      if (max !== null && !COMPOSED_BY_THE_SERVER.has(`${table}.${column}`)) limits[column] = max;
    }
    return [table, limits];
  }),
);

const INTEGER_RANGE = { smallint: 32_767, integer: 2_147_483_647 } as Record<string, number>;

/** Characters as PostgreSQL counts them (code points), counted only when the UTF-16 length could exceed `max`. */
const longerThan = (text: string, max: number) => text.length > max && [...text].length > max;

/** What is wrong with one value of a column, or null. */
export function columnProblem(
  rule: ColumnRule,
  value: unknown,
  apiLimit: number | undefined,
  typed: boolean,
): string | null {
  if (value === null || value === undefined) {
    return rule.nullable ? null : `o campo ${rule.name} é obrigatório e está vazio`;
  }
  if (typeof value === "string") {
    // What the API refuses in typed text (docs/decisions/0022) does not come in through a file either.
    if (typed && hasControlCharacters(value)) return `o campo ${rule.name} tem caracteres de controle`;
    if (apiLimit !== undefined && longerThan(value, apiLimit))
      return `o campo ${rule.name} passa do limite de ${apiLimit.toLocaleString("pt-BR")} caracteres`;
    if (rule.length !== null && longerThan(value, rule.length))
      return `o campo ${rule.name} passa do limite de ${rule.length.toLocaleString("pt-BR")} caracteres`;
    return null;
  }
  if (typeof value === "number") {
    const tooLarge =
      rule.type === "numeric" && rule.precision !== null
        ? Math.abs(value) >= 10 ** (rule.precision - (rule.scale ?? 0))
        : rule.type in INTEGER_RANGE && Math.abs(value) > INTEGER_RANGE[rule.type]!;
    if (tooLarge || !Number.isFinite(value)) return `o campo ${rule.name} passa do maior valor que ele guarda`;
  }
  return null;
}
