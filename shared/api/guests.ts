import type { Guest } from "../schema/guests";

/** A row of GET /api/guests (the register, searchable), and what POST and PUT /api/guests answer: the whole guest. */
export type { Guest };

/** GET /api/guests/summary: the Guests page's count cards ('Total de Hóspedes', 'Com Email'). */
export interface GuestSummary {
  total: number;
  withEmail: number;
}
