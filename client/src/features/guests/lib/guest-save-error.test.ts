import { describe, expect, it } from "vitest";
import { describeGuestSaveError } from "./guest-save-error";

const failure = (status: number, body: unknown) =>
  new Error(`${status}: ${typeof body === "string" ? body : JSON.stringify(body)}`);

describe("describeGuestSaveError", () => {
  it("names a duplicate by the field the server reports", () => {
    expect(describeGuestSaveError(failure(409, { message: "Já cadastrado", field: "phone" }))).toEqual({
      message: "Este número de celular já está cadastrado. Use um número diferente.",
      field: "phone",
      duplicate: true,
    });
    expect(describeGuestSaveError(failure(409, { message: "Já cadastrado", field: "email" })).message).toBe(
      "Este email já está cadastrado. Use um email diferente.",
    );
    expect(describeGuestSaveError(failure(409, { message: "Já cadastrado", field: "cpf" })).message).toBe(
      "Este CPF já está cadastrado. Use um CPF diferente.",
    );
  });

  it("falls back to the words of the message, e-mail and CPF before phone/unique", () => {
    expect(describeGuestSaveError(failure(500, "duplicate key guests_email_unique")).field).toBe("email");
    expect(describeGuestSaveError(failure(500, "duplicate key guests_cpf_unique")).field).toBe("cpf");
    expect(describeGuestSaveError(failure(500, "violates unique constraint")).field).toBe("phone");
  });

  it("passes a validation message on with its field, without calling it a duplicate", () => {
    expect(describeGuestSaveError(failure(400, { message: "CPF inválido", field: "cpf" }))).toEqual({
      message: "CPF inválido",
      field: "cpf",
      duplicate: false,
    });
  });

  it("keeps a server failure's text away from the user", () => {
    expect(describeGuestSaveError(failure(500, { message: "boom" }))).toEqual({
      message: null,
      field: null,
      duplicate: false,
    });
    expect(describeGuestSaveError(new TypeError("Failed to fetch")).message).toBeNull();
  });
});
