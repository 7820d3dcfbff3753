import type { z } from "zod";
import type { insertLancamentoSchema } from "@shared/validators/finance";

/** What the entry form holds; insertLancamentoSchema turns it into the payload ('Geral' when no categoria). */
export type LancamentoFormValues = z.input<typeof insertLancamentoSchema>;

export function emptyLancamentoForm(today: string): LancamentoFormValues {
  return {
    tipo: "receita",
    valor: "",
    contaBancariaId: "",
    contaDestinoId: "",
    categoria: "",
    descricao: "",
    dataLancamento: today,
    dataVencimento: "",
    tagIds: [],
  };
}

/** Categories a pousada uses most, offered as the clerk types (any other text is accepted). */
export const CATEGORY_SUGGESTIONS = [
  "Geral",
  "Hospedagem",
  "Alimentação",
  "Bebidas",
  "Lavanderia",
  "Limpeza",
  "Manutenção",
  "Energia elétrica",
  "Água",
  "Internet e telefone",
  "Salários",
  "Impostos e taxas",
  "Fornecedores",
  "Comissões",
  "Marketing",
] as const;
