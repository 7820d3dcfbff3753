import { parseServerError } from "@/lib/server-error";

/** The detail line of a failed room save: a duplicate number gets a clear sentence, anything else the server's own words. */
export function describeRoomSaveError(error: unknown): string | undefined {
  const { status, message, field } = parseServerError(error);
  if (status === 409 && field === "number") return "Já existe um quarto com este número.";
  return message ?? undefined;
}
