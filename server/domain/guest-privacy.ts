// A guest's rights at the desk besides anonymisation (docs/product.md §18): everything held about them, their
// requests with the 15-day deadline, the hold on their data, their consents, and who looked.
import { LGPD_ANSWER_DAYS } from "@shared/lgpd";
import { calendarDateAt, shiftDate } from "@shared/pousada-time";
import type { ConsentInput, LgpdRequestInput, RetentionHoldInput } from "@shared/validators/lgpd";
import type { Db } from "../db";
import { ConflictError, NotFoundError } from "../errors";
import { guestDataExportStorage } from "../storage/guest-data-export";
import { lgpdRequestsStorage } from "../storage/lgpd-requests";
import { storage } from "../storage";
import type { Clock } from "./clock";
import { GUEST_NOT_FOUND } from "./guests";

const REQUEST_NOT_FOUND = "Pedido não encontrado";
const ANONYMIZED = "Este hóspede foi anonimizado: não há mais dados a alterar.";

export function guestPrivacy(deps: { db: Db; clock: Clock }) {
  const requests = lgpdRequestsStorage(deps.db);
  const today = async () => calendarDateAt(deps.clock(), await storage(deps.db).settings.timeZone());

  return {
    async dataExport(guestId: string) {
      const held = await guestDataExportStorage(deps.db).read(guestId);
      if (!held) throw new NotFoundError(GUEST_NOT_FOUND);
      const { guest, ...rest } = held;
      return {
        exportedAt: deps.clock().toISOString(),
        guest: { ...guest, documentPhotoUrl: undefined },
        documents: guest.documentPhotoUrl ? [{ kind: "Foto do documento", path: guest.documentPhotoUrl }] : [],
        consents: guest.consents,
        ...rest,
      };
    },

    async requests(guestId: string) {
      await mustExist(guestId);
      return requests.list(guestId);
    },

    async addRequest(guestId: string, input: LgpdRequestInput, userId: string) {
      await mustExist(guestId);
      const requestedOn = input.requestedOn ?? (await today());
      return requests.add({
        guestId,
        kind: input.kind,
        requestedOn,
        dueOn: shiftDate(requestedOn, LGPD_ANSWER_DAYS),
        createdBy: userId,
      });
    },

    async answerRequest(guestId: string, id: string) {
      const row = await requests.answer(guestId, id, deps.clock());
      if (!row) throw new NotFoundError(REQUEST_NOT_FOUND);
      return row;
    },

    async setHold(guestId: string, hold: RetentionHoldInput | null) {
      await mustExist(guestId);
      if (!(await requests.setHold(guestId, hold?.reason ?? null, hold?.until ?? null))) {
        throw new ConflictError(ANONYMIZED, "guest");
      }
    },

    async setConsent(guestId: string, input: ConsentInput) {
      await mustExist(guestId);
      const consent = { granted: input.granted, source: input.source, at: deps.clock().toISOString() };
      const consents = await requests.setConsent(guestId, input.channel, consent);
      if (!consents) throw new ConflictError(ANONYMIZED, "guest");
      return consents;
    },

    async accessLog(guestId: string) {
      await mustExist(guestId);
      return (await requests.accessLog(guestId)).map((row) => ({ ...row, at: row.at.toISOString() }));
    },
  };

  async function mustExist(guestId: string) {
    if (!(await storage(deps.db).guests.findById(guestId))) throw new NotFoundError(GUEST_NOT_FOUND);
  }
}
