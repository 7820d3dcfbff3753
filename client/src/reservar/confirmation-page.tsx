// /reservar/c/:token (docs/product.md §16.3): the guest's own page: the booking and its status, the deposit's PIX
// (QR and copy-paste code) while it is due, the deadline, the code to keep, and WhatsApp to the pousada.
import { useEffect, useState } from "react";
import type { PublicBookingView } from "@shared/api/booking-page";
import { publicApi } from "./api";
import { BookingView } from "@shared/booking-page/booking-view";

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
  return (
    <BookingView
      view={view}
      code={code}
      copied={copied}
      onCopy={() => void navigator.clipboard?.writeText(view.pix?.payload ?? "").then(() => setCopied(true))}
    />
  );
}
