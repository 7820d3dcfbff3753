import { formatCnpj, formatCpf, formatPhone } from "@shared/identity";
import type { Pousada } from "@shared/validators/settings";
import type { PrintFormat } from "../lib/print-format";

const documentLine = (documento: string | null | undefined) => {
  if (!documento) return null;
  return documento.length === 14 ? `CNPJ ${formatCnpj(documento)}` : `CPF ${formatCpf(documento)}`;
};

/** The pousada's name, document, address and contacts at the top of every printed document. */
export function PousadaLetterhead({ pousada, format }: { pousada: Pousada | null; format: PrintFormat }) {
  if (!pousada) {
    return (
      <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 print:hidden">
        Os dados da pousada não estão cadastrados: cadastre-os em Configurações &gt; Geral para que saiam no documento.
      </div>
    );
  }
  const contacts = [formatPhone(pousada.telefone), pousada.email].filter(Boolean).join(" · ");
  return (
    <header
      className={format === "a4" ? "border-b pb-3" : "border-b border-dashed pb-2 text-center"}
      data-testid="pousada-letterhead"
    >
      <p className={format === "a4" ? "text-xl font-bold" : "text-sm font-bold"}>{pousada.nomeFantasia}</p>
      {pousada.razaoSocial && <p>{pousada.razaoSocial}</p>}
      {documentLine(pousada.documento) && <p>{documentLine(pousada.documento)}</p>}
      {pousada.endereco && <p>{pousada.endereco}</p>}
      <p>
        {pousada.cidade}/{pousada.uf}
      </p>
      {contacts && <p>{contacts}</p>}
    </header>
  );
}
