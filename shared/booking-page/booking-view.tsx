// The guest's booking as its page shows it (docs/product.md §16.1, §16.3): the status, the stay, the code to keep, the
// deposit's PIX while it is due, WhatsApp to the pousada and the policy. Shared by the page in the browser
// (client/src/reservar/confirmation-page.tsx) and the server, which renders it into the HTML
// (server/booking-page-html.ts), so both are one markup.
import type { PublicBookingView } from "../api/booking-page";
import { brDate, brDateTime, plural, reais } from "./format";
import { PolicyNotice } from "./policy-notice";

function statusText(view: PublicBookingView): string {
  if (view.status === "confirmed") return "Confirmada";
  if (view.status === "pending") return view.paid ? "Sinal recebido, aguardando confirmação" : "Aguardando sinal";
  if (view.status === "cancelled" || view.status === "no_show") return "Cancelada";
  return view.status === "completed" ? "Concluída" : "Hospedagem em andamento";
}

function whatsappLink(view: PublicBookingView, code: string): string | null {
  if (!view.whatsapp) return null;
  const text =
    `Olá! Fiz a reserva online ${code}: ${view.roomTypeLabel}, de ${brDate(view.checkInDate)} a ` +
    `${brDate(view.checkOutDate)}, em nome de ${view.firstName}.`;
  return `https://wa.me/55${view.whatsapp}?text=${encodeURIComponent(text)}`;
}

/** `onCopy` is the browser's; on the server's page a small script wires the button (data-copy-pix). */
export function BookingView(props: { view: PublicBookingView; code: string; copied?: boolean; onCopy?: () => void }) {
  const { view, code, copied, onCopy } = props;
  const whatsapp = whatsappLink(view, code);
  const guests =
    plural(view.adults, "adulto", "adultos") +
    (view.children ? `, ${plural(view.children, "criança", "crianças")}` : "");
  return (
    <>
      {view.pousadaNome && (
        <header className="pousada">
          <p className="name">{view.pousadaNome}</p>
        </header>
      )}
      <main className="page">
        <h1>Sua reserva</h1>
        <section className="card">
          <p className="status" aria-live="polite">
            Situação: <strong>{statusText(view)}</strong>
          </p>
          <p>
            {view.roomTypeLabel} · {brDate(view.checkInDate)} a {brDate(view.checkOutDate)} · {guests}
          </p>
          <p>
            Total: <strong>{reais(view.totalAmount)}</strong>
          </p>
          <p>
            Código da reserva: <code className="code">{code}</code>
          </p>
          <p className="muted">Guarde este código ou o endereço desta página: com ele você acompanha a reserva.</p>
        </section>
        {view.pix && view.depositAmount && (
          <section className="card pix" aria-labelledby="sinal">
            <h2 id="sinal">Pague o sinal por PIX</h2>
            <p>
              Valor: <strong>{reais(view.depositAmount)}</strong>
              {view.depositDueAt && (
                <>
                  {" "}
                  até <strong>{brDateTime(view.depositDueAt, view.timeZone)}</strong>. Sem o sinal até lá, a reserva é
                  cancelada.
                </>
              )}
            </p>
            <img
              className="qr"
              width="240"
              height="240"
              alt="QR Code PIX do sinal"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(view.pix.svg)}`}
            />
            <label htmlFor="pix-copia-cola">PIX copia e cola</label>
            <textarea id="pix-copia-cola" readOnly rows={4} value={view.pix.payload} />
            <button type="button" className="primary" data-copy-pix="" onClick={onCopy}>
              {copied ? "Código copiado" : "Copiar código PIX"}
            </button>
          </section>
        )}
        {view.status === "pending" && !view.pix && !view.paid && (
          <p className="card">A pousada enviará os dados para o pagamento do sinal pelo WhatsApp.</p>
        )}
        {whatsapp && (
          <a className="whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer">
            Falar com a pousada no WhatsApp
          </a>
        )}
        <PolicyNotice policy={view.cancellationPolicy} />
      </main>
    </>
  );
}
