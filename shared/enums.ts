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

export const ROOM_STATUSES = ["available", "occupied", "cleaning", "maintenance", "out_of_order"] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];
export const ROOM_STATUS_LABELS: Record<RoomStatus, string> = {
  available: "Livre",
  occupied: "Ocupado",
  cleaning: "Limpeza",
  maintenance: "Manutenção",
  out_of_order: "Fora de Ordem",
};

export const RESERVATION_STATUSES = ["pending", "confirmed", "checked_in", "completed", "cancelled", "no_show"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  pending: "Pendente",
  confirmed: "Confirmada",
  checked_in: "Check-in Realizado",
  completed: "Concluída",
  cancelled: "Cancelada",
  no_show: "Não Compareceu",
};
/** Statuses that hold the room: the no-overlap constraint applies to these. */
export const LIVE_RESERVATION_STATUSES = ["pending", "confirmed", "checked_in", "completed"] as const;

export const RESERVATION_PAYMENT_STATUSES = ["PENDENTE", "PARCIAL", "PAGO"] as const;

export const PAYMENT_METHODS = ["credit_card", "debit_card", "pix", "cash", "bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: "Cartão de Crédito",
  debit_card: "Cartão de Débito",
  pix: "PIX",
  cash: "Dinheiro",
  bank_transfer: "Transferência",
};
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "refunded"] as const;

export const PRODUCT_CATEGORIES = ["food", "beverage", "service", "amenity", "laundry", "transport"] as const;

export const ACCOUNT_TYPES = ["corrente", "poupanca", "investimento", "caixa"] as const;
export const ENTRY_TYPES = ["receita", "despesa", "transferencia"] as const;
