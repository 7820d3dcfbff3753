// Texts of the Canais screen (docs/product.md §17).
import type { SyncRunResult } from "@shared/api/channels";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A run's counts in a line: '2 novos · 1 alterado · 0 liberados · 0 conflitos'. */
export function runCountsText(run: { added: number; changed: number; released: number; conflicts: number }) {
  return [
    plural(run.added, "novo", "novos"),
    plural(run.changed, "alterado", "alterados"),
    plural(run.released, "liberado", "liberados"),
    plural(run.conflicts, "conflito", "conflitos"),
  ].join(" · ");
}

/** What 'Sincronizar agora' answered, for its notice. */
export function syncResultText(result: SyncRunResult) {
  if (!result.ok) return result.error;
  return `${plural(result.events, "evento lido", "eventos lidos")}: ${runCountsText(result)}.`;
}

/** The feed's address without its secret: the host and the path's start, enough to recognise it. */
export function shortUrl(url: string) {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.length > 18 ? `${parsed.pathname.slice(0, 18)}…` : parsed.pathname;
    return `${parsed.host}${path}`;
  } catch {
    return url.length > 32 ? `${url.slice(0, 32)}…` : url;
  }
}
