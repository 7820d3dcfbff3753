// Relatórios (docs/product.md §5.7, docs/decisions/0017): the summary cards with the previous period beside them, the
// tabs' figures, and the day's cash closing. Periods are [from, to] calendar dates at the pousada (its time zone), read
// as the instants [start of `from`, start of the day after `to`). Money in integer centavos while computing
// (docs/decisions/0012).
import type {
  CashClosing,
  CashDay,
  FinanceReport,
  GuestsReport,
  OccupancyReport,
  PaymentsReport,
  ReportFigures,
  ReportSummary,
} from "@shared/api/reports";
import { ROOM_TYPES, type AccountType, type PaymentMethod, type RoomType } from "@shared/enums";
import { fromSignedCentavos, toSignedCentavos } from "@shared/money";
import { brDate, calendarDateAt, shiftDate, startOfDay } from "@shared/pousada-time";
import { daysIn, monthEnd, monthsOf, previousPeriod, type ReportPeriod } from "@shared/report-periods";
import type { CloseCashDay } from "@shared/validators/reports";
import type { Db, DbOrTx } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { dashboardStorage } from "../storage/dashboard";
import { contasStorage } from "../storage/finance";
import { reportsStorage } from "../storage/reports";
import { settingsStorage } from "../storage/settings";
import { systemClock, type Clock } from "./clock";
import { moneyPer, percentOf, sumMoney } from "./report-math";

export const CLOSING_NOT_FOUND = "Fechamento de caixa não encontrado";
const CASH_ACCOUNT_NOT_FOUND = "Caixa não encontrado";

/** The instants of a period: [local midnight of `from`, local midnight after `to`). */
export const instantsOf = ({ from, to }: ReportPeriod, timeZone: string) => ({
  start: startOfDay(from, timeZone),
  end: startOfDay(shiftDate(to, 1), timeZone),
});

const byAmountDesc =
  <T>(amount: (row: T) => number) =>
  (a: T, b: T) =>
    amount(b) - amount(a);

type ClosingRow = NonNullable<Awaited<ReturnType<ReturnType<typeof reportsStorage>["closingById"]>>>;

const personName = (first: string | null, last: string | null, email: string | null) =>
  [first, last].filter(Boolean).join(" ").trim() || email || "Usuário";

function closingView(row: ClosingRow): CashClosing {
  const c = row.closing;
  return {
    id: c.id,
    data: c.data,
    contaBancariaId: c.contaBancariaId,
    saldoEsperado: c.saldoEsperado,
    saldoContado: c.saldoContado,
    diferenca: c.diferenca,
    observacoes: c.observacoes,
    fechadoPor: c.fechadoPor
      ? { id: c.fechadoPor, nome: personName(row.openedByFirst, row.openedByLast, row.openedByEmail) }
      : null,
    fechadoEm: c.fechadoEm.toISOString(),
    reabertoPor: c.reabertoPor
      ? { id: c.reabertoPor, nome: personName(row.reopenedByFirst, row.reopenedByLast, row.reopenedByEmail) }
      : null,
    reabertoEm: c.reabertoEm ? c.reabertoEm.toISOString() : null,
  };
}

/** One cash account's day from the ledger: opening, the day's moves by kind, and the expected balance. */
async function cashFigures(db: DbOrTx, ids: string[], date: string) {
  const data = reportsStorage(db);
  const [openings, moves] = await Promise.all([data.openingBalances(ids, date), data.dayMoves(ids, date)]);
  return new Map(
    ids.map((id) => {
      const opening = toSignedCentavos(openings.find((o) => o.id === id)?.saldo ?? "0");
      const mine = moves.filter((m) => m.contaId === id);
      const sumOf = (kind: string) =>
        mine.filter((m) => m.kind === kind).reduce((total, m) => total + toSignedCentavos(m.total), 0);
      const byMethod = mine
        .filter((m) => m.kind === "pagamento")
        .map((m) => ({ method: m.method as PaymentMethod, amount: m.total, count: m.count }))
        .sort(byAmountDesc((m) => toSignedCentavos(m.amount)));
      const received = sumOf("pagamento");
      const refunds = sumOf("estorno");
      const entradas = sumOf("entrada");
      const saidas = sumOf("saida");
      return [
        id,
        {
          saldoAbertura: fromSignedCentavos(opening),
          recebidoPorMetodo: byMethod,
          recebidoTotal: fromSignedCentavos(received),
          estornos: fromSignedCentavos(refunds),
          outrasEntradas: fromSignedCentavos(entradas),
          outrasSaidas: fromSignedCentavos(saidas),
          saldoEsperado: fromSignedCentavos(opening + received - refunds + entradas - saidas),
        },
      ] as const;
    }),
  );
}

export function reports(db: Db, clock: Clock = systemClock) {
  const data = reportsStorage(db);
  const dashboard = dashboardStorage(db);
  const timeZone = () => settingsStorage(db).timeZone();

  /** Revenue of [start, end): the dashboard's own query ('Receita Mensal'), so the numbers agree. */
  const revenueOf = (start: Date, end: Date) => dashboard.completedRevenue(start, end);

  /** Room-nights, room revenue and rooms per type (active rooms now: rooms have no history). */
  async function roomFigures(period: ReportPeriod) {
    const [sold, active] = await Promise.all([
      data.soldNightsByRoomType(period.from, shiftDate(period.to, 1)),
      data.activeRooms(),
    ]);
    const days = daysIn(period);
    const types = ROOM_TYPES.map((type) => {
      const rooms = active.filter((r) => r.type === type).reduce((total, r) => total + r.total, 0);
      const row = sold.find((s) => s.type === type);
      const nights = row?.nights ?? 0;
      const revenue = fromSignedCentavos(toSignedCentavos(row?.revenue ?? "0"));
      return { type, rooms, roomNightsSold: nights, roomNightsAvailable: rooms * days, roomRevenue: revenue };
    });
    return { types, active };
  }

  async function figures(period: ReportPeriod, now: Date, zone: string): Promise<ReportFigures> {
    const { start, end } = instantsOf(period, zone);
    const at = new Date(Math.min(now.getTime(), end.getTime() - 1));
    const [totalRevenue, reservations, occupied, rooms] = await Promise.all([
      revenueOf(start, end),
      data.countReservationsMade(start, end),
      dashboard.roomsOccupiedAt(at),
      roomFigures(period),
    ]);
    const activeRooms = rooms.types.reduce((total, t) => total + t.rooms, 0);
    const roomNightsSold = rooms.types.reduce((total, t) => total + t.roomNightsSold, 0);
    const roomNightsAvailable = rooms.types.reduce((total, t) => total + t.roomNightsAvailable, 0);
    const roomRevenue = sumMoney(rooms.types.map((t) => t.roomRevenue));
    return {
      totalRevenue: sumMoney([totalRevenue]),
      reservations,
      averageTicket: moneyPer(totalRevenue, reservations),
      occupancyRate: percentOf(Math.min(occupied, activeRooms), activeRooms),
      roomNightsSold,
      roomNightsAvailable,
      roomNightOccupancyRate: percentOf(roomNightsSold, roomNightsAvailable),
      roomRevenue,
      adr: moneyPer(roomRevenue, roomNightsSold),
      revpar: moneyPer(roomRevenue, roomNightsAvailable),
    };
  }

  return {
    async summary(period: ReportPeriod): Promise<ReportSummary> {
      const zone = await timeZone();
      const now = clock();
      const before = previousPeriod(period);
      const [current, previous] = await Promise.all([figures(period, now, zone), figures(before, now, zone)]);
      return { period, previousPeriod: before, current, previous };
    },

    async financeiro(period: ReportPeriod): Promise<FinanceReport> {
      const zone = await timeZone();
      const { start, end } = instantsOf(period, zone);
      // One revenue query per month (at most 25), each the dashboard's: the months add up to the period's total.
      const months = monthsOf(period).map((month) => {
        const first = `${month}-01`;
        const last = monthEnd(first);
        return {
          month,
          ...instantsOf(
            { from: first < period.from ? period.from : first, to: last > period.to ? period.to : last },
            zone,
          ),
        };
      });
      const [monthly, byMethod, ledger, balances] = await Promise.all([
        Promise.all(months.map((m) => revenueOf(m.start, m.end))),
        data.revenueByMethod(start, end),
        data.ledgerByMonthAndCategory(period.from, period.to),
        data.balancesAt(period.to),
      ]);
      const revenueByMonth = months.map((m, index) => ({ month: m.month, revenue: sumMoney([monthly[index]!]) }));

      const cents = (rows: typeof ledger, tipo: string) =>
        rows.filter((r) => r.tipo === tipo).reduce((total, r) => total + toSignedCentavos(r.total), 0);
      const result = (rows: typeof ledger) => {
        const receitas = cents(rows, "receita");
        const despesas = cents(rows, "despesa");
        return {
          receitas: fromSignedCentavos(receitas),
          despesas: fromSignedCentavos(despesas),
          resultado: fromSignedCentavos(receitas - despesas),
        };
      };
      const categories = [...new Set(ledger.map((r) => r.categoria))];
      const accountBalances = balances.map((b) => ({
        id: b.id,
        nome: b.nome,
        tipo: b.tipo as AccountType,
        isAtiva: b.isAtiva,
        saldo: sumMoney([b.saldo]),
      }));

      return {
        period,
        totalRevenue: sumMoney(revenueByMonth.map((m) => m.revenue)),
        revenueByMonth,
        revenueByMethod: byMethod
          .map((m) => ({ method: m.method as PaymentMethod, revenue: sumMoney([m.total]) }))
          .sort(byAmountDesc((m) => toSignedCentavos(m.revenue))),
        ledgerTotals: result(ledger),
        ledgerByMonth: monthsOf(period).map((month) => ({ month, ...result(ledger.filter((r) => r.month === month)) })),
        ledgerByCategory: categories
          .map((categoria) => ({ categoria, ...result(ledger.filter((r) => r.categoria === categoria)) }))
          .sort(byAmountDesc((c) => toSignedCentavos(c.receitas) + toSignedCentavos(c.despesas))),
        accountBalances,
        totalBalance: sumMoney(accountBalances.map((b) => b.saldo)),
      };
    },

    async ocupacao(period: ReportPeriod): Promise<OccupancyReport> {
      const [rooms, byDay] = await Promise.all([roomFigures(period), data.roomsSoldByDay(period.from, period.to)]);
      const count = (...statuses: string[]) =>
        rooms.active.filter((r) => statuses.includes(r.status)).reduce((total, r) => total + r.total, 0);
      const total = count("available", "occupied", "cleaning", "maintenance", "out_of_order");
      const occupied = count("occupied");
      const roomNightsSold = rooms.types.reduce((sum, t) => sum + t.roomNightsSold, 0);
      const roomNightsAvailable = rooms.types.reduce((sum, t) => sum + t.roomNightsAvailable, 0);
      return {
        period,
        rooms: {
          available: count("available"),
          occupied,
          cleaning: count("cleaning"),
          maintenance: count("maintenance", "out_of_order"),
          total,
        },
        occupancyRate: percentOf(occupied, total),
        byDay: byDay.map((d) => ({ date: d.date, roomsSold: d.sold, rate: percentOf(d.sold, total) })),
        byRoomType: rooms.types
          .filter((t) => t.rooms > 0)
          .map((t) => ({
            type: t.type as RoomType,
            rooms: t.rooms,
            roomNightsSold: t.roomNightsSold,
            roomNightsAvailable: t.roomNightsAvailable,
            rate: percentOf(t.roomNightsSold, t.roomNightsAvailable),
            roomRevenue: t.roomRevenue,
            adr: moneyPer(t.roomRevenue, t.roomNightsSold),
          })),
        roomNightsSold,
        roomNightsAvailable,
        rate: percentOf(roomNightsSold, roomNightsAvailable),
      };
    },

    async pagamentos(period: ReportPeriod): Promise<PaymentsReport> {
      const { start, end } = instantsOf(period, await timeZone());
      const [recent, totals] = await Promise.all([
        data.recentCompletedPayments(start, end, 10),
        data.completedPaymentsTotals(start, end),
      ]);
      return {
        period,
        recent: recent.map((p) => ({
          id: p.id,
          createdAt: p.createdAt.toISOString(),
          guestName: p.firstName === null ? null : `${p.firstName} ${p.lastName ?? ""}`.trim(),
          amount: p.amount,
          method: p.method as PaymentMethod,
          description: p.description,
        })),
        count: totals.count,
        total: sumMoney([totals.total]),
      };
    },

    async hospedes(period: ReportPeriod): Promise<GuestsReport> {
      const { start, end } = instantsOf(period, await timeZone());
      const [counts, reservations, top, newAndReturning] = await Promise.all([
        data.guestCounts(),
        data.countReservationsMade(start, end),
        data.topSpenders(start, end, 5),
        data.newAndReturningGuests(start, end),
      ]);
      return {
        period,
        totalGuests: counts.total,
        guestsWithEmail: counts.withEmail,
        reservationsInPeriod: reservations,
        topGuests: top.map((g) => ({
          id: g.id,
          firstName: g.firstName,
          lastName: g.lastName,
          initials: `${g.firstName.trim().charAt(0)}${g.lastName.trim().charAt(0)}`.toUpperCase(),
          createdAt: new Date(g.createdAt).toISOString(),
          spent: sumMoney([g.spent]),
        })),
        newGuests: newAndReturning.newGuests,
        returningGuests: newAndReturning.returningGuests,
      };
    },

    // ------------------------------------------------------------------ the day's cash

    async cashDay(date: string): Promise<CashDay> {
      const accounts = await data.activeCashAccounts();
      const ids = accounts.map((a) => a.id);
      const [figuresById, closings] = await Promise.all([cashFigures(db, ids, date), data.closingsOf(ids, date)]);
      return {
        data: date,
        contas: accounts.map((conta) => {
          const mine = closings.filter((c) => c.closing.contaBancariaId === conta.id).map(closingView);
          return {
            conta,
            ...figuresById.get(conta.id)!,
            fechamento: mine.find((c) => c.reabertoEm === null) ?? null,
            reabertos: mine.filter((c) => c.reabertoEm !== null),
          };
        }),
      };
    },

    /** Closes one account's day with the counted cash: the expected balance is computed in the same transaction. */
    async closeDay(input: CloseCashDay, userId: string): Promise<CashClosing> {
      const id = await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const now = clock();
          const store = reportsStorage(tx);
          if (input.data > calendarDateAt(now, await settingsStorage(tx).timeZone()))
            throw new ValidationError("Não é possível fechar o caixa de um dia que ainda não chegou", "data");
          // The account's row locked: concurrent closings (and money moves) of this cash take turns.
          const [conta] = await contasStorage(tx).lockByIds([input.contaBancariaId]);
          if (!conta) throw new NotFoundError(CASH_ACCOUNT_NOT_FOUND);
          if (conta.tipo !== "caixa" || !conta.isAtiva)
            throw new ValidationError("Escolha um caixa ativo (conta do tipo Caixa)", "contaBancariaId");
          const alreadyClosed = () =>
            new ConflictError(
              `O caixa "${conta.nome}" de ${brDate(input.data)} já foi fechado. Para corrigir, o proprietário deve reabri-lo.`,
              "data",
            );
          if (await store.lockOpenClosing(conta.id, input.data)) throw alreadyClosed();
          const expected = (await cashFigures(tx, [conta.id], input.data)).get(conta.id)!.saldoEsperado;
          const counted = toSignedCentavos(input.saldoContado);
          const row = await store.insertClosing({
            data: input.data,
            contaBancariaId: conta.id,
            saldoEsperado: expected,
            saldoContado: fromSignedCentavos(counted),
            diferenca: fromSignedCentavos(counted - toSignedCentavos(expected)),
            observacoes: input.observacoes ?? null,
            fechadoPor: userId,
            fechadoEm: now,
          });
          if (row === "duplicate") throw alreadyClosed();
          return row.id;
        }),
      );
      return closingView((await data.closingById(id))!);
    },

    /** The owner reopens a closed day; the day may then be closed again (the old closing is kept, reopened). */
    async reopen(id: string, userId: string): Promise<CashClosing> {
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const store = reportsStorage(tx);
          const closing = await store.lockClosing(id);
          if (!closing) throw new NotFoundError(CLOSING_NOT_FOUND);
          if (closing.reabertoEm) throw new ConflictError("Este fechamento de caixa já foi reaberto.", "id");
          await store.reopenClosing(id, userId, clock());
        }),
      );
      return closingView((await data.closingById(id))!);
    },
  };
}
