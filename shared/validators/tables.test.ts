// The validators are plain zod, written apart from the tables (the browser must not load drizzle-orm; measured in
// docs/decisions/0026): this holds every validator that writes a table's row to that table, so a column added,
// renamed, made required, shortened or narrowed cannot leave the forms and the API behind.
import { describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { contasBancarias, fechamentosCaixa, lancamentosFinanceiros, tagsFinanceiras } from "../schema/finance";
import { guests } from "../schema/guests";
import { paymentRefunds, payments } from "../schema/payments";
import { productConsumption, products, productStockMoves } from "../schema/products";
import { reservations } from "../schema/reservations";
import { rooms } from "../schema/rooms";
import { checkInOut } from "../schema/stays";
import { users } from "../schema/users";
import { calendarDateAt } from "../pousada-time";
import { shiftDate } from "../pousada-time";
import {
  insertContaBancariaSchema,
  insertLancamentoSchema,
  insertTagFinanceiraSchema,
  updateContaBancariaSchema,
} from "./finance";
import { insertGuestSchema } from "./guests";
import { insertPaymentSchema, refundPaymentSchema } from "./payments";
import { insertConsumptionSchema, insertProductSchema, stockEntrySchema } from "./products";
import { closeCashDaySchema } from "./reports";
import { insertReservationSchema, updateReservationSchema } from "./reservations";
import { insertRoomSchema, updateRoomSchema } from "./rooms";
import { checkInSchema, checkOutSchema } from "./stays";
import { acceptInvitationSchema, invitationSchema, ownerSetupSchema, profileSchema } from "./users";

type ObjectValidator = z.ZodType & { shape: Record<string, z.ZodType> };

const today = calendarDateAt(new Date(), "America/Sao_Paulo");
const UUID = "5f0c8a2e-4b1d-4c3e-9a7f-2d6b8e1c0a93";

interface Case {
  name: string;
  table: PgTable;
  validator: ObjectValidator;
  /** Keys the API takes under another name than the column's (the form's names, docs/decisions/0014). */
  columnOf?: Record<string, string>;
  /** Keys that are not columns of this table, each with where it goes instead. */
  notColumns?: Record<string, string>;
  /** Keys in the table's order, so that issues are reported in the form's order. */
  ordered?: boolean;
}
interface InsertCase extends Case {
  /** The least a form must send for the validator to pass. */
  least: Record<string, unknown>;
  /** NOT NULL columns without a default that the server fills itself, each with where from. */
  serverSets?: Record<string, string>;
}

/** Every validator whose output becomes a new row, with its table. */
const inserts: InsertCase[] = [
  {
    name: "rooms",
    table: rooms,
    validator: insertRoomSchema,
    least: { number: "101", pricePerNight: "150,00" },
    ordered: true,
  },
  {
    name: "guests",
    table: guests,
    validator: insertGuestSchema,
    least: { firstName: "Ana", lastName: "Souza", phone: "(11) 99999-8888" },
    notColumns: {
      race: "guest_sensitive_data (the FNRH's sensitive fields, kept apart)",
      disability: "guest_sensitive_data",
      disabilityType: "guest_sensitive_data",
    },
    ordered: true,
  },
  {
    name: "reservations",
    table: reservations,
    validator: insertReservationSchema,
    least: { guestId: UUID, roomId: UUID, checkInDate: today, checkOutDate: shiftDate(today, 2) },
    notColumns: { overrideRestrictions: "the audit log: the owner sold despite the tarifário's restrictions" },
    ordered: true,
  },
  {
    name: "contas_bancarias",
    table: contasBancarias,
    validator: insertContaBancariaSchema,
    least: { nome: "Caixa da recepção", tipo: "caixa" },
    columnOf: { ativo: "isAtiva" },
  },
  {
    name: "lancamentos_financeiros",
    table: lancamentosFinanceiros,
    validator: insertLancamentoSchema,
    least: { tipo: "receita", valor: "10,00", contaBancariaId: UUID },
    notColumns: { tagIds: "rows of lancamentos_para_tags" },
  },
  { name: "tags_financeiras", table: tagsFinanceiras, validator: insertTagFinanceiraSchema, least: { nome: "Obras" } },
  {
    name: "payments",
    table: payments,
    validator: insertPaymentSchema,
    least: { reservationId: UUID, amount: "10,00", method: "pix", contaBancariaId: UUID },
    serverSets: { guestId: "the reservation's guest" },
  },
  {
    name: "payment_refunds",
    table: paymentRefunds,
    validator: refundPaymentSchema,
    least: { amount: "10,00", reason: "Cobrado em dobro" },
    serverSets: { paymentId: "the route's :id" },
  },
  {
    name: "products",
    table: products,
    validator: insertProductSchema,
    least: { name: "Água mineral", category: "beverage", price: 500 },
    ordered: true,
  },
  {
    name: "product_consumption",
    table: productConsumption,
    validator: insertConsumptionSchema,
    least: { reservationId: UUID, productId: UUID },
    serverSets: {
      guestId: "the reservation's guest",
      unitPrice: "the product's price",
      totalAmount: "unitPrice × quantity",
    },
  },
  {
    name: "product_stock_moves (a stock entry)",
    table: productStockMoves,
    validator: stockEntrySchema,
    least: { quantity: "2", unitCost: 300 },
    columnOf: { description: "note" },
    notColumns: { contaBancariaId: "the account of the despesa it writes; the move keeps lancamentoId" },
    serverSets: { productId: "the route's :id", kind: "'entrada'" },
  },
  {
    name: "fechamentos_caixa",
    table: fechamentosCaixa,
    validator: closeCashDaySchema,
    least: { data: today, contaBancariaId: UUID, saldoContado: "100,00" },
    serverSets: { saldoEsperado: "the ledger", diferenca: "saldoContado - saldoEsperado" },
  },
  {
    name: "check_in_out",
    table: checkInOut,
    validator: checkInSchema,
    least: { reservationId: UUID },
    serverSets: { guestId: "the reservation's guest", roomId: "the reservation's room" },
  },
  {
    name: "users (the first owner)",
    table: users,
    validator: ownerSetupSchema,
    least: { firstName: "Ana", email: "ana@example.com", password: "12345678" },
    notColumns: { password: "stored as passwordHash (scrypt)" },
  },
  {
    name: "users (an invitation)",
    table: users,
    validator: invitationSchema,
    least: { email: "ana@example.com", role: "employee" },
  },
];
/** Updates only change existing rows: their keys must still be columns, but nothing is required for an insert. */
const updates: Case[] = [
  { name: "rooms", table: rooms, validator: updateRoomSchema, ordered: true },
  {
    name: "reservations",
    table: reservations,
    validator: updateReservationSchema,
    notColumns: { overrideRestrictions: "the audit log: the owner sold despite the tarifário's restrictions" },
    ordered: true,
  },
  {
    name: "contas_bancarias",
    table: contasBancarias,
    validator: updateContaBancariaSchema,
    columnOf: { ativo: "isAtiva" },
  },
  {
    name: "check_in_out (check-out)",
    table: checkInOut,
    validator: checkOutSchema,
    notColumns: {
      confirmarSaldoDevedor: "a question to the clerk, not stored",
      shortenStay: "moves the reservation's check-out date, not the stay's",
    },
  },
  { name: "users (Perfil)", table: users, validator: profileSchema },
  {
    name: "users (the invitation page)",
    table: users,
    validator: acceptInvitationSchema,
    notColumns: { password: "stored as passwordHash (scrypt)" },
  },
];

/** Columns an INSERT may name (not generated ones), in the table's order. */
const insertableColumns = (table: PgTable): Array<[string, PgColumn]> =>
  Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated && !column.generatedIdentity);

/** The validator's keys that are columns, each with its column. */
function columnsOf({ table, validator, columnOf = {}, notColumns = {} }: Case): Array<[string, PgColumn]> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.keys(validator.shape)
    .filter((key) => !(key in notColumns))
    .map((key) => [key, columns[columnOf[key] ?? key]!]);
}

const issuePaths = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.path.join("."));

/** Parses `value` as the only change to `base` and says whether `key` came out of it refused. */
function refuses(validator: ObjectValidator, base: Record<string, unknown>, key: string, value: unknown) {
  const result = validator.safeParse({ ...base, [key]: value });
  return issuePaths(result).includes(key);
}

const leastOf = (c: Case) => ("least" in c ? (c as InsertCase).least : {});

describe.each([...inserts, ...updates])("the $name validator and its table", (c) => {
  const { table, validator } = c;
  const least = leastOf(c);

  it("takes only columns (or keys said to go elsewhere), in the table's order where the form follows it", () => {
    const columns = insertableColumns(table).map(([key]) => key);
    const keys = Object.keys(validator.shape).filter((key) => !(key in (c.notColumns ?? {})));
    expect(keys.map((key) => c.columnOf?.[key] ?? key).filter((key) => !columns.includes(key))).toEqual([]);
    if (c.ordered) expect(keys).toEqual(columns.filter((key) => keys.includes(key)));
  });

  it("lets through null only into columns that hold it", () => {
    for (const [key, column] of columnsOf(c)) {
      const result = validator.safeParse({ ...least, [key]: null });
      if (result.success && (result.data as Record<string, unknown>)[key] === null) {
        expect(column.notNull, `${key} takes null`).toBe(false);
      }
    }
  });

  it("refuses text longer than its column, and free text without a limit", () => {
    let checked = 0;
    for (const [key, column] of columnsOf(c)) {
      if (column.columnType === "PgVarchar") {
        const length = (column as PgColumn & { length?: number }).length!;
        const result = validator.safeParse({ ...least, [key]: "a".repeat(length + 1) });
        const out = result.success ? (result.data as Record<string, unknown>)[key] : undefined;
        expect(typeof out === "string" && out.length > length, `${key} longer than varchar(${length})`).toBe(false);
        checked++;
      } else if (column.columnType === "PgText") {
        expect(refuses(validator, least, key, "a".repeat(100_001)), `${key}: text without a limit`).toBe(true);
        checked++;
      }
    }
    if (columnsOf(c).some(([, column]) => ["PgVarchar", "PgText"].includes(column.columnType))) {
      expect(checked).toBeGreaterThan(0);
    }
  });

  it("takes every amount its numeric column holds and refuses one it does not", () => {
    for (const [key, column] of columnsOf(c)) {
      if (column.columnType !== "PgNumeric") continue;
      const { precision, scale } = column as PgColumn & { precision: number; scale: number };
      const integerDigits = precision - scale;
      const largest = `${"9".repeat(integerDigits)}.${"9".repeat(scale)}`;
      expect(refuses(validator, least, key, largest), `${key} refuses ${largest}`).toBe(false);
      expect(refuses(validator, least, key, `1${"0".repeat(integerDigits)}`), `${key}: one digit too many`).toBe(true);
      expect(refuses(validator, least, key, `1.${"1".repeat(scale + 1)}`), `${key}: one decimal too many`).toBe(true);
    }
  });

  it("refuses what an integer column cannot hold", () => {
    for (const [key, column] of columnsOf(c)) {
      if (column.columnType !== "PgInteger") continue;
      expect(refuses(validator, least, key, 2 ** 31), `${key}: above the integer's range`).toBe(true);
      expect(refuses(validator, least, key, 1.5), `${key}: a fraction`).toBe(true);
    }
  });
});

describe.each(inserts)("the $name insert validator", (c) => {
  const { table, validator, least } = c;

  it("passes the least a form must send, and never passes on a key that is not a column", () => {
    expect(issuePaths(validator.safeParse(least))).toEqual([]);
    const result = validator.safeParse({ ...least, notAColumn: 1 });
    if (result.success) expect(result.data).not.toHaveProperty("notAColumn");
    else expect(issuePaths(result)).toEqual([""]);
  });

  it("requires every column the database requires (NOT NULL without a default) that the server does not fill", () => {
    const keyOf = (column: string) =>
      Object.entries(c.columnOf ?? {}).find(([, name]) => name === column)?.[0] ?? column;
    const required = insertableColumns(table)
      .filter(([key, column]) => column.notNull && !column.hasDefault && !(key in (c.serverSets ?? {})))
      .map(([key]) => keyOf(key));
    for (const key of required) {
      const { [key]: _left, ...without } = least;
      expect(issuePaths(validator.safeParse(without)), `${key} left out`).toContain(key);
    }
  });

  it("names as filled by the server only columns that exist", () => {
    const columns = insertableColumns(table).map(([key]) => key);
    expect(Object.keys(c.serverSets ?? {}).filter((key) => !columns.includes(key))).toEqual([]);
  });
});
