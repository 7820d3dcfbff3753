import { parseServerError } from "@/lib/server-error";

type DuplicateField = "phone" | "email" | "cpf";

const DUPLICATE_MESSAGES: Record<DuplicateField, string> = {
  phone: "Este número de celular já está cadastrado. Use um número diferente.",
  email: "Este email já está cadastrado. Use um email diferente.",
  cpf: "Este CPF já está cadastrado. Use um CPF diferente.",
};

export const CREATE_GUEST_FAILED = "Erro ao criar hóspede. Tente novamente.";

/**
 * Which unique field a failed save collided with (SPEC section 8 reads it from the error message).
 * The server's {field} decides; the text search is the SPEC's fallback, e-mail and CPF first because a
 * constraint name such as "guests_email_unique" would otherwise read as a phone conflict.
 */
function duplicateField(error: unknown): DuplicateField | null {
  const { status, field } = parseServerError(error);
  if (status === 409 && (field === "phone" || field === "email" || field === "cpf")) return field;
  if (field) return null;
  const message = error instanceof Error ? error.message.toLowerCase() : "";
  if (message.includes("email")) return "email";
  if (message.includes("cpf")) return "cpf";
  if (message.includes("phone") || message.includes("unique")) return "phone";
  return null;
}

export interface GuestSaveFailure {
  /** The Portuguese sentence for the toast (a duplicate's text, the server's reason, or null). */
  message: string | null;
  /** The form field to mark, when the server named one the form has. */
  field: string | null;
  /** A unique phone, e-mail or CPF is already taken. */
  duplicate: boolean;
}

export function describeGuestSaveError(error: unknown): GuestSaveFailure {
  const duplicate = duplicateField(error);
  if (duplicate) return { message: DUPLICATE_MESSAGES[duplicate], field: duplicate, duplicate: true };
  const { status, message, field } = parseServerError(error);
  // Validation (400) speaks Portuguese and names the field; a 500's text is not for the front desk.
  if (status !== null && status < 500) return { message, field, duplicate: false };
  return { message: null, field: null, duplicate: false };
}
