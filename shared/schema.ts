// The one schema of Hospeda: every table, and the zod validators that both the API and the forms use.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { isValidCpf, MASKED_PHONE, normalizePhone, onlyDigits } from "./identity";
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRODUCT_CATEGORIES,
  RESERVATION_PAYMENT_STATUSES,
  RESERVATION_STATUSES,
  ROOM_STATUSES,
  ROOM_TYPES,
  USER_ROLES,
  ACCOUNT_TYPES,
  ENTRY_TYPES,
} from "./enums";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Renders a list of values for a CHECK (... IN (...)) constraint. */
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

// ---------------------------------------------------------------- users and sessions

export const users = pgTable(
  "users",
  {
    id: id(),
    email: varchar("email", { length: 254 }).unique(),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    profileImageUrl: varchar("profile_image_url", { length: 500 }),
    role: varchar("role", { length: 20 }).notNull().default("employee"),
    /** scrypt hash for local logins; null for accounts that only sign in through OIDC. */
    passwordHash: text("password_hash"),
    oidcIssuer: varchar("oidc_issuer", { length: 500 }),
    oidcSubject: varchar("oidc_subject", { length: 255 }),
    isActive: boolean("is_active").notNull().default(true),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_oidc_identity_idx").on(t.oidcIssuer, t.oidcSubject),
    check("users_role_check", sql`${t.role} IN (${inList(USER_ROLES)})`),
  ],
);

/** The session store's table (server/auth/session-store.ts), in the layout connect-pg-simple used, so old rows stay valid. */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

/** Failed local logins per account and per address, so that guessing is slowed down on every instance. */
export const loginThrottle = pgTable("login_throttle", {
  key: varchar("key", { length: 400 }).primaryKey(),
  failures: integer("failures").notNull().default(0),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- rooms

export const rooms = pgTable(
  "rooms",
  {
    id: id(),
    number: varchar("number", { length: 10 }).notNull().unique(),
    type: varchar("type", { length: 20 }).notNull().default("standard"),
    status: varchar("status", { length: 20 }).notNull().default("available"),
    capacity: integer("capacity").notNull().default(2),
    pricePerNight: numeric("price_per_night", { precision: 10, scale: 2 }).notNull(),
    description: text("description"),
    amenities: jsonb("amenities"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("rooms_type_check", sql`${t.type} IN (${inList(ROOM_TYPES)})`),
    check("rooms_status_check", sql`${t.status} IN (${inList(ROOM_STATUSES)})`),
    check("rooms_capacity_check", sql`${t.capacity} BETWEEN 1 AND 10`),
    check("rooms_price_check", sql`${t.pricePerNight} >= 0`),
  ],
);

// ---------------------------------------------------------------- guests

export const guests = pgTable(
  "guests",
  {
    id: id(),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).unique(),
    /** Digits only (10 or 11), so that masked and bare forms are the same phone. */
    phone: varchar("phone", { length: 15 }).notNull().unique(),
    /** Eleven digits, no punctuation. */
    cpf: varchar("cpf", { length: 11 }).unique(),
    address: text("address"),
    birthDate: date("birth_date"),
    /** "/objects/<uuid>": one stored document belongs to one guest. */
    documentPhotoUrl: varchar("document_photo_url", { length: 500 }).unique(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("guests_name_idx").on(t.firstName, t.lastName)],
);

// ---------------------------------------------------------------- reservations

export const reservations = pgTable(
  "reservations",
  {
    id: id(),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "restrict" }),
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "restrict" }),
    checkInDate: date("check_in_date").notNull(),
    checkOutDate: date("check_out_date").notNull(),
    numberOfGuests: integer("number_of_guests").notNull().default(1),
    totalAmount: numeric("total_amount", { precision: 10, scale: 2 }).notNull().default("0"),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    statusPagamento: varchar("status_pagamento", { length: 20 }).notNull().default("PENDENTE"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reservations_guest_idx").on(t.guestId),
    index("reservations_dates_idx").on(t.checkInDate, t.checkOutDate),
    check("reservations_dates_check", sql`${t.checkOutDate} > ${t.checkInDate}`),
    check("reservations_guests_check", sql`${t.numberOfGuests} BETWEEN 1 AND 50`),
    check("reservations_status_check", sql`${t.status} IN (${inList(RESERVATION_STATUSES)})`),
    check(
      "reservations_status_pagamento_check",
      sql`${t.statusPagamento} IN (${inList(RESERVATION_PAYMENT_STATUSES)})`,
    ),
    // The no-overlap exclusion constraint lives in a hand-written migration (drizzle-kit cannot write EXCLUDE).
  ],
);

// ---------------------------------------------------------------- payments

export const payments = pgTable(
  "payments",
  {
    id: id(),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "restrict" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "restrict" }),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    method: varchar("method", { length: 20 }).notNull(),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    description: text("description"),
    transactionId: varchar("transaction_id", { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_reservation_idx").on(t.reservationId),
    index("payments_created_idx").on(t.createdAt),
    check("payments_method_check", sql`${t.method} IN (${inList(PAYMENT_METHODS)})`),
    check("payments_status_check", sql`${t.status} IN (${inList(PAYMENT_STATUSES)})`),
  ],
);

// ---------------------------------------------------------------- products

export const products = pgTable(
  "products",
  {
    id: id(),
    name: varchar("name", { length: 200 }).notNull(),
    description: text("description"),
    category: varchar("category", { length: 20 }).notNull(),
    /** Integer centavos. */
    price: integer("price").notNull(),
    /** Integer centavos. */
    costPrice: integer("cost_price"),
    unit: varchar("unit", { length: 30 }),
    stock: numeric("stock", { precision: 10, scale: 2 }).notNull().default("0"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_category_check", sql`${t.category} IN (${inList(PRODUCT_CATEGORIES)})`),
    check("products_price_check", sql`${t.price} >= 0 AND (${t.costPrice} IS NULL OR ${t.costPrice} >= 0)`),
    check("products_stock_check", sql`${t.stock} >= 0`),
  ],
);

export const productConsumption = pgTable(
  "product_consumption",
  {
    id: id(),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "restrict" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "restrict" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull().default(1),
    /** Integer centavos, copied from the product at the moment of consumption. */
    unitPrice: integer("unit_price").notNull(),
    /** Integer centavos. */
    totalAmount: integer("total_amount").notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("product_consumption_reservation_idx").on(t.reservationId),
    check("product_consumption_quantity_check", sql`${t.quantity} > 0`),
  ],
);

// ---------------------------------------------------------------- stays

export const checkInOut = pgTable(
  "check_in_out",
  {
    id: id(),
    reservationId: uuid("reservation_id")
      .notNull()
      .unique()
      .references(() => reservations.id, { onDelete: "restrict" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "restrict" }),
    roomId: uuid("room_id")
      .notNull()
      .references(() => rooms.id, { onDelete: "restrict" }),
    checkInTime: timestamp("check_in_time", { withTimezone: true }),
    checkOutTime: timestamp("check_out_time", { withTimezone: true }),
    actualCheckInDate: timestamp("actual_check_in_date", { withTimezone: true }),
    actualCheckOutDate: timestamp("actual_check_out_date", { withTimezone: true }),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("check_in_out_room_idx").on(t.roomId)],
);

// ---------------------------------------------------------------- finance

export const contasBancarias = pgTable(
  "contas_bancarias",
  {
    id: id(),
    nome: varchar("nome", { length: 100 }).notNull(),
    banco: varchar("banco", { length: 100 }),
    agencia: varchar("agencia", { length: 20 }),
    conta: varchar("conta", { length: 30 }),
    tipo: varchar("tipo", { length: 20 }).notNull(),
    saldoAtual: numeric("saldo_atual", { precision: 15, scale: 2 }).notNull().default("0"),
    isAtiva: boolean("is_ativa").notNull().default(true),
    observacoes: text("observacoes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("contas_bancarias_tipo_check", sql`${t.tipo} IN (${inList(ACCOUNT_TYPES)})`)],
);

export const lancamentosFinanceiros = pgTable(
  "lancamentos_financeiros",
  {
    id: id(),
    contaBancariaId: uuid("conta_bancaria_id")
      .notNull()
      .references(() => contasBancarias.id, { onDelete: "restrict" }),
    tipo: varchar("tipo", { length: 20 }).notNull(),
    categoria: varchar("categoria", { length: 100 }).notNull().default("Geral"),
    descricao: text("descricao"),
    valor: numeric("valor", { precision: 15, scale: 2 }).notNull(),
    dataLancamento: date("data_lancamento").notNull().defaultNow(),
    dataVencimento: date("data_vencimento"),
    status: varchar("status", { length: 20 }).notNull().default("PENDENTE"),
    numeroDocumento: varchar("numero_documento", { length: 50 }),
    observacoes: text("observacoes"),
    anexoUrl: varchar("anexo_url", { length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("lancamentos_conta_idx").on(t.contaBancariaId),
    index("lancamentos_data_idx").on(t.dataLancamento),
    check("lancamentos_tipo_check", sql`${t.tipo} IN (${inList(ENTRY_TYPES)})`),
    check("lancamentos_valor_check", sql`${t.valor} >= 0`),
  ],
);

export const tagsFinanceiras = pgTable("tags_financeiras", {
  id: id(),
  nome: varchar("nome", { length: 50 }).notNull().unique(),
  cor: varchar("cor", { length: 7 }).notNull().default("#3B82F6"),
  descricao: text("descricao"),
  createdAt: createdAt(),
});

export const lancamentosParaTags = pgTable(
  "lancamentos_para_tags",
  {
    id: id(),
    lancamentoId: uuid("lancamento_id")
      .notNull()
      .references(() => lancamentosFinanceiros.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tagsFinanceiras.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("lancamentos_para_tags_pair_idx").on(t.lancamentoId, t.tagId)],
);

export const pagamentosReserva = pgTable(
  "pagamentos_reserva",
  {
    id: id(),
    reservaId: uuid("reserva_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "restrict" }),
    lancamentoFinanceiroId: uuid("lancamento_financeiro_id")
      .notNull()
      .references(() => lancamentosFinanceiros.id, { onDelete: "restrict" }),
    valor: numeric("valor", { precision: 10, scale: 2 }).notNull(),
    dataPagamento: timestamp("data_pagamento", { withTimezone: true }).notNull().defaultNow(),
    metodoPagamento: varchar("metodo_pagamento", { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [index("pagamentos_reserva_reserva_idx").on(t.reservaId)],
);

// ---------------------------------------------------------------- uploads

/** One-time document uploads: issued by POST /api/objects/upload, used once by PUT /api/guest-documents. */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the upload has been turned into a stored object; a second use is refused. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_expires_idx").on(t.expiresAt)],
);

// ---------------------------------------------------------------- validators

/** Accepts "12,50", "12.50" or 12.5 and yields the string "12.50"-style decimal the numeric columns take. */
export const decimalString = (requiredMessage: string, opts: { integerDigits: number; negative?: boolean }) =>
  z.preprocess(
    (value) => {
      if (typeof value === "number" && Number.isFinite(value)) return String(value);
      if (typeof value === "string") return value.trim().replace(",", ".");
      return value;
    },
    z
      .string({ error: requiredMessage })
      .min(1, requiredMessage)
      .regex(
        new RegExp(`^${opts.negative ? "-?" : ""}\\d{1,${opts.integerDigits}}(\\.\\d{1,2})?$`),
        "Valor inválido. Use até duas casas decimais, ex.: 150,00",
      ),
  );

/** Turns "" and whitespace into null, for optional text fields. */
const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
export const optionalText = (max: number, message = `Máximo de ${max} caracteres`) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, message).nullable().optional());

export const roomTypeSchema = z.enum(ROOM_TYPES, { error: "Tipo de quarto inválido" });
export const roomStatusSchema = z.enum(ROOM_STATUSES, { error: "Status de quarto inválido" });

export const insertRoomSchema = createInsertSchema(rooms, {
  number: z
    .string({ error: "Número do quarto é obrigatório" })
    .trim()
    .min(1, "Número do quarto é obrigatório")
    .max(10, "Número do quarto deve ter no máximo 10 caracteres"),
  // Overriding a column drops its default-based optionality, so columns with defaults say .optional() again.
  type: roomTypeSchema.optional(),
  status: roomStatusSchema.optional(),
  capacity: z.coerce
    .number({ error: "Capacidade deve ser um número" })
    .int("Capacidade deve ser um número inteiro")
    .min(1, "Capacidade deve ser entre 1 e 10")
    .max(10, "Capacidade deve ser entre 1 e 10")
    .optional(),
  pricePerNight: decimalString("Preço é obrigatório", { integerDigits: 8 }),
  description: optionalText(2000),
  amenities: z.null().optional(),
  isActive: z.boolean({ error: "Ativo deve ser verdadeiro ou falso" }).optional(),
})
  .omit({ id: true, createdAt: true, updatedAt: true })
  .strict();
export const updateRoomSchema = insertRoomSchema;
export const roomStatusUpdateSchema = z.object({ status: roomStatusSchema }).strict();

/** Phone as the Guests form validates it (SPEC section 5); stored as digits only. */
export const guestPhoneSchema = z
  .string({ error: "Celular é obrigatório" })
  .trim()
  .min(1, "Celular é obrigatório")
  .refine((v) => MASKED_PHONE.test(v) || /^\d+$/.test(v), "Formato inválido. Use: (11) 99999-9999")
  .refine((v) => {
    const digits = normalizePhone(v);
    return digits.length === 10 || (digits.length === 11 && digits[2] === "9");
  }, "Número de celular inválido")
  .transform(normalizePhone);

/** Optional CPF, with or without punctuation; stored as 11 digits. */
export const cpfSchema = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .refine(isValidCpf, "CPF inválido")
    .transform(onlyDigits)
    .nullable()
    .optional(),
);

export const optionalEmailSchema = z.preprocess(
  emptyToNull,
  z.email("Email inválido").max(254, "Email inválido").toLowerCase().nullable().optional(),
);

/** Tags: trimmed, blank and repeated ones dropped (case-insensitively). */
export const tagsSchema = z
  .array(z.string().trim().max(50, "Etiqueta deve ter no máximo 50 caracteres"), { error: "Etiquetas inválidas" })
  .max(50, "Máximo de 50 etiquetas")
  .transform((tags) =>
    tags.filter((tag, i) => tag && tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i),
  );

const DOCUMENT_PATH = /^\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const insertGuestSchema = createInsertSchema(guests, {
  firstName: z.string({ error: "Nome é obrigatório" }).trim().min(1, "Nome é obrigatório").max(100, "Nome muito longo"),
  lastName: z
    .string({ error: "Sobrenome é obrigatório" })
    .trim()
    .min(1, "Sobrenome é obrigatório")
    .max(100, "Sobrenome muito longo"),
  email: optionalEmailSchema,
  phone: guestPhoneSchema,
  cpf: cpfSchema,
  address: optionalText(500),
  notes: optionalText(2000),
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
})
  .omit({ id: true, createdAt: true, updatedAt: true })
  .strict();
export const updateGuestSchema = insertGuestSchema;
/** PUT /api/guests/:id with only {tags}: the tag chips change nothing else. */
export const guestTagsUpdateSchema = z.object({ tags: tagsSchema }).strict();

/** The short guest form inside the new-reservation dialog (SPEC section 5). */
export const inlineGuestSchema = z.object({
  firstName: z.string().trim().min(2, "Nome deve ter pelo menos 2 caracteres").max(100),
  lastName: z.string().trim().min(2, "Sobrenome deve ter pelo menos 2 caracteres").max(100),
  phone: z
    .string()
    .refine((v) => normalizePhone(v).length >= 10, "Celular deve ter pelo menos 10 dígitos")
    .pipe(guestPhoneSchema),
  email: optionalEmailSchema,
  cpf: cpfSchema,
});

// ---------------------------------------------------------------- reservations

/** A calendar date "YYYY-MM-DD" (no time zone), required with the given message. */
const calendarDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .pipe(z.iso.date({ error: "Data inválida" }))
    .refine((v) => v >= "2000-01-01" && v <= "2100-12-31", "Data inválida");

export const reservationStatusSchema = z.enum(RESERVATION_STATUSES, { error: "Status de reserva inválido" });

const checkOutAfterCheckIn = {
  check: (v: { checkInDate: string; checkOutDate: string }) => v.checkOutDate > v.checkInDate,
  message: "A data de check-out deve ser posterior à data de check-in",
  path: ["checkOutDate"],
};

const reservationBaseSchema = createInsertSchema(reservations, {
  guestId: z
    .string({ error: "Selecione um hóspede para continuar" })
    .min(1, "Selecione um hóspede para continuar")
    .pipe(z.uuid("Selecione um hóspede para continuar")),
  roomId: z.string({ error: "Selecione um quarto" }).min(1, "Selecione um quarto").pipe(z.uuid("Selecione um quarto")),
  checkInDate: calendarDate("Data de check-in é obrigatória"),
  checkOutDate: calendarDate("Data de check-out é obrigatória"),
  numberOfGuests: z.coerce
    .number({ error: "Informe o número de hóspedes" })
    .int("Informe um número inteiro de hóspedes")
    .min(1, "Pelo menos 1 hóspede")
    .max(50, "Máximo 50 hóspedes")
    .optional(),
  // Prefilled with nights x price and editable (discounts); when absent the server computes it.
  totalAmount: z.preprocess(
    (value) => emptyToNull(value) ?? undefined,
    decimalString("Valor total inválido", { integerDigits: 8 }).optional(),
  ),
  status: reservationStatusSchema.optional(),
  notes: optionalText(2000),
})
  .omit({ id: true, createdAt: true, updatedAt: true, statusPagamento: true })
  .strict();

export const insertReservationSchema = reservationBaseSchema.refine(checkOutAfterCheckIn.check, checkOutAfterCheckIn);
/** PUT /api/reservations/:id: every field but the guest, who stays the same. */
export const updateReservationSchema = reservationBaseSchema
  .omit({ guestId: true })
  .refine(checkOutAfterCheckIn.check, checkOutAfterCheckIn);
/** PUT /api/reservations/:id with only {status}: the list's inline dropdown. */
export const reservationStatusUpdateSchema = z.object({ status: reservationStatusSchema }).strict();

/** The longest date window one read may ask for (a map of a year, an availability search). */
const MAX_WINDOW_DAYS = 400;
const windowIssues = (start: string, end: string) =>
  end <= start
    ? "A data final deve ser posterior à inicial"
    : Date.parse(end) - Date.parse(start) > MAX_WINDOW_DAYS * 86_400_000
      ? `Período muito longo (máximo de ${MAX_WINDOW_DAYS} dias)`
      : null;

/** GET /api/reservations?from=&to=: the live stays meeting [from, to) (the reservation map). */
export const reservationWindowSchema = z
  .object({ from: calendarDate("Data inicial é obrigatória"), to: calendarDate("Data final é obrigatória") })
  .superRefine((v, ctx) => {
    const message = windowIssues(v.from, v.to);
    if (message) ctx.addIssue({ code: "custom", message, path: ["to"] });
  });

/** GET /api/reservations?guestId=: one guest's reservations. */
export const reservationGuestSchema = z.object({ guestId: z.uuid("Hóspede inválido") });

/** GET /api/rooms/availability: the rooms bookable for [checkIn, checkOut), leaving out one reservation's own. */
export const roomAvailabilitySchema = z
  .object({
    checkIn: calendarDate("Data de check-in é obrigatória"),
    checkOut: calendarDate("Data de check-out é obrigatória"),
    excludeReservationId: z.uuid("Reserva inválida").optional(),
  })
  .superRefine((v, ctx) => {
    const message = windowIssues(v.checkIn, v.checkOut);
    if (message) ctx.addIssue({ code: "custom", message, path: ["checkOut"] });
  });

// ---------------------------------------------------------------- check-in / check-out

/**
 * POST /api/checkinout (SPEC section 7). The times the browser sends are accepted for compatibility but the server's
 * clock decides them; guest and room, when sent, must be the reservation's own.
 */
export const checkInSchema = z
  .object({
    reservationId: z.uuid("Selecione uma reserva"),
    guestId: z.uuid("Hóspede inválido").optional(),
    roomId: z.uuid("Quarto inválido").optional(),
    checkInTime: z.string().max(40).optional(),
    actualCheckInDate: z.string().max(40).optional(),
    notes: optionalText(2000),
  })
  .strict();
/** PUT /api/checkinout/:id: the check-out (times decided by the server, as at check-in). */
export const checkOutSchema = z
  .object({
    checkOutTime: z.string().max(40).optional(),
    actualCheckOutDate: z.string().max(40).optional(),
    notes: optionalText(2000),
  })
  .strict();

/** GET /api/dashboard/revenue?days=: the chart's period. */
export const revenuePeriodSchema = z.object({
  days: z.enum(["7", "30", "90"], { error: "Período inválido: use 7, 30 ou 90 dias" }).transform(Number),
});

export type User = typeof users.$inferSelect;
export type Room = typeof rooms.$inferSelect;
export type InsertRoom = z.output<typeof insertRoomSchema>;
export type RoomFormInput = z.input<typeof insertRoomSchema>;
export type Guest = typeof guests.$inferSelect;
export type InsertGuest = z.output<typeof insertGuestSchema>;
export type GuestFormInput = z.input<typeof insertGuestSchema>;
export type Reservation = typeof reservations.$inferSelect;
export type InsertReservation = z.output<typeof insertReservationSchema>;
/** A stay as the reservation map reads it (GET /api/reservations?from=&to=): what a bar shows, no more. */
export type ReservationMapStay = Pick<Reservation, "id" | "roomId" | "checkInDate" | "checkOutDate" | "status"> & {
  guestFirstName: string;
  guestLastName: string;
};
export type ReservationFormInput = z.input<typeof insertReservationSchema>;
export type UpdateReservation = z.output<typeof updateReservationSchema>;
/** A reservation as the API reads it: with its guest's name and phone and its room's number. */
export type ReservationView = Reservation & {
  guest: Pick<Guest, "id" | "firstName" | "lastName" | "phone">;
  room: Pick<Room, "id" | "number" | "type" | "pricePerNight">;
};
export type Payment = typeof payments.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductConsumption = typeof productConsumption.$inferSelect;
export type CheckInOut = typeof checkInOut.$inferSelect;
export type ContaBancaria = typeof contasBancarias.$inferSelect;
export type LancamentoFinanceiro = typeof lancamentosFinanceiros.$inferSelect;
export type TagFinanceira = typeof tagsFinanceiras.$inferSelect;
export type PagamentoReserva = typeof pagamentosReserva.$inferSelect;

/** A stay as the front desk reads it (GET /api/checkinout, the overview): with guest, room and booking. */
export type StayView = CheckInOut & {
  guest: Pick<Guest, "firstName" | "lastName" | "phone">;
  room: Pick<Room, "number" | "type">;
  reservation: Pick<Reservation, "checkInDate" | "checkOutDate" | "numberOfGuests" | "totalAmount" | "status">;
};

/** GET /api/checkinout/overview: the Check-in / Check-out screen, computed for "today" at the pousada. */
export interface FrontDeskOverview {
  /** The pousada's calendar date the lists were computed for (America/Sao_Paulo). */
  today: string;
  /** Confirmed reservations due today or earlier (and not yet over) with no check-in: 'Aguardando'. */
  pendingCheckIns: ReservationView[];
  /** Checked in, not yet out, earliest departure first; `late` when the departure date has passed. */
  activeStays: Array<StayView & { departsToday: boolean; late: boolean }>;
  /** Active stays leaving today, plus late ones (flagged), for the 'Check-outs Hoje' tab. */
  checkOutsDue: Array<StayView & { departsToday: boolean; late: boolean }>;
  /** Every stay ever recorded ('Total de Registros'). */
  totalRecords: number;
}

/** GET /api/checkinout/:id/folio: a stay with what was paid and consumed ('Ver Detalhes'). */
export interface StayFolio {
  stay: StayView;
  nights: number;
  payments: Array<Pick<Payment, "id" | "amount" | "method" | "status" | "description"> & { createdAt: string }>;
  consumption: Array<{ id: string; productName: string; quantity: number; unitPrice: number; totalAmount: number; consumedAt: string }>;
  /** Completed payments, decimal string. */
  paidTotal: string;
  /** Consumption, integer centavos. */
  consumedTotalCentavos: number;
}

/** GET /api/dashboard/stats: the four cards, each with what its side note compares it to. */
export interface DashboardStats {
  occupiedRooms: number;
  todayCheckins: number;
  /** Completed payments of the current month so far, decimal string. */
  monthlyRevenue: string;
  /** Rounded percentage of active rooms that are occupied. */
  occupancyRate: number;
  activeRooms: number;
  /** Check-ins minus check-outs today: how the occupied count moved ('+2 hoje'). */
  occupiedChangeToday: number;
  todayCheckouts: number;
  yesterdayCheckins: number;
  /** Completed payments of the previous month up to the same day and hour, decimal string. */
  previousMonthRevenue: string;
  /** Change against previousMonthRevenue in percent (one decimal); null when there was nothing to compare. */
  revenueChangePercent: number | null;
  /** Occupancy rate at this same moment a week ago (from the stays), rounded percentage. */
  occupancyRateWeekAgo: number;
  /** Notifications: active stays leaving today, and live reservations arriving tomorrow. */
  checkoutsToday: number;
  arrivalsTomorrow: number;
}

/** GET /api/dashboard/recent-transactions (SPEC section 7). */
export interface RecentTransaction {
  id: string;
  description: string | null;
  method: string;
  amount: string;
  createdAt: string;
}

/** GET /api/dashboard/revenue?days=7|30|90: one point per day at the pousada, oldest first. */
export interface RevenuePoint {
  date: string;
  amount: string;
}

/** GET /api/dashboard/today-checkins: today's arrivals, checked in ('Confirmado') or still expected ('Pendente'). */
export interface TodayCheckIn {
  reservationId: string;
  stayId: string | null;
  guest: Pick<Guest, "firstName" | "lastName" | "phone">;
  room: Pick<Room, "number">;
  checkInDate: string;
  checkOutDate: string;
  checkInTime: string | null;
  actualCheckInDate: string | null;
}

/** What the API tells the client about the signed-in user (never the password hash). */
export type PublicUser = Pick<
  User,
  "id" | "email" | "firstName" | "lastName" | "profileImageUrl" | "role" | "createdAt" | "lastLoginAt"
>;

/** Local account sign-in and first-owner creation. */
export const loginSchema = z.object({
  email: z.string({ error: "Informe o e-mail" }).trim().toLowerCase().email("Email inválido").max(254),
  password: z.string({ error: "Informe a senha" }).min(1, "Informe a senha").max(200),
});
export const ownerSetupSchema = z.object({
  firstName: z.string({ error: "Nome é obrigatório" }).trim().min(1, "Nome é obrigatório").max(100),
  lastName: z.string().trim().max(100).optional().default(""),
  email: loginSchema.shape.email,
  password: z
    .string({ error: "A senha deve ter pelo menos 8 caracteres" })
    .min(8, "A senha deve ter pelo menos 8 caracteres")
    .max(200, "A senha deve ter no máximo 200 caracteres"),
});
