// What the reports' routes answer (Relatórios, docs/product.md §12.14) and the day's cash closing. Money: decimal
// strings ("1234.50", negative with a leading "-"); rates: whole percentages 0-100; dates: "YYYY-MM-DD" at the pousada;
// instants: ISO strings (UTC). Every period is [from, to], both calendar dates inclusive, at the pousada.
//
// Routes (owner and staff, signed in; 401 without a session):
//   GET  /api/reports/summary|financeiro|ocupacao|pagamentos|hospedes?from=&to=   (400 with a Portuguese message)
//   GET  /api/reports/export?from=&to=&format=csv|xlsx   a download, Content-Disposition: attachment;
//        filename="relatorio-YYYY-MM-DD-a-YYYY-MM-DD.csv" (or .xlsx)
//   GET  /api/fechamentos-caixa?data=YYYY-MM-DD   CashDay
//   POST /api/fechamentos-caixa {data, contaBancariaId, saldoContado, observacoes?}   201 CashClosing; 409 when that
//        day of that account is already closed; 400 for a future day or an account that is not an active 'caixa'
//   POST /api/fechamentos-caixa/:id/reabrir {motivo}   owner only (403 'Acesso restrito ao proprietário'): 200
//        CashClosing with reabertoEm and motivoReabertura set, its booked difference reversed; 409 when already reopened
import type { AccountType, PaymentMethod, RoomType } from "../enums";
import type { ReportPeriod } from "../report-periods";

/** The summary cards' figures for one period. */
export interface ReportFigures {
  /** Completed payments recorded in the period minus refunds recorded in it: the dashboard's 'Receita Mensal' source. */
  totalRevenue: string;
  /**
   * Reservations created in the period (by creation date, docs/decisions/0017), cancelled and no-show ones left out.
   */
  reservations: number;
  /** totalRevenue / reservations, rounded to the centavo; "0.00" without reservations. */
  averageTicket: string;
  /**
   * docs/decisions/0017: rounded percentage of active rooms occupied, at the period's end (or now, for a period still
   * running), from the check-in/check-out records.
   */
  occupancyRate: number;
  /** Nights of confirmed, checked-in and completed reservations that fall inside the period. */
  roomNightsSold: number;
  /** Active rooms x days of the period. */
  roomNightsAvailable: number;
  /** roomNightsSold / roomNightsAvailable, whole percentage. */
  roomNightOccupancyRate: number;
  /** The sold reservations' totals, each prorated to its nights inside the period (centavo-rounded per reservation). */
  roomRevenue: string;
  /** Average daily rate: roomRevenue / roomNightsSold; "0.00" without nights sold. */
  adr: string;
  /** roomRevenue / roomNightsAvailable; "0.00" without rooms. */
  revpar: string;
}

/** GET /api/reports/summary?from&to: the period and the one before it of equal length (whole months stay months). */
export interface ReportSummary {
  period: ReportPeriod;
  previousPeriod: ReportPeriod;
  current: ReportFigures;
  previous: ReportFigures;
}

/** GET /api/reports/financeiro?from&to. Every list is in order (months ascending, the rest by amount descending). */
export interface FinanceReport {
  period: ReportPeriod;
  /** Equals the summary's totalRevenue for the same period. */
  totalRevenue: string;
  /** Every month the period touches ("YYYY-MM"), zero months included; they add up to totalRevenue. */
  revenueByMonth: Array<{ month: string; revenue: string }>;
  /** Payments minus their refunds, by the payment's method; only methods with movement. */
  revenueByMethod: Array<{ method: PaymentMethod; revenue: string }>;
  /**
   * The ledger (lançamentos settled in the period, by their settlement date; transfers left out, they move money
   * between the pousada's own accounts): receitas, despesas and resultado = receitas - despesas.
   */
  ledgerTotals: { receitas: string; despesas: string; resultado: string };
  /** Every month the period touches, zero months included. */
  ledgerByMonth: Array<{ month: string; receitas: string; despesas: string; resultado: string }>;
  /** By category ('Hospedagem', 'Estorno', 'Geral', ...), sorted by receitas + despesas descending. */
  ledgerByCategory: Array<{ categoria: string; receitas: string; despesas: string; resultado: string }>;
  /** Every account (inactive ones too) with its balance at the end of `to`: opening balance + settled entries. */
  accountBalances: Array<{ id: string; nome: string; tipo: AccountType; isAtiva: boolean; saldo: string }>;
  /** Sum of accountBalances. */
  totalBalance: string;
}

/** GET /api/reports/ocupacao?from&to. */
export interface OccupancyReport {
  period: ReportPeriod;
  /** Active rooms now by status ('Manutenção' counts maintenance and out_of_order together). */
  rooms: { available: number; occupied: number; cleaning: number; maintenance: number; total: number };
  /** Rounded percentage occupied / total now: the bar and 'N de M quartos ocupados'. */
  occupancyRate: number;
  /** One point per day of the period: rooms sold that night (confirmed, checked-in, completed reservations). */
  byDay: Array<{ date: string; roomsSold: number; rate: number }>;
  /** Per room type that has active rooms, in ROOM_TYPES order. */
  byRoomType: Array<{
    type: RoomType;
    rooms: number;
    roomNightsSold: number;
    roomNightsAvailable: number;
    rate: number;
    roomRevenue: string;
    adr: string;
  }>;
  /**
   * Room revenue by the tarifário's layer that priced each night (a season's, package's name, 'Feriados', 'Tarifa
   * base', or the night's rule), most revenue first; `season` null: stays sold without a nightly breakdown.
   */
  bySeason: Array<{ season: string | null; roomNightsSold: number; roomRevenue: string; adr: string }>;
  roomNightsSold: number;
  roomNightsAvailable: number;
  rate: number;
}

/** One completed payment as the Pagamentos tab lists it. */
export interface ReportPayment {
  id: string;
  createdAt: string;
  /** null when the guest no longer exists: the page shows 'Hóspede não encontrado'. */
  guestName: string | null;
  amount: string;
  method: PaymentMethod;
  /** null: the page shows a dash. */
  description: string | null;
}

/** GET /api/reports/pagamentos?from&to. */
export interface PaymentsReport {
  period: ReportPeriod;
  /** The 10 most recent completed payments recorded in the period, newest first. */
  recent: ReportPayment[];
  /** How many completed payments the period has, and their sum (before refunds). */
  count: number;
  total: string;
}

/** One of the 'Top Hóspedes'. No CPF, phone or e-mail: the tab does not need them. */
interface TopGuest {
  id: string;
  firstName: string;
  lastName: string;
  /** Two letters, upper-case: first name's and last name's first letters. */
  initials: string;
  /** The guest's registration instant. */
  createdAt: string;
  /** Completed payments recorded in the period minus refunds recorded in it, of this guest. */
  spent: string;
}

/** GET /api/reports/hospedes?from&to. */
export interface GuestsReport {
  period: ReportPeriod;
  /** The whole register (not the period), as the Guests page's cards. */
  totalGuests: number;
  guestsWithEmail: number;
  /** Same as the summary's reservations. */
  reservationsInPeriod: number;
  /** At most 5, by spent descending (ties by name); guests who spent nothing in the period are left out. */
  topGuests: TopGuest[];
  /**
   * Guests with a reservation created in the period (cancelled/no-show left out): new = no live reservation created
   * before the period; returning = at least one.
   */
  newGuests: number;
  returningGuests: number;
}

/** A recorded closing of one 'caixa' account's day. */
export interface CashClosing {
  id: string;
  data: string;
  contaBancariaId: string;
  saldoEsperado: string;
  saldoContado: string;
  /** saldoContado - saldoEsperado: negative when cash is missing. */
  diferenca: string;
  observacoes: string | null;
  fechadoPor: { id: string; nome: string } | null;
  fechadoEm: string;
  reabertoPor: { id: string; nome: string } | null;
  reabertoEm: string | null;
  motivoReabertura: string | null;
  /** 1 for the day's first closing of the account, 2 after a reopening, and so on. */
  versao: number;
}

/**
 * One 'caixa' account's day, all from the ledger (lançamentos of the account settled that day):
 * saldoEsperado = saldoAbertura + recebidoTotal - estornos + outrasEntradas - outrasSaidas.
 */
export interface CashDayAccount {
  conta: { id: string; nome: string };
  /** The balance at the start of the day: opening balance + entries settled before it. */
  saldoAbertura: string;
  /** Payments of stays received into this account that day, by method (only methods with movement). */
  recebidoPorMetodo: Array<{ method: PaymentMethod; amount: string; count: number }>;
  recebidoTotal: string;
  /** Refunds of payments paid out of this account that day. */
  estornos: string;
  /** Other entries of the day: receitas and transfers in / despesas and transfers out. */
  outrasEntradas: string;
  outrasSaidas: string;
  saldoEsperado: string;
  /** The day's open closing (null when not closed, or reopened and not closed again). */
  fechamento: CashClosing | null;
  /** Earlier closings of this day that the owner reopened, newest first. */
  reabertos: CashClosing[];
}

/**
 * One line of the day's receipts: the payments of stays of one method settled into one account that day, and the
 * clerk's 'Conferido' mark once it matches the bank or card statement.
 */
export interface DayReceiptLine {
  conta: { id: string; nome: string };
  method: PaymentMethod;
  amount: string;
  count: number;
  conferido: { nome: string; em: string } | null;
}

/** GET /api/fechamentos-caixa?data=YYYY-MM-DD: every active 'caixa' account, by name. */
export interface CashDay {
  data: string;
  contas: CashDayAccount[];
  /** Every account's receipts of the day by method (PIX, cards, transfers, cash), with their total. */
  recebimentos: DayReceiptLine[];
  recebimentosTotal: string;
  /** The day is complete when every receipt line is conferido and every caixa closed. */
  completo: boolean;
}
