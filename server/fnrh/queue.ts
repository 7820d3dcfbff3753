// The FNRH's sends go through the durable queue (server/jobs): one job per stay, keyed, so a stay is never queued
// twice; its state is 'pendente' from the moment it is asked for.
import type { Db } from "../db";
import { fnrhSettingsView } from "../domain/fnrh-settings";
import type { Jobs } from "../jobs";
import { fnrhStorage } from "../storage/fnrh";

export async function queueFnrh(db: Db, jobs: Pick<Jobs, "add"> | undefined, reservationId: string) {
  if (!jobs || !(await fnrhSettingsView(db)).configurado) return false;
  await fnrhStorage(db).putRegistration(reservationId, { state: "pendente", lastError: null, requestedAt: new Date() });
  await jobs.add("fnrh-enviar", { reservationId }, { key: `fnrh:${reservationId}` });
  return true;
}

/**
 * A cancellation or no-show is sent only for a stay the register knows (or may know: a register asked for whose
 * answer was lost); the job reads the official state before cancelling.
 */
export async function queueFnrhRelease(db: Db, jobs: Pick<Jobs, "add"> | undefined, reservationId: string) {
  const registration = await fnrhStorage(db).registration(reservationId);
  if (!registration || (!registration.reservaId && registration.state === "nao_enviado")) return false;
  return queueFnrh(db, jobs, reservationId);
}
