// The guest's booking page as the server rendered it (server/booking-page-html.ts): no React, only 'Copiar código
// PIX' wired to the clipboard. The page's styles come in with this entry.
import "./reservar.css";

const button = document.querySelector<HTMLButtonElement>("[data-copy-pix]");
const payload = document.querySelector<HTMLTextAreaElement>("#pix-copia-cola");
button?.addEventListener("click", () => {
  if (!payload) return;
  void navigator.clipboard?.writeText(payload.value).then(() => {
    button.textContent = "Código copiado";
  });
});
