// The one hook of the reservations' PUT into the cancellation module (docs/product.md §10.7): a body moving the
// status to cancelled or no_show goes through releaseStay; any other body, or one that does not move the status,
// goes on to the ordinary edit.
import { releaseReservationSchema } from "@shared/validators/cancellations";
import type { Db } from "../db";
import type { Clock } from "./clock";
import { releaseStay } from "./cancellation";

export const releasesStay = (body: unknown) =>
  typeof body === "object" &&
  body !== null &&
  "status" in body &&
  (body.status === "cancelled" || body.status === "no_show");

/** True when the reservation moved (and its money was settled); false when it already had that status. */
export async function releaseStayIfMoved(db: Db, clock: Clock, id: string, body: unknown, userId: string) {
  const { status, destinoPagamentos } = releaseReservationSchema.parse(body);
  return (await releaseStay(db, clock, id, { status, destinoPagamentos }, userId)) !== undefined;
}
