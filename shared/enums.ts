// Enumerations of the domain and their Portuguese labels, shared by the server and the client.

export const USER_ROLES = ["owner", "employee"] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** 'owner' is Proprietário; any other value is Funcionário. */
export const roleLabel = (role: string | null | undefined) => (role === "owner" ? "Proprietário" : "Funcionário");

export const ROOM_TYPES = ["standard", "deluxe", "suite", "family"] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  standard: "Standard",
  deluxe: "Deluxe",
  suite: "Suíte",
  family: "Família",
};

/** The tarifário's price layers (shared/schema/rates.ts). */
export const RATE_KINDS = ["base", "holiday", "season", "package"] as const;
export type RateKind = (typeof RATE_KINDS)[number];

export const ROOM_STATUSES = ["available", "occupied", "cleaning", "maintenance", "out_of_order"] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];
export const ROOM_STATUS_LABELS: Record<RoomStatus, string> = {
  available: "Livre",
  occupied: "Ocupado",
  cleaning: "Limpeza",
  maintenance: "Manutenção",
  out_of_order: "Fora de Ordem",
};

export const RESERVATION_STATUSES = [
  "pending",
  "confirmed",
  "checked_in",
  "completed",
  "cancelled",
  "no_show",
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  pending: "Pendente",
  confirmed: "Confirmada",
  checked_in: "Check-in Realizado",
  completed: "Concluída",
  cancelled: "Cancelada",
  no_show: "Não Compareceu",
};
/**
 * Statuses that hold the room: the one list. The segments of these are live and the no-overlap constraint applies
 * to them (the trigger of migrations/0011 sets `live`; server/db/no-overlap.test.ts checks that exactly these hold a
 * room), the map shows them, availability and a guest's totals count them (isLiveStatus in shared/reservations.ts).
 */
export const LIVE_RESERVATION_STATUSES = [
  "pending",
  "confirmed",
  "checked_in",
  "completed",
] as const satisfies readonly ReservationStatus[];

/**
 * Where a reservation was made. 'balcao': in person at the desk; 'distancia': by phone, WhatsApp or e-mail taken by
 * the desk; 'site': the pousada's own booking page; 'canal': a channel (Airbnb, Booking.com). Every origin but
 * 'balcao' is a sale made at a distance, so the 7-day withdrawal right of CDC art. 49 applies to it.
 */
export const RESERVATION_ORIGINS = ["balcao", "distancia", "site", "canal"] as const;
export type ReservationOrigin = (typeof RESERVATION_ORIGINS)[number];
export const RESERVATION_ORIGIN_LABELS: Record<ReservationOrigin, string> = {
  balcao: "Balcão",
  distancia: "Telefone / WhatsApp",
  site: "Reserva online",
  canal: "Canal de venda",
};

export const RESERVATION_PAYMENT_STATUSES = ["PENDENTE", "PARCIAL", "PAGO"] as const;
/** A reservation's statusPagamento as the desk reads it. */
export const RESERVATION_PAYMENT_STATUS_LABELS: Record<string, string> = {
  PENDENTE: "Pendente",
  PARCIAL: "Parcial",
  PAGO: "Pago",
};

export const PAYMENT_METHODS = ["credit_card", "debit_card", "pix", "cash", "bank_transfer", "guest_credit"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: "Cartão de Crédito",
  debit_card: "Cartão de Débito",
  pix: "PIX",
  cash: "Dinheiro",
  bank_transfer: "Transferência",
  guest_credit: "Crédito do hóspede",
};
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "refunded"] as const;

export const PRODUCT_CATEGORIES = ["food", "beverage", "service", "amenity", "laundry", "transport"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  food: "Alimentação",
  beverage: "Bebida",
  service: "Serviço",
  amenity: "Amenidade",
  laundry: "Lavanderia",
  transport: "Transporte",
};
/** Categories sold as services: no stock is kept for them (a minibar item has stock, a transfer does not). */
export const SERVICE_CATEGORIES = ["service", "laundry", "transport"] as const satisfies readonly ProductCategory[];
/** What moves a product's stock: a purchase, a consumption, the removal of a wrong consumption, a count. */
export const STOCK_MOVE_KINDS = ["entrada", "consumo", "estorno", "ajuste"] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];

export const ACCOUNT_TYPES = ["corrente", "poupanca", "investimento", "caixa"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  corrente: "Conta Corrente",
  poupanca: "Poupança",
  investimento: "Investimento",
  caixa: "Caixa",
};
export const PIX_KEY_TYPES = ["cpf", "cnpj", "email", "telefone", "aleatoria"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  email: "E-mail",
  telefone: "Telefone",
  aleatoria: "Chave aleatória",
};
export const ENTRY_TYPES = ["receita", "despesa", "transferencia"] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const ENTRY_TYPE_LABELS: Record<EntryType, string> = {
  receita: "Receita",
  despesa: "Despesa",
  transferencia: "Transferência",
};
/**
 * A lançamento is PENDENTE (a bill to pay or receive, not yet in the balance), PAGO (settled: in the balance) or
 * CANCELADO (a pending bill the owner called off; a settled entry is never cancelled, it is reversed by another).
 */
export const ENTRY_STATUSES = ["PENDENTE", "PAGO", "CANCELADO"] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** What the audit log records (server-side, never edited). */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "view",
  "download",
  "login",
  "logout",
  "export",
  "restore",
  "reset",
] as const;
