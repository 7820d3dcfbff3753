// Products and services (docs/product.md §10.3): the catalogue's routes and form, charging consumption to a stay,
// stock entries, and the lists' filters. Money: price, costPrice and unitCost are integer centavos on the wire
// (docs/decisions/0012); the form takes reais as typed ("12,50", "1.200,00") and converts.
// Stock is numeric(10,2): a decimal string with at most two places.
import { z } from "zod";
import { PRODUCT_CATEGORIES, type ProductCategory } from "../enums";
import { amountInputOf, formatReais, parseMoneyInput, reaisDigits, toCentavos } from "../money";
import { emptyToNull, multiLine, numberInput, optionalText, singleLine } from "./fields";
import { pageQuerySchema, sortSchema } from "./lists";

/** R$ 9.999.999,99: far above any price a pousada charges, well inside the integer column. */
const MAX_PRODUCT_CENTAVOS = 999_999_999;
/** numeric(10,2): eight integer digits. */
const MAX_STOCK_INTEGER_DIGITS = 8;
/** The most units one line of consumption may carry (a typo of 1000 waters is refused, not charged). */
export const MAX_CONSUMPTION_QUANTITY = 999;
/** The most lines one 'Lançar Consumo' may record at once. */
const MAX_CONSUMPTION_LINES = 30;

const PRICE_REQUIRED = "Preço é obrigatório";
const PRICE_NEGATIVE = "O preço não pode ser negativo";
const COST_NEGATIVE = "O preço de custo não pode ser negativo";
const STOCK_NEGATIVE = "O estoque não pode ser negativo";
const CENTAVOS_FORMAT = `envie o valor em centavos, um número inteiro (ex.: 1250 para ${formatReais(1250)})`;
const TOO_HIGH = `Valor muito alto (máximo ${formatReais(MAX_PRODUCT_CENTAVOS)})`;

const productCategorySchema = z.enum(PRODUCT_CATEGORIES, { error: "Selecione uma categoria" });

/** Integer centavos as the API takes them: a JSON integer, or the same digits as a string (decision 0011). */
const centavos = (what: string, requiredMessage: string, negativeMessage: string) =>
  numberInput(
    z
      .number({
        error: (issue) => (issue.input === undefined ? requiredMessage : `${what} inválido: ${CENTAVOS_FORMAT}`),
      })
      .int(`${what} inválido: ${CENTAVOS_FORMAT}`)
      .min(0, negativeMessage)
      .max(MAX_PRODUCT_CENTAVOS, TOO_HIGH),
  );

/**
 * A decimal with at most two places, as the stock column holds it: "12", "12.5", "12,50" or the JSON number 12.5
 * become "12", "12.5", "12.50"; a negative one is refused with `negativeMessage`.
 */
const quantityDecimal = (requiredMessage: string, negativeMessage: string, formatMessage: string) =>
  z.preprocess(
    (value) => {
      if (typeof value === "number" && Number.isFinite(value)) return String(value);
      if (typeof value === "string") return value.trim().replace(",", ".");
      return value;
    },
    z
      .string({ error: requiredMessage })
      .min(1, requiredMessage)
      .refine((v) => !/^-\s*\d/.test(v), negativeMessage)
      .refine((v) => new RegExp(`^\\d{1,${MAX_STOCK_INTEGER_DIGITS}}(\\.\\d{1,2})?$`).test(v), formatMessage),
  );

const stockSchema = quantityDecimal(
  "Estoque inválido",
  STOCK_NEGATIVE,
  "Estoque inválido. Use um número com até duas casas decimais, ex.: 12,5",
);

/** Tags: trimmed, blank and repeated ones (any case) dropped; a product carries a handful. */
const productTagsSchema = z
  .array(
    singleLine(z.string({ error: "Etiquetas inválidas" }).trim().max(50, "Etiqueta deve ter no máximo 50 caracteres")),
    {
      error: "Etiquetas inválidas",
    },
  )
  .max(20, "Máximo de 20 etiquetas")
  .transform((tags) =>
    tags.filter((tag, i) => tag && tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i),
  );

const productFields = {
  name: singleLine(
    z
      .string({ error: "Nome é obrigatório" })
      .trim()
      .min(1, "Nome é obrigatório")
      .max(200, "Nome muito longo (máximo de 200 caracteres)"),
  ),
  description: optionalText(2000, { multiLine: true }),
  category: productCategorySchema,
  price: centavos("Preço", PRICE_REQUIRED, PRICE_NEGATIVE),
  costPrice: z.preprocess(emptyToNull, centavos("Preço de custo", COST_NEGATIVE, COST_NEGATIVE).nullable().optional()),
  unit: optionalText(30),
};

/**
 * POST and PUT /api/products: the columns of `products` a form may set, in the table's order. A service
 * (SERVICE_CATEGORIES) keeps no stock: the server stores 0 whatever is sent. In a PUT, `stock` is a count of what
 * is on the shelf (an 'ajuste' of the difference); left out, it stays as the charges and entries left it.
 */
export const insertProductSchema = z
  .object({
    ...productFields,
    stock: stockSchema.optional(),
    tags: productTagsSchema.optional(),
    isActive: z.boolean({ error: "Ativo deve ser verdadeiro ou falso" }).optional(),
  })
  .strict();

/** PUT /api/products/:id with only {tags}: the chips change nothing else. */
export const productTagsUpdateSchema = z.object({ tags: productTagsSchema }).strict();

// ------------------------------------------------------------------ the form

/**
 * Reais as a clerk types them ("12,50", "12.50", "1.200,00", "R$ 1.260,00"; shared/money.ts), into centavos;
 * null when it is not money or passes R$ 9.999.999,99.
 */
export function reaisToCentavos(text: string): number | null {
  const parsed = parseMoneyInput(text);
  if (!parsed.ok || reaisDigits(parsed.decimal) > 7) return null;
  return toCentavos(parsed.decimal);
}

/** Centavos as the form shows them for editing: 1250 -> "12,50". */
export function centavosToReais(value: number | null | undefined): string {
  return value == null ? "" : amountInputOf(value);
}

/** A price typed in reais: required, not negative, at most two decimals; yields centavos. */
const reaisInput = (requiredMessage: string | null, negativeMessage: string, formatMessage: string) =>
  z.string({ error: requiredMessage ?? formatMessage }).transform((text, ctx) => {
    const trimmed = text.trim();
    if (!trimmed) {
      if (requiredMessage) ctx.addIssue({ code: "custom", message: requiredMessage });
      return null;
    }
    const parsed = parseMoneyInput(trimmed);
    if (!parsed.ok || reaisDigits(parsed.decimal) > 7) {
      const negative = !parsed.ok && parsed.reason === "negative";
      ctx.addIssue({ code: "custom", message: negative ? negativeMessage : formatMessage });
      return z.NEVER;
    }
    return toCentavos(parsed.decimal);
  });

/**
 * The 'Novo Produto/Serviço' / 'Editar Item' form: text inputs as typed, turned into the POST/PUT payload (price and
 * cost in centavos). The stock is sent only when `stockTouched` (the clerk typed a count): an edit opened before a
 * charge must not put the charged units back.
 */
export const productFormSchema = z
  .object({
    name: productFields.name,
    // The select starts empty ("").
    category: z
      .string({ error: "Selecione uma categoria" })
      .refine((v) => (PRODUCT_CATEGORIES as readonly string[]).includes(v), "Selecione uma categoria")
      .transform((v) => v as ProductCategory),
    price: reaisInput(PRICE_REQUIRED, PRICE_NEGATIVE, "Preço inválido. Use o formato 1.200,00"),
    costPrice: reaisInput(null, COST_NEGATIVE, "Preço de custo inválido. Use o formato 1.200,00"),
    unit: singleLine(z.string().trim().max(30, "Máximo de 30 caracteres")),
    // Checked even when not sent (an edit's untouched stock is the stored one, always valid).
    stock: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const parsed = stockSchema.safeParse(value === "" ? "0" : value);
        if (!parsed.success) ctx.addIssue({ code: "custom", message: parsed.error.issues[0]!.message });
      }),
    stockTouched: z.boolean(),
    tags: productTagsSchema,
    isActive: z.boolean(),
    description: multiLine(z.string().trim().max(2000, "Máximo de 2000 caracteres")),
  })
  .transform(({ stockTouched, stock, ...value }) => ({
    ...value,
    price: value.price ?? 0,
    costPrice: value.costPrice,
    unit: value.unit || null,
    description: value.description || null,
    ...(stockTouched ? { stock: (stock || "0").replace(",", ".") } : {}),
  }));

// ------------------------------------------------------------------ lists

export const PRODUCT_SORT_FIELDS = ["name", "price", "costPrice", "category", "unit", "stock"] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => emptyToNull(value) ?? undefined, schema.optional());

/** GET /api/products: search (name and description, any case and accent), category, active, sort and paging. */
export const productFiltersSchema = pageQuerySchema.extend({
  category: optionalQuery(z.enum(PRODUCT_CATEGORIES, { error: "Categoria inválida" })),
  active: optionalQuery(z.enum(["true", "false"], { error: "Filtro de ativos inválido: use true ou false" })),
  ...sortSchema(PRODUCT_SORT_FIELDS).shape,
});

/** GET /api/products/:id/stock-moves and /consumption: paged histories, newest first. */
export const productHistoryQuerySchema = pageQuerySchema.pick({ limit: true, cursor: true });

// ------------------------------------------------------------------ consumption and stock

const reservationIdSchema = z
  .string({ error: "Escolha a reserva" })
  .min(1, "Escolha a reserva")
  .pipe(z.uuid("Escolha a reserva"));
const productIdSchema = z
  .string({ error: "Escolha o produto ou serviço" })
  .min(1, "Escolha o produto ou serviço")
  .pipe(z.uuid("Escolha o produto ou serviço"));
const QUANTITY_RANGE = `Quantidade deve ser um número inteiro de 1 a ${MAX_CONSUMPTION_QUANTITY}`;
const consumptionQuantitySchema = numberInput(
  z
    .number({ error: QUANTITY_RANGE })
    .int(QUANTITY_RANGE)
    .min(1, QUANTITY_RANGE)
    .max(MAX_CONSUMPTION_QUANTITY, QUANTITY_RANGE),
);

/** POST /api/product-consumption: one line charged to a reservation, at the product's current price. */
export const insertConsumptionSchema = z
  .object({
    reservationId: reservationIdSchema,
    productId: productIdSchema,
    quantity: consumptionQuantitySchema.optional().default(1),
  })
  .strict();

/** POST /api/product-consumption with `items`: the 'Lançar Consumo' dialog's lines, all recorded or none. */
export const insertConsumptionBatchSchema = z
  .object({
    reservationId: reservationIdSchema,
    items: z
      .array(z.object({ productId: productIdSchema, quantity: consumptionQuantitySchema }).strict(), {
        error: "Escolha ao menos um item",
      })
      .min(1, "Escolha ao menos um item")
      .max(MAX_CONSUMPTION_LINES, `Lance no máximo ${MAX_CONSUMPTION_LINES} itens de uma vez`),
  })
  .strict();

/** GET /api/product-consumption?reservationId=: a stay's lines. */
export const consumptionQuerySchema = z.object({ reservationId: reservationIdSchema });

/** POST /api/products/:id/stock-entries ('Entrada de estoque'): a purchase, optionally paid from an account. */
export const stockEntrySchema = z
  .object({
    quantity: quantityDecimal(
      "Informe a quantidade",
      "A quantidade deve ser maior que zero",
      "Quantidade inválida. Use um número com até duas casas decimais, ex.: 12,5",
    ).refine((v) => !/^0+(\.0+)?$/.test(v), "A quantidade deve ser maior que zero"),
    unitCost: centavos("Custo unitário", "Informe o custo unitário", "O custo unitário não pode ser negativo"),
    contaBancariaId: z.preprocess(emptyToNull, z.uuid("Conta inválida").nullable().optional()),
    description: optionalText(500, { multiLine: true }),
  })
  .strict();

/** The 'Entrada de estoque' form: quantity and unit cost as typed (reais), an optional account. */
export const stockEntryFormSchema = z
  .object({
    quantity: z.string(),
    unitCost: reaisInput(
      "Informe o custo unitário",
      "O custo unitário não pode ser negativo",
      "Custo inválido. Use o formato 1.200,00",
    ),
    contaBancariaId: z.string(),
    description: multiLine(z.string().trim().max(500, "Máximo de 500 caracteres")),
  })
  .transform((value, ctx) => {
    const parsed = stockEntrySchema.safeParse({
      quantity: value.quantity,
      unitCost: value.unitCost ?? 0,
      contaBancariaId: value.contaBancariaId || null,
      description: value.description || null,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  });

export type InsertProduct = z.output<typeof insertProductSchema>;
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;
export type ProductFilters = z.output<typeof productFiltersSchema>;
export type InsertConsumptionBatch = z.output<typeof insertConsumptionBatchSchema>;
export type StockEntry = z.output<typeof stockEntrySchema>;
export type StockEntryFormInput = z.input<typeof stockEntryFormSchema>;
