import type { z } from "zod";
import { formatPhone } from "@shared/identity";
import type { Pousada, pousadaSchema } from "@shared/validators/settings";
import { maskCpfOrCnpj } from "@/lib/document-mask";

export type PousadaFormValues = z.input<typeof pousadaSchema>;

const EMPTY_POUSADA_FORM: PousadaFormValues = {
  nomeFantasia: "",
  razaoSocial: "",
  documento: "",
  endereco: "",
  cidade: "",
  uf: undefined as unknown as PousadaFormValues["uf"],
  telefone: "",
  email: "",
};

/** The stored data as the form shows it: the document and the phone masked. */
export function pousadaToFormValues(pousada: Pousada | null): PousadaFormValues {
  if (!pousada) return EMPTY_POUSADA_FORM;
  return {
    nomeFantasia: pousada.nomeFantasia,
    razaoSocial: pousada.razaoSocial ?? "",
    documento: pousada.documento ? maskCpfOrCnpj(pousada.documento) : "",
    endereco: pousada.endereco ?? "",
    cidade: pousada.cidade,
    uf: pousada.uf,
    telefone: formatPhone(pousada.telefone),
    email: pousada.email ?? "",
  };
}
