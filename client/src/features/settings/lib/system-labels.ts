/** What Configurações > Sistema calls each table in 'Registros' (the others are not shown there). */
export const TABLE_LABELS: Record<string, string> = {
  users: "Usuários",
  rooms: "Quartos",
  guests: "Hóspedes",
  reservations: "Reservas",
  check_in_out: "Check-ins/Check-outs",
  payments: "Pagamentos",
  contas_bancarias: "Contas bancárias",
  lancamentos_financeiros: "Lançamentos",
  products: "Produtos e serviços",
  product_consumption: "Consumos",
  audit_log: "Registro de atividades",
};

const UNITS = ["bytes", "KB", "MB", "GB", "TB"];

/** 1536 -> "1,5 KB"; sizes in pt-BR with one decimal above a kilobyte. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString("pt-BR", { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${UNITS[unit]}`;
}
