import { parseServerError } from "@/lib/server-error";

/** The server's Portuguese reason for a refused booking (409 double booking, 400 validation), else null. */
export function reservationRefusal(error: unknown): { message: string | null; field: string | null } {
  const { status, message, field } = parseServerError(error);
  return status !== null && status < 500 ? { message, field } : { message: null, field: null };
}
