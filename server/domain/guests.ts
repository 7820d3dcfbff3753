// The guest register: besides the queries, stored documents follow their guest (replaced, removed, deleted).
import { PHONE_REQUIRED, type InsertGuest } from "@shared/validators/guests";
import { SENSITIVE_GUEST_KEYS } from "@shared/validators/guest-register";
import type { PageQuery } from "@shared/validators/lists";
import type { Db } from "../db";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import type { ObjectStorage } from "../files/object-storage";
import type { Logger } from "../logger";
import { guestPrivacyStorage } from "../storage/guest-privacy";
import { guestSensitiveStorage, type SensitiveValues } from "../storage/guest-sensitive";
import { guestsStorage } from "../storage/guests";

export const GUEST_NOT_FOUND = "Hóspede não encontrado";
const ANONYMIZED_GUEST_LOCKED = "Este hóspede foi anonimizado: os dados pessoais não podem ser preenchidos de novo.";
const GUEST_HAS_RESERVATIONS = "Não é possível excluir este hóspede: ele tem reservas ou pagamentos registrados.";

/** The guest's own columns and, apart, the sensitive ones (race, disability), which never go on the guest's row. */
/** What an edit may set: the guest form's fields, `phone` null for a companion without a celular. */
type GuestEdit = Partial<Omit<InsertGuest, "phone">> & { phone?: string | null };

function splitSensitive<T extends GuestEdit>(values: T) {
  const own: Record<string, unknown> = { ...values };
  const sensitive: SensitiveValues = {};
  for (const key of SENSITIVE_GUEST_KEYS) {
    sensitive[key] = values[key];
    delete own[key];
  }
  return { own: own as Omit<T, (typeof SENSITIVE_GUEST_KEYS)[number]>, sensitive };
}

export function guestsDomain(deps: { db: Db; files: ObjectStorage; logger: Logger }) {
  const guests = guestsStorage(deps.db);

  /** A file no guest points at any more is deleted; failing to delete it must not fail the request. */
  const discardDocument = async (objectPath: string | null | undefined) => {
    if (!objectPath) return;
    await deps.files.remove(objectPath).catch((error: unknown) => {
      deps.logger.warn({ err: { message: (error as Error).message } }, "could not delete a guest document");
    });
  };

  return {
    list: () => guests.list(),
    page: (query: PageQuery & { limit: number }) => guests.page(query),
    summary: () => guests.summary(),
    async one(id: string) {
      const guest = await guests.findById(id);
      if (!guest) throw new NotFoundError(GUEST_NOT_FOUND);
      return guest;
    },
    create: (values: InsertGuest) =>
      deps.db.transaction(async (tx) => {
        const { own, sensitive } = splitSensitive(values);
        const guest = await guestsStorage(tx).create(own);
        await guestSensitiveStorage(tx).put(guest.id, sensitive);
        return guest;
      }),

    /**
     * `phone` null: a companion's edit that leaves them without a celular. `keepsPhone` (the whole form): a guest
     * who has a celular cannot be left without one.
     */
    async update(id: string, values: GuestEdit, { keepsPhone = false } = {}) {
      const { own, sensitive } = splitSensitive(values);
      const { before, after } = await deps.db.transaction(async (tx) => {
        // Under the row's lock, as anonymising takes it: an anonymised guest's record is not filled in again.
        const locked = await guestPrivacyStorage(tx).lock(id);
        if (!locked) throw new NotFoundError(GUEST_NOT_FOUND);
        if (locked.anonymizedAt) throw new ConflictError(ANONYMIZED_GUEST_LOCKED);
        if (keepsPhone && locked.phone !== null && !values.phone) throw new ValidationError(PHONE_REQUIRED, "phone");
        const updated = await guestsStorage(tx).update(id, own);
        if (updated) await guestSensitiveStorage(tx).put(id, sensitive);
        return { before: locked, after: updated };
      });
      if (!after) throw new NotFoundError(GUEST_NOT_FOUND);
      if (before.documentPhotoUrl && before.documentPhotoUrl !== after.documentPhotoUrl) {
        await discardDocument(before.documentPhotoUrl);
      }
      return after;
    },

    async remove(id: string) {
      const result = await guests.remove(id);
      if (result.outcome === "missing") throw new NotFoundError(GUEST_NOT_FOUND);
      if (result.outcome === "referenced") throw new ConflictError(GUEST_HAS_RESERVATIONS, "reservations");
      await discardDocument(result.documentPhotoUrl);
    },
  };
}
