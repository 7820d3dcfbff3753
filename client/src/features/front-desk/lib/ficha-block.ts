import type { FichaView } from "@shared/api/fnrh";

/**
 * What the FNRH's ficha does to the check-in (the server's rule, docs/product.md §19): a minor without a responsible
 * adult blocks it always; an incomplete ficha blocks it in 'bloquear' and warns in 'avisar', once FNRH is configured.
 */
export function fichaBlock(ficha: FichaView): { blocked: string | null; warning: string | null } {
  const minor = ficha.guests.find((g) => g.isMinor && !g.minor);
  if (minor) {
    return {
      blocked: `${minor.name} é menor de idade: registre abaixo o responsável e a autorização para fazer o check-in.`,
      warning: null,
    };
  }
  if (!ficha.configured || ficha.complete) return { blocked: null, warning: null };
  if (ficha.mode === "bloquear") {
    return {
      blocked: "A ficha da FNRH está incompleta: complete os dados abaixo para fazer o check-in.",
      warning: null,
    };
  }
  return {
    blocked: null,
    warning:
      "A ficha da FNRH está incompleta. O check-in é permitido, mas a ficha só será aceita com os dados completos.",
  };
}
