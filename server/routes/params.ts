import { z } from "zod";
import { NotFoundError } from "../errors";

const uuid = z.uuid();

/** Route ids are UUIDs; anything else cannot name a record, so it is a 404 rather than a database error. */
export function parseId(value: unknown, message?: string) {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw new NotFoundError(message);
  return parsed.data;
}
