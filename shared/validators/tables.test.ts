// The validators are plain zod, written apart from the tables (the browser must not load drizzle-orm): this holds
// each insert validator to its table, so a column added, renamed or made required cannot leave the forms behind.
import { describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { guests } from "../schema/guests";
import { reservations } from "../schema/reservations";
import { rooms } from "../schema/rooms";
import { calendarDateAt } from "../pousada-time";
import { addDays } from "../reservations";
import { insertGuestSchema } from "./guests";
import { insertReservationSchema, updateReservationSchema } from "./reservations";
import { insertRoomSchema, updateRoomSchema } from "./rooms";

type ObjectValidator = z.ZodType & { shape: Record<string, z.ZodType> };

const today = calendarDateAt(new Date(), "America/Sao_Paulo");
const UUID = "5f0c8a2e-4b1d-4c3e-9a7f-2d6b8e1c0a93";

/** Each insert validator with its table and the least a form must send for it to pass. */
const inserts: Array<{ name: string; table: PgTable; validator: ObjectValidator; least: Record<string, unknown> }> = [
  { name: "rooms", table: rooms, validator: insertRoomSchema, least: { number: "101", pricePerNight: "150,00" } },
  {
    name: "guests",
    table: guests,
    validator: insertGuestSchema,
    least: { firstName: "Ana", lastName: "Souza", phone: "(11) 99999-8888" },
  },
  {
    name: "reservations",
    table: reservations,
    validator: insertReservationSchema,
    least: { guestId: UUID, roomId: UUID, checkInDate: today, checkOutDate: addDays(today, 2) },
  },
];
/** Updates only change existing rows: their keys must still be columns, but nothing is required for an insert. */
const updates: Array<{ name: string; table: PgTable; validator: ObjectValidator }> = [
  { name: "rooms", table: rooms, validator: updateRoomSchema },
  { name: "reservations", table: reservations, validator: updateReservationSchema },
];

/** Columns an INSERT may name (not generated ones), in the table's order. */
const insertableColumns = (table: PgTable) =>
  Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated && !column.generatedIdentity);

const issuePaths = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.path.join("."));

describe.each([...inserts, ...updates])("the $name validator and its table", ({ table, validator }) => {
  it("accepts only insertable columns, in the table's order (issues are reported in that order)", () => {
    const columns = insertableColumns(table).map(([key]) => key);
    const keys = Object.keys(validator.shape);
    expect(keys.filter((key) => !columns.includes(key))).toEqual([]);
    expect(keys).toEqual(columns.filter((key) => keys.includes(key)));
  });
});

describe.each(inserts)("the $name insert validator", ({ table, validator, least }) => {
  it("passes the least a form must send, and refuses a field that is not a column", () => {
    expect(issuePaths(validator.safeParse(least))).toEqual([]);
    expect(issuePaths(validator.safeParse({ ...least, notAColumn: 1 }))).toEqual([""]);
  });

  it("requires every column the database requires (NOT NULL without a default)", () => {
    const required = insertableColumns(table)
      .filter(([, column]) => column.notNull && !column.hasDefault)
      .map(([key]) => key);
    expect(required.length).toBeGreaterThan(0);
    for (const key of required) {
      const { [key]: _left, ...without } = least;
      expect(issuePaths(validator.safeParse(without)), `${key} left out`).toContain(key);
    }
  });

  it("lets through null only into columns that hold it", () => {
    for (const [key, column] of insertableColumns(table)) {
      if (!(key in validator.shape)) continue;
      const result = validator.safeParse({ ...least, [key]: null });
      if (result.success && (result.data as Record<string, unknown>)[key] === null) {
        expect(column.notNull, `${key} takes null`).toBe(false);
      }
    }
  });
});
