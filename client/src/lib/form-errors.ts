import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { ApiError, serverReason } from "./api";

/**
 * Puts a refused save's reason where the user has to fix it. When the API named a `field` (a 400 from validation,
 * a 409 unique conflict: phone, email, cpf, number...) and the form has that field, its message is set on it and
 * the field is focused. Returns the reason for the toast either way (on a phone the keyboard can hide the field's
 * message), or undefined when the server gave none worth showing (see serverReason).
 */
export function applyServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "getValues">,
  error: unknown,
): string | undefined {
  const reason = serverReason(error);
  const field = error instanceof ApiError ? error.field : null;
  if (reason && field && Object.hasOwn(form.getValues(), field)) {
    form.setError(field as FieldPath<T>, { type: "server", message: reason }, { shouldFocus: true });
  }
  return reason;
}
