// How the audit screen and its CSV name a changed field (docs/product.md §12.15): "Total: R$ 700,00 → R$ 1,00".
import type { AuditChange } from "./api/audit";

/** The fields' names as the forms call them; any other field is shown by its own name. */
const FIELD_LABELS: Record<string, string> = {
  totalAmount: "Total",
  checkInDate: "Entrada",
  checkOutDate: "Saída",
  numberOfGuests: "Hóspedes",
  roomId: "Quarto",
  guestId: "Hóspede",
  status: "Situação",
  statusPagamento: "Situação do pagamento",
  notes: "Observações",
  motivoDesconto: "Motivo do desconto",
  firstName: "Nome",
  lastName: "Sobrenome",
  email: "E-mail",
  phone: "Telefone",
  cpf: "CPF",
  address: "Endereço",
  birthDate: "Nascimento",
  tags: "Etiquetas",
  number: "Número",
  pricePerNight: "Diária",
  amount: "Valor",
  method: "Forma de pagamento",
  description: "Descrição",
  refundedAmount: "Valor estornado",
  contaBancariaId: "Conta",
  contaDestinoId: "Conta de destino",
  valor: "Valor",
  dataLancamento: "Data",
  dataVencimento: "Vencimento",
  dataPagamento: "Pagamento",
  nome: "Nome",
  name: "Nome",
  price: "Preço",
};

const auditFieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** "Total: R$ 700,00 → R$ 1,00"; an empty side is shown as "—". */
export const auditChangeText = (change: AuditChange) =>
  change.personal
    ? `${auditFieldLabel(change.field)}: alterado (dado pessoal)`
    : `${auditFieldLabel(change.field)}: ${change.from ?? "—"} → ${change.to ?? "—"}`;
