// What the settings routes answer: GET /api/settings (every signed-in user; receipts and the folio print the
// pousada's data) and PUT /api/settings/pousada (owner).
import type { Pousada } from "../validators/settings";

export interface SettingsView {
  /** Dados da Pousada, null until the owner fills them in (Configurações > Geral). */
  pousada: Pousada | null;
}
