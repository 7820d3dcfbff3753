// The pousada's name, city and contact (Dados da Pousada) at the top of both pages.
import type { PublicPage } from "@shared/api/booking-page";
import { formatPhone } from "@shared/identity";

export function PousadaHeader({ pousada }: { pousada: PublicPage["pousada"] }) {
  if (!pousada) return null;
  return (
    <header className="pousada">
      <p className="name">{pousada.nome}</p>
      <p>
        {pousada.cidade} - {pousada.uf}
        {pousada.telefone && <> · {formatPhone(pousada.telefone)}</>}
        {pousada.email && <> · {pousada.email}</>}
      </p>
    </header>
  );
}
