// Anonymising a guest (docs/product.md §18): the owner's answer to a request, and the retention job's for a guest
// without a stay for years. The personal fields go (shared/lgpd.ts lists them); the stays, bills and payments keep
// their amounts and dates, so no report changes by a centavo.
import type { Guest } from "@shared/api/guests";
import type { GuestPersonalField } from "@shared/lgpd";
import { calendarDateAt } from "@shared/pousada-time";
import type { Db } from "../db";
import { ConflictError, NotFoundError } from "../errors";
import type { ObjectStorage } from "../files/object-storage";
import type { Logger } from "../logger";
import { guestPrivacyStorage } from "../storage/guest-privacy";
import { storage } from "../storage";
import { retryOnConflict } from "../db/retry";
import type { Clock } from "./clock";
import { GUEST_NOT_FOUND } from "./guests";

const STAY_OPEN = "Não é possível anonimizar: o hóspede está hospedado. Faça o check-out antes.";
const STAY_BOOKED = "Não é possível anonimizar: o hóspede tem uma reserva pendente ou confirmada.";
const ALREADY = "Este hóspede já foi anonimizado.";
const holdRefusal = (reason: string) => `Não é possível anonimizar: os dados estão retidos (${reason}).`;

/** "Ana" → "A.": what is left of a name. */
const initialOf = (name: string) => `${(Array.from(name.trim())[0] ?? "X").toLocaleUpperCase("pt-BR")}.`;

/** What each personal field becomes; a field added to GUEST_PERSONAL_FIELDS does not compile without its rule. */
const ANONYMIZED: { [F in GuestPersonalField]: (guest: Guest) => Guest[F] } = {
  firstName: (guest) => initialOf(guest.firstName),
  lastName: (guest) => initialOf(guest.lastName),
  email: () => null,
  phone: () => null,
  cpf: () => null,
  address: () => null,
  birthDate: () => null,
  documentPhotoUrl: () => null,
  notes: () => null,
  tags: () => [],
  consents: () => ({}),
  nationality: () => null,
  residenceCountry: () => null,
  documentType: () => null,
  documentNumber: () => null,
  gender: () => null,
  genderDescription: () => null,
  socialName: () => null,
  cep: () => null,
  street: () => null,
  addressNumber: () => null,
  complement: () => null,
  neighborhood: () => null,
  cityIbgeCode: () => null,
  state: () => null,
};

const anonymizedValues = (guest: Guest) =>
  Object.fromEntries(Object.entries(ANONYMIZED).map(([field, rule]) => [field, rule(guest)])) as Pick<
    Guest,
    GuestPersonalField
  >;

/** A hold on the guest's data that applies on `today` (yyyy-MM-dd), or null. */
const activeHold = (guest: Pick<Guest, "retentionHoldReason" | "retentionHoldUntil">, today: string) =>
  guest.retentionHoldReason && (!guest.retentionHoldUntil || guest.retentionHoldUntil >= today)
    ? guest.retentionHoldReason
    : null;

export function guestAnonymizer(deps: { db: Db; files: ObjectStorage; logger: Logger; clock: Clock }) {
  /**
   * Anonymises the guest in one transaction (the guest row locked: two requests, or the job and the owner, take
   * turns and the second is told it is done), then deletes their document photo.
   */
  async function anonymize(id: string) {
    const photo = await retryOnConflict(() =>
      deps.db.transaction(async (tx) => {
        const privacy = guestPrivacyStorage(tx);
        const guest = await privacy.lock(id);
        if (!guest) throw new NotFoundError(GUEST_NOT_FOUND);
        if (guest.anonymizedAt) throw new ConflictError(ALREADY, "guest");
        const now = deps.clock();
        const hold = activeHold(guest, calendarDateAt(now, await storage(tx).settings.timeZone()));
        if (hold) throw new ConflictError(holdRefusal(hold), "guest");
        const stay = await privacy.activeStay(id);
        if (stay) throw new ConflictError(stay === "open" ? STAY_OPEN : STAY_BOOKED, "guest");
        const values = anonymizedValues(guest);
        await privacy.scrubTexts(id, `${guest.firstName} ${guest.lastName}`, `${values.firstName} ${values.lastName}`);
        await privacy.markAnonymized(id, values, now);
        return guest.documentPhotoUrl;
      }),
    );
    if (photo) {
      await deps.files.remove(photo).catch((error: unknown) => {
        deps.logger.warn({ err: { message: (error as Error).message } }, "could not delete a guest document");
      });
    }
  }
  return { anonymize };
}
