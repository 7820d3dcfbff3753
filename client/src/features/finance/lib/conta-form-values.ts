import type { z } from "zod";
import type { ContaBancariaView } from "@shared/api";
import { ACCOUNT_TYPES, PIX_KEY_TYPES, type AccountType, type PixKeyType } from "@shared/enums";
import type { insertContaBancariaSchema } from "@shared/validators/finance";
import { formatCpf, formatPhone } from "@shared/identity";
import { maskCpf } from "@/lib/cpf-mask";
import { maskCnpj } from "@/lib/document-mask";

/** What the account form holds; insertContaBancariaSchema (or the update one) turns it into the payload. */
export type ContaFormValues = z.input<typeof insertContaBancariaSchema>;

export const EMPTY_CONTA_FORM: ContaFormValues = {
  nome: "",
  tipo: "corrente",
  banco: "",
  agencia: "",
  conta: "",
  saldoInicial: "",
  ativo: true,
  pixTipo: "",
  pixChave: "",
  observacoes: "",
};

/** A stored key as the clerk typed it: masked CPF, CNPJ and phone (+55 dropped). */
export function pixKeyForInput(tipo: string | null, chave: string | null): string {
  if (!tipo || !chave) return "";
  if (tipo === "cpf") return formatCpf(chave);
  if (tipo === "cnpj") return maskCnpj(chave);
  if (tipo === "telefone") return formatPhone(chave.replace(/^\+55/, ""));
  return chave;
}

export function contaToFormValues(conta: ContaBancariaView): ContaFormValues {
  return {
    nome: conta.nome,
    tipo: (ACCOUNT_TYPES as readonly string[]).includes(conta.tipo) ? (conta.tipo as AccountType) : "corrente",
    banco: conta.banco ?? "",
    agencia: conta.agencia ?? "",
    conta: conta.conta ?? "",
    saldoInicial: conta.saldoInicial.replace(".", ","),
    ativo: conta.isAtiva,
    pixTipo: (PIX_KEY_TYPES as readonly string[]).includes(conta.pixTipo ?? "") ? (conta.pixTipo as PixKeyType) : "",
    pixChave: pixKeyForInput(conta.pixTipo, conta.pixChave),
    observacoes: conta.observacoes ?? "",
  };
}

/** Placeholder of the key field, by the key's type. */
export const PIX_KEY_PLACEHOLDERS: Record<PixKeyType, string> = {
  cpf: "000.000.000-00",
  cnpj: "00.000.000/0000-00",
  email: "financeiro@pousada.com.br",
  telefone: "(11) 99999-9999",
  aleatoria: "123e4567-e89b-12d3-a456-426614174000",
};

/** What the key field shows as it is typed, by the key's type. */
export function maskPixKey(tipo: string, value: string): string {
  if (tipo === "cpf") return maskCpf(value);
  if (tipo === "cnpj") return maskCnpj(value);
  if (tipo === "telefone") return formatPhone(value);
  return value;
}
