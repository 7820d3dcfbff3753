// The Financeiro module's forms and routes: bank accounts, lançamentos (with 'Dar baixa' and 'Estornar'), tags,
// and the lançamentos list's filters (docs/decisions/0015). Money: decimal strings (0012).
import { z } from "zod";
import { ACCOUNT_TYPES, ENTRY_TYPES, PIX_KEY_TYPES } from "../enums";
import { isValidCnpj, isValidCpf, onlyDigits } from "../identity";
import { calendarDate, decimalString, emptyToNull, multiLine, optionalText, singleLine } from "./fields";
import { pageQuerySchema } from "./lists";

const ACCOUNT_REQUIRED = "Nome e tipo são obrigatórios";
const ENTRY_REQUIRED = "Tipo, valor e conta são obrigatórios";

/** A PIX key as its type says it is written; stored as the payer's app expects it (digits, +55..., lower-case). */
function normalizePixKey(type: (typeof PIX_KEY_TYPES)[number], key: string): string | null {
  const value = key.trim();
  switch (type) {
    case "cpf":
      return isValidCpf(value) ? onlyDigits(value) : null;
    case "cnpj":
      return isValidCnpj(value) ? onlyDigits(value) : null;
    case "email":
      return z.email().max(77).safeParse(value.toLowerCase()).success ? value.toLowerCase() : null;
    case "telefone": {
      // +55 DDD number: 12 or 13 digits with the country code, 10 or 11 without.
      const digits = onlyDigits(value);
      const national = digits.length >= 12 && digits.startsWith("55") ? digits.slice(2) : digits;
      return national.length === 10 || (national.length === 11 && national[2] === "9") ? `+55${national}` : null;
    }
    case "aleatoria":
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value.toLowerCase() : null;
  }
}

const PIX_KEY_MESSAGES: Record<(typeof PIX_KEY_TYPES)[number], string> = {
  cpf: "Chave PIX inválida: informe um CPF válido",
  cnpj: "Chave PIX inválida: informe um CNPJ válido",
  email: "Chave PIX inválida: informe um e-mail válido",
  telefone: "Chave PIX inválida: informe o celular com DDD, ex.: (11) 99999-9999",
  aleatoria: "Chave PIX inválida: a chave aleatória tem o formato 123e4567-e89b-12d3-a456-426614174000",
};

const accountFields = {
  nome: singleLine(z.string({ error: ACCOUNT_REQUIRED }).trim().min(1, ACCOUNT_REQUIRED).max(100, "Nome muito longo")),
  tipo: z.enum(ACCOUNT_TYPES, { error: ACCOUNT_REQUIRED }),
  banco: optionalText(100),
  agencia: optionalText(20),
  conta: optionalText(30),
  observacoes: optionalText(2000, { multiLine: true }),
  pixTipo: z.preprocess(
    emptyToNull,
    z.enum(PIX_KEY_TYPES, { error: "Tipo de chave PIX inválido" }).nullable().optional(),
  ),
  pixChave: optionalText(77),
};

/** The key must match its type; both or neither. Writes the normalised key back. */
function checkPixKey<T extends { pixTipo?: (typeof PIX_KEY_TYPES)[number] | null; pixChave?: string | null }>(
  value: T,
  ctx: z.core.$RefinementCtx,
) {
  if (!value.pixTipo && !value.pixChave) return;
  if (!value.pixTipo) {
    ctx.addIssue({ code: "custom", message: "Escolha o tipo da chave PIX", path: ["pixTipo"] });
    return;
  }
  if (!value.pixChave) {
    ctx.addIssue({ code: "custom", message: "Informe a chave PIX", path: ["pixChave"] });
    return;
  }
  const normalised = normalizePixKey(value.pixTipo, value.pixChave);
  if (!normalised) ctx.addIssue({ code: "custom", message: PIX_KEY_MESSAGES[value.pixTipo], path: ["pixChave"] });
  else value.pixChave = normalised;
}

const saldoInicial = z.preprocess(
  (value) => emptyToNull(value) ?? undefined,
  decimalString("Saldo inicial inválido", { integerDigits: 13, negative: true }).optional(),
);

/** POST /api/contas-bancarias (owner): the form sends saldoInicial (default 0) and ativo (default true). */
export const insertContaBancariaSchema = z
  .object({
    ...accountFields,
    saldoInicial,
    ativo: z.boolean({ error: "Ativa deve ser verdadeiro ou falso" }).optional(),
  })
  .strict()
  .superRefine(checkPixKey);

/**
 * PUT /api/contas-bancarias/:id (owner): the same fields. The opening balance may be corrected only while no
 * lançamento touches the account (the server answers 409 otherwise): the entries build on it.
 */
export const updateContaBancariaSchema = z
  .object({
    ...accountFields,
    saldoInicial,
    ativo: z.boolean({ error: "Ativa deve ser verdadeiro ou falso" }).optional(),
  })
  .strict()
  .superRefine(checkPixKey);

const tagIds = z.array(z.uuid("Tag inválida"), { error: "Tags inválidas" }).max(20, "Máximo de 20 tags").optional();

/**
 * POST /api/lancamentos-financeiros: tipo, valor and conta required (one message, as the form shows it); categoria
 * 'Geral' when empty; dataLancamento today when absent; a transferência names contaDestinoId; a future
 * dataVencimento makes it a pending bill.
 */
export const insertLancamentoSchema = z
  .object({
    tipo: z.enum(ENTRY_TYPES, { error: ENTRY_REQUIRED }),
    valor: decimalString(ENTRY_REQUIRED, { integerDigits: 13 }).refine((v) => !/^0+(\.0+)?$/.test(v), {
      message: "O valor deve ser maior que zero",
    }),
    contaBancariaId: z.string({ error: ENTRY_REQUIRED }).min(1, ENTRY_REQUIRED).pipe(z.uuid(ENTRY_REQUIRED)),
    contaDestinoId: z.preprocess(emptyToNull, z.uuid("Conta de destino inválida").nullable().optional()),
    categoria: z.preprocess(
      (value) => emptyToNull(value) ?? "Geral",
      singleLine(z.string().trim().max(100, "Categoria muito longa")),
    ),
    descricao: optionalText(2000, { multiLine: true }),
    dataLancamento: z.preprocess((value) => emptyToNull(value) ?? undefined, calendarDate("Data inválida").optional()),
    dataVencimento: z.preprocess(emptyToNull, calendarDate("Data de vencimento inválida").nullable().optional()),
    numeroDocumento: optionalText(50),
    observacoes: optionalText(2000, { multiLine: true }),
    tagIds,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.tipo === "transferencia" && !value.contaDestinoId) {
      ctx.addIssue({
        code: "custom",
        message: "Escolha a conta de destino da transferência",
        path: ["contaDestinoId"],
      });
    }
    if (value.tipo !== "transferencia" && value.contaDestinoId) {
      ctx.addIssue({ code: "custom", message: "Só uma transferência tem conta de destino", path: ["contaDestinoId"] });
    }
    if (value.contaDestinoId && value.contaDestinoId === value.contaBancariaId) {
      ctx.addIssue({ code: "custom", message: "A conta de destino deve ser outra conta", path: ["contaDestinoId"] });
    }
  });

/** POST /api/lancamentos-financeiros/:id/baixa: settles a pending entry, on `dataPagamento` (today when absent). */
export const settleLancamentoSchema = z
  .object({
    dataPagamento: z.preprocess((value) => emptyToNull(value) ?? undefined, calendarDate("Data inválida").optional()),
  })
  .strict();

/** POST /api/lancamentos-financeiros/:id/estorno (owner): reverses a settled entry, or calls off a pending one. */
export const reverseLancamentoSchema = z
  .object({
    motivo: multiLine(
      z.string({ error: "Informe o motivo" }).trim().min(3, "Informe o motivo").max(500, "Motivo muito longo"),
    ),
  })
  .strict();

/** PUT /api/lancamentos-financeiros/:id/tags: the entry's tags (ids), replacing the ones it had. */
export const lancamentoTagsSchema = z.object({ tagIds: tagIds.unwrap() }).strict();

/** The sortable columns of the lançamentos table: GET /api/lancamentos-financeiros/{field}/{direction}. */
export const LANCAMENTO_SORT_FIELDS = ["data", "tipo", "valor"] as const;
export const lancamentoSortSchema = z.object({
  field: z.enum(LANCAMENTO_SORT_FIELDS, { error: "Ordenação inválida: use data, tipo ou valor" }),
  direction: z.enum(["asc", "desc"], { error: "Direção inválida: use asc ou desc" }),
});

/** The lançamentos list's filters (query string), besides paging and search. */
export const lancamentoFiltersSchema = pageQuerySchema.extend({
  from: z.preprocess((value) => emptyToNull(value) ?? undefined, calendarDate("Data inicial inválida").optional()),
  to: z.preprocess((value) => emptyToNull(value) ?? undefined, calendarDate("Data final inválida").optional()),
  contaBancariaId: z.preprocess((value) => emptyToNull(value) ?? undefined, z.uuid("Conta inválida").optional()),
  tipo: z.preprocess(
    (value) => emptyToNull(value) ?? undefined,
    z.enum(ENTRY_TYPES, { error: "Tipo inválido" }).optional(),
  ),
  tagId: z.preprocess((value) => emptyToNull(value) ?? undefined, z.uuid("Tag inválida").optional()),
  /** pendente: not settled yet; vencido: pending past its due date; pago; cancelado. */
  situacao: z.preprocess(
    (value) => emptyToNull(value) ?? undefined,
    z.enum(["pendente", "vencido", "pago", "cancelado"], { error: "Situação inválida" }).optional(),
  ),
});

/** POST /api/tags-financeiras. */
export const insertTagFinanceiraSchema = z
  .object({
    nome: singleLine(
      z.string({ error: "Nome é obrigatório" }).trim().min(1, "Nome é obrigatório").max(50, "Nome muito longo"),
    ),
    cor: z.preprocess(
      (value) => emptyToNull(value) ?? undefined,
      z
        .string({ error: "Cor inválida: use o formato #RRGGBB" })
        .regex(/^#[0-9A-Fa-f]{6}$/, "Cor inválida: use o formato #RRGGBB")
        .transform((v) => v.toUpperCase())
        .optional(),
    ),
    descricao: optionalText(500, { multiLine: true }),
  })
  .strict();

export type InsertContaBancaria = z.output<typeof insertContaBancariaSchema>;
export type UpdateContaBancaria = z.output<typeof updateContaBancariaSchema>;
export type InsertLancamento = z.output<typeof insertLancamentoSchema>;
export type LancamentoFilters = z.output<typeof lancamentoFiltersSchema>;
export type InsertTagFinanceira = z.output<typeof insertTagFinanceiraSchema>;
