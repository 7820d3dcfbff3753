import { describe, expect, it } from "vitest";
import { maskCep, maskCnpj, maskCpfOrCnpj, maskPassport } from "./document-mask";

describe("maskCnpj", () => {
  it("masks as typed and stops at 14 digits", () => {
    expect(maskCnpj("11")).toBe("11");
    expect(maskCnpj("11222")).toBe("11.222");
    expect(maskCnpj("112223330001")).toBe("11.222.333/0001");
    expect(maskCnpj("11222333000181999")).toBe("11.222.333/0001-81");
  });
});

describe("maskCpfOrCnpj", () => {
  it("is a CPF up to 11 digits and a CNPJ beyond", () => {
    expect(maskCpfOrCnpj("52998224725")).toBe("529.982.247-25");
    expect(maskCpfOrCnpj("112223330001")).toBe("11.222.333/0001");
    expect(maskCpfOrCnpj("11.222.333/0001-81")).toBe("11.222.333/0001-81");
  });
});

describe("maskCep", () => {
  it("puts the dash after five digits and stops at eight", () => {
    expect(maskCep("880")).toBe("880");
    expect(maskCep("88010")).toBe("88010");
    expect(maskCep("880104")).toBe("88010-4");
    expect(maskCep("88010-400123")).toBe("88010-400");
  });
});

describe("maskPassport", () => {
  it("keeps letters in upper case and digits, at most 20", () => {
    expect(maskPassport("ab 123.456-c")).toBe("AB123456C");
    expect(maskPassport("x".repeat(25))).toBe("X".repeat(20));
  });
});
