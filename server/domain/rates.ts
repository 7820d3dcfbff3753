// Configurações > Tarifário and the quote (docs/product.md §15): what the screen reads and writes, and the price of a
// stay from the rules storage loads (the arithmetic is rate-quote.ts's, with no I/O).
import type { PaymentMethod, RoomType } from "@shared/enums";
import type {
  CancellationPolicyRowView,
  CancellationPolicyView,
  Quote,
  RateRestrictionView,
  RateView,
  TarifarioView,
} from "@shared/api/rates";
import { calendarDateAt, shiftDate } from "@shared/pousada-time";
import {
  tarifarioSettingsOf,
  type PriceSet,
  type TarifarioSettings,
  type cancellationPolicyInputSchema,
  type packageInputSchema,
  type restrictionInputSchema,
  type seasonInputSchema,
} from "@shared/validators/rates";
import type { z } from "zod";
import type { DbOrTx } from "../db";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { ratesStorage, type QuoteInputs } from "../storage/rates";
import { settingsStorage } from "../storage/settings";
import { systemClock, type Clock } from "./clock";
import { holidaysBetween } from "./holidays";
import { quoteStay, type QuoteRules } from "./rate-quote";

type Store = ReturnType<typeof ratesStorage>;
type RateRow = Awaited<ReturnType<Store["listRates"]>>[number];
type RateRestrictionRow = Awaited<ReturnType<Store["listRestrictions"]>>[number];
type CancellationPolicyRow = Awaited<ReturnType<Store["listPolicies"]>>[number];
type Prices = Partial<Record<RoomType, PriceSet>>;
type SeasonInput = z.output<typeof seasonInputSchema>;
type PackageInput = z.output<typeof packageInputSchema>;

const NOT_FOUND = { season: "Temporada não encontrada", package: "Pacote não encontrado" } as const;
const POLICY_NOT_FOUND = "Política de cancelamento não encontrada";
const RESTRICTION_NOT_FOUND = "Restrição não encontrada";
const POLICY_NAME_TAKEN = "Já existe uma política com esse nome";

const rateView = (row: RateRow): RateView => ({
  id: row.id,
  kind: row.kind as RateView["kind"],
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  priority: row.priority,
  prices: row.prices as Prices,
  minStay: row.minStay,
  depositPercent: row.depositPercent,
  cancellationPolicyId: row.cancellationPolicyId,
});
const restrictionView = (row: RateRestrictionRow): RateRestrictionView => ({
  id: row.id,
  roomType: row.roomType as RoomType | null,
  startDate: row.startDate,
  endDate: row.endDate,
  weekdays: row.weekdays,
  minStay: row.minStay,
  maxStay: row.maxStay,
  closedToArrival: row.closedToArrival,
  closedToDeparture: row.closedToDeparture,
  stopSell: row.stopSell,
});
const policyView = (row: CancellationPolicyRow): CancellationPolicyView => ({
  id: row.id,
  name: row.name,
  rows: row.rows as CancellationPolicyRowView[],
  creditMonths: row.creditMonths,
});

const pousadaState = (pousada: unknown) => {
  const uf = (pousada as { uf?: unknown } | undefined)?.uf;
  return typeof uf === "string" ? uf : null;
};

export function ratesDomain(db: DbOrTx, clock: Clock = systemClock) {
  const store = ratesStorage(db);
  const settings = settingsStorage(db);

  async function checkPolicy(id: string | null) {
    if (id && !(await store.policyById(id))) throw new ValidationError(POLICY_NOT_FOUND, "cancellationPolicyId");
  }
  const datedValues = (kind: "season" | "package", input: SeasonInput | PackageInput) =>
    kind === "season"
      ? (({ name, startDate, endDate, priority, minStay, prices }: SeasonInput) => ({
          name,
          startDate,
          endDate,
          priority,
          minStay,
          prices,
        }))(input as SeasonInput)
      : (({ name, startDate, endDate, depositPercent, cancellationPolicyId, prices }: PackageInput) => ({
          name,
          startDate,
          endDate,
          depositPercent,
          cancellationPolicyId,
          prices,
        }))(input as PackageInput);

  return {
    async view(): Promise<TarifarioView> {
      const [rows, restrictions, policies, saved, pousada, zone] = await Promise.all([
        store.listRates(),
        store.listRestrictions(),
        store.listPolicies(),
        settings.get("tarifario"),
        settings.get("pousada"),
        settings.timeZone(),
      ]);
      const today = calendarDateAt(clock(), zone);
      const holidays = holidaysBetween(pousadaState(pousada), today, shiftDate(today, 365));
      return {
        base: rows.filter((r) => r.kind === "base").map(rateView)[0] ?? null,
        holiday: rows.filter((r) => r.kind === "holiday").map(rateView)[0] ?? null,
        seasons: rows.filter((r) => r.kind === "season").map(rateView),
        packages: rows.filter((r) => r.kind === "package").map(rateView),
        restrictions: restrictions.map(restrictionView),
        policies: policies.map(policyView),
        settings: tarifarioSettingsOf(saved),
        holidays: [...holidays].map(([date, name]) => ({ date, name })),
      };
    },

    async quote(query: {
      roomId: string;
      checkInDate: string;
      checkOutDate: string;
      adults: number;
      childrenAges: number[];
      paymentMethod?: PaymentMethod;
    }): Promise<Quote> {
      const { checkInDate, checkOutDate } = query;
      const inputs = await store.forQuote(query.roomId, checkInDate, checkOutDate);
      const { room } = inputs;
      if (!room) throw new NotFoundError("Quarto não encontrado");
      const tarifario = tarifarioSettingsOf(inputs.tarifario);
      const policyOf = (id: string | null) => {
        const row = id ? inputs.policies.find((p) => p.id === id) : undefined;
        return row
          ? { name: row.name, rows: row.rows as CancellationPolicyRowView[], creditMonths: row.creditMonths }
          : null;
      };
      const pricesOf = (row: QuoteInputs["rates"][number]) => (row.prices as Prices)[room.type];
      const rows = inputs.rates;
      const base = rows.find((r) => r.kind === "base");
      const holiday = rows.find((r) => r.kind === "holiday");
      const rules: QuoteRules = {
        base: base ? pricesOf(base) : undefined,
        holiday: holiday ? { prices: pricesOf(holiday), minStay: holiday.minStay } : null,
        holidays: holidaysBetween(pousadaState(inputs.pousada), checkInDate, checkOutDate),
        seasons: rows
          .filter((r) => r.kind === "season")
          .map((r) => ({
            name: r.name,
            startDate: r.startDate!,
            endDate: r.endDate!,
            priority: r.priority,
            minStay: r.minStay,
            prices: pricesOf(r),
          })),
        packages: rows
          .filter((r) => r.kind === "package")
          .map((r) => ({
            name: r.name,
            startDate: r.startDate!,
            endDate: r.endDate!,
            depositPercent: r.depositPercent,
            policy: policyOf(r.cancellationPolicyId),
            prices: pricesOf(r),
          })),
        restrictions: inputs.restrictions,
        settings: tarifario,
        defaultPolicy: policyOf(tarifario.defaultPolicyId),
      };
      return quoteStay({ ...query, room, now: clock() }, rules);
    },

    async putBase(prices: Prices) {
      return rateView(await store.putSingleton("base", { name: "Tarifa base", prices, minStay: null }, clock()));
    },
    async putHoliday(input: { prices: Prices; minStay: number | null }) {
      return rateView(await store.putSingleton("holiday", { name: "Feriados", ...input }, clock()));
    },
    async putSettings(input: TarifarioSettings, userId: string) {
      await checkPolicy(input.defaultPolicyId);
      await settings.put("tarifario", input, userId, clock());
      return input;
    },

    async createDated(kind: "season" | "package", input: SeasonInput | PackageInput) {
      if (kind === "package") await checkPolicy((input as PackageInput).cancellationPolicyId);
      return rateView(await store.insertRate({ kind, ...datedValues(kind, input) }));
    },
    async updateDated(kind: "season" | "package", id: string, input: SeasonInput | PackageInput) {
      if (kind === "package") await checkPolicy((input as PackageInput).cancellationPolicyId);
      const row = await store.updateRate(kind, id, datedValues(kind, input), clock());
      if (!row) throw new NotFoundError(NOT_FOUND[kind]);
      return rateView(row);
    },
    async removeDated(kind: "season" | "package", id: string) {
      if ((await store.removeRate(kind, id)) === "missing") throw new NotFoundError(NOT_FOUND[kind]);
    },

    async createRestriction(input: z.output<typeof restrictionInputSchema>) {
      return restrictionView(await store.insertRestriction(input));
    },
    async updateRestriction(id: string, input: z.output<typeof restrictionInputSchema>) {
      const row = await store.updateRestriction(id, input);
      if (!row) throw new NotFoundError(RESTRICTION_NOT_FOUND);
      return restrictionView(row);
    },
    async removeRestriction(id: string) {
      if ((await store.removeRestriction(id)) === "missing") throw new NotFoundError(RESTRICTION_NOT_FOUND);
    },

    async createPolicy(input: z.output<typeof cancellationPolicyInputSchema>) {
      const row = await store.insertPolicy(input);
      if (row === "duplicate") throw new ConflictError(POLICY_NAME_TAKEN, "name");
      return policyView(row);
    },
    async updatePolicy(id: string, input: z.output<typeof cancellationPolicyInputSchema>) {
      const row = await store.updatePolicy(id, input, clock());
      if (row === "duplicate") throw new ConflictError(POLICY_NAME_TAKEN, "name");
      if (!row) throw new NotFoundError(POLICY_NOT_FOUND);
      return policyView(row);
    },
    async removePolicy(id: string) {
      if (tarifarioSettingsOf(await settings.get("tarifario")).defaultPolicyId === id) {
        throw new ConflictError("Esta é a política padrão do tarifário: escolha outra antes de excluí-la");
      }
      const outcome = await store.removePolicy(id);
      if (outcome === "missing") throw new NotFoundError(POLICY_NOT_FOUND);
      if (outcome === "referenced")
        throw new ConflictError("Há pacotes com esta política: troque-a antes de excluí-la");
    },
  };
}
