// /reservar/c/:token (docs/product.md §16.3): the guest's own page: the booking and its status, the deposit's PIX
// (QR and copy-paste code) while it is due, the deadline, the code to keep, and WhatsApp to the pousada.
import { useEffect, useState } from "react";
import type { PublicBookingView } from "@shared/api/booking-page";
import { publicApi } from "./api";
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

/** `initial`: the booking as the server rendered it into the page (server/booking-page-html.ts); else it is read. */
export function ConfirmationPage({ code, initial }: { code: string; initial?: PublicBookingView }) {
  const [view, setView] = useState<PublicBookingView | null>(initial ?? null);
  const [failure, setFailure] = useState("");
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (initial) return;
    publicApi
      .booking(code)
      .then(setView, (error: Error) =>
        setFailure(
          error.message === "Reserva não encontrada" ? "Reserva não encontrada. Confira o link." : error.message,
        ),
      );
  }, [code, initial]);

  if (!view) {
    // The frame and the code (known from the address) are painted at once; the rest when the booking is read.
    return (
      <main className="page">
        <h1>Sua reserva</h1>
        <section className="card">
          <p>
            Código da reserva: <code className="code">{code}</code>
          </p>
          <p role={failure ? "alert" : "status"} className={failure ? "error" : "muted"}>
            {failure || "Carregando a reserva…"}
          </p>
        </section>
      </main>
    );
  }
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
            <button
              type="button"
              className="primary"
              data-copy-pix=""
              onClick={() => void navigator.clipboard?.writeText(view.pix!.payload).then(() => setCopied(true))}
            >
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
