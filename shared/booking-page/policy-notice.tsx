// The cancellation policy and the privacy notice, shown before the guest books and again on their page.
import type { Quote } from "../api/rates";
import { policyLines } from "./format";

export function PolicyNotice({ policy }: { policy: Quote["cancellationPolicy"] }) {
  return (
    <section className="notice" aria-labelledby="politica">
      <h3 id="politica">Política de cancelamento{policy ? `: ${policy.name}` : ""}</h3>
      {policy ? (
        <ul>
          {policyLines(policy).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>Cancelamentos e devoluções são combinados com a pousada.</p>
      )}
      <p>
        Compra feita fora do estabelecimento: você pode desistir em até 7 dias da reserva (Código de Defesa do
        Consumidor, art. 49).
      </p>
    </section>
  );
}

export function PrivacyNotice() {
  return (
    <section className="notice" aria-labelledby="privacidade">
      <h3 id="privacidade">Aviso de privacidade</h3>
      <p>
        Usamos seu nome, e-mail, celular e CPF somente para registrar esta reserva, falar com você sobre ela e cumprir a
        ficha de hospedagem exigida por lei (LGPD, art. 7º, II e V). Eles não são mostrados nesta página nem
        compartilhados para publicidade. Para ver, corrigir ou apagar seus dados, fale com a pousada.
      </p>
    </section>
  );
}
