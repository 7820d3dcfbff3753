import { describe, expect, it } from "vitest";
import { maskCpf } from "@/lib/cpf-mask";

describe("maskCpf", () => {
  it("punctuates as the digits arrive", () => {
    expect(maskCpf("123")).toBe("123");
    expect(maskCpf("1234")).toBe("123.4");
    expect(maskCpf("1234567")).toBe("123.456.7");
    expect(maskCpf("1234567890")).toBe("123.456.789-0");
    expect(maskCpf("12345678909")).toBe("123.456.789-09");
  });

  it("drops anything but the first 11 digits", () => {
    expect(maskCpf("123.456.789-09999")).toBe("123.456.789-09");
    expect(maskCpf("abc")).toBe("");
  });
});
