import { describe, expect, it, vi } from "vitest";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api";
import { applyServerError } from "./form-errors";

function fakeForm(values: FieldValues) {
  const setError = vi.fn();
  const form = { setError, getValues: () => values } as unknown as Pick<
    UseFormReturn<FieldValues>,
    "setError" | "getValues"
  >;
  return { form, setError };
}

const conflict = (field: string, message: string) => new ApiError(409, JSON.stringify({ message, field }));

describe("applyServerError", () => {
  it("puts a unique conflict on the field it names and returns the same words for the notice", () => {
    const { form, setError } = fakeForm({ firstName: "Ana", phone: "(11) 99999-9999" });
    const message = "Este número de celular já está cadastrado. Use um número diferente.";
    expect(applyServerError(form, conflict("phone", message))).toBe(message);
    expect(setError).toHaveBeenCalledWith("phone", { type: "server", message }, { shouldFocus: true });
  });

  it("only returns the message when the form has no such field", () => {
    const { form, setError } = fakeForm({ number: "101" });
    expect(applyServerError(form, conflict("reservations", "Erro ao excluir quarto."))).toBe("Erro ao excluir quarto.");
    expect(setError).not.toHaveBeenCalled();
  });

  it("says nothing of a server failure or a network error, and marks no field", () => {
    const { form, setError } = fakeForm({ phone: "" });
    expect(applyServerError(form, new ApiError(500, '{"message":"boom","field":"phone"}'))).toBeUndefined();
    expect(applyServerError(form, new TypeError("Failed to fetch"))).toBeUndefined();
    expect(setError).not.toHaveBeenCalled();
  });
});
