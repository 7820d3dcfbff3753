import { describe, expect, it } from "vitest";
import {
  formatCnpj,
  formatCpf,
  formatPhone,
  isValidCnpj,
  isValidCpf,
  maskCpf,
  maskPhone,
  MASKED_PHONE,
  normalizePhone,
} from "./identity";

describe("phone", () => {
  it.each([
    ["", ""],
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["119999", "(11) 9999"],
    ["1199999", "(11) 9999-9"],
    ["1133334444", "(11) 3333-4444"],
    ["11999998888", "(11) 99999-8888"],
    ["1199999888877", "(11) 99999-8888"],
    ["(11) 99999-8888", "(11) 99999-8888"],
    ["+55 11 9", "(55) 119"],
  ])("masks %s as %s", (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
    expect(maskPhone(typed).length).toBeLessThanOrEqual(15);
  });

  it("accepts only the two masked forms", () => {
    expect(MASKED_PHONE.test("(11) 99999-8888")).toBe(true);
    expect(MASKED_PHONE.test("(11) 3333-4444")).toBe(true);
    expect(MASKED_PHONE.test("(11) 89999-8888")).toBe(false);
    expect(MASKED_PHONE.test("11 99999-8888")).toBe(false);
    expect(MASKED_PHONE.test("(11) 9999-88888")).toBe(false);
  });

  it("normalises masked and bare forms to the same digits, and formats them back", () => {
    expect(normalizePhone("(11) 99999-8888")).toBe("11999998888");
    expect(normalizePhone("11999998888")).toBe("11999998888");
    expect(formatPhone("11999998888")).toBe("(11) 99999-8888");
    expect(formatPhone("1133334444")).toBe("(11) 3333-4444");
  });
});

describe("CPF", () => {
  it.each(["529.982.247-25", "52998224725", "111.444.777-35", "123.456.789-09"])("accepts %s", (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(["529.982.247-24", "52998224735", "111.111.111-11", "00000000000", "1234567890", "123456789012", ""])(
    "rejects %s",
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it("formats stored digits as 000.000.000-00", () => {
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
    expect(formatCpf(null)).toBe("");
  });
});

describe("CNPJ", () => {
  it.each(["11.222.333/0001-81", "11222333000181", "45.997.418/0001-53"])("accepts %s", (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });
  it.each(["11.222.333/0001-82", "11222333000180", "00000000000000", "1122233300018", "abc"])("refuses %s", (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
  it("formats 14 digits and leaves anything else", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCnpj("123")).toBe("123");
  });
});

describe("maskCpf (receipts)", () => {
  it.each([
    ["12345678909", "***.456.789-**"],
    ["123.456.789-09", "***.456.789-**"],
    ["52998224725", "***.982.247-**"],
  ])("shows only the middle digits of %j", (cpf, masked) => {
    expect(maskCpf(cpf)).toBe(masked);
  });

  it.each([null, undefined, "", "123", "123456789012"])("gives null for %j, never the value", (cpf) => {
    expect(maskCpf(cpf)).toBeNull();
  });
});
