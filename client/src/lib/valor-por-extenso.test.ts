import { describe, expect, it } from "vitest";
import { valorPorExtenso } from "./valor-por-extenso";

describe("valorPorExtenso", () => {
  it.each([
    [0, "zero reais"],
    [1, "um centavo"],
    [50, "cinquenta centavos"],
    [100, "um real"],
    [250, "dois reais e cinquenta centavos"],
    [1_700, "dezessete reais"],
    [10_000, "cem reais"],
    [10_100, "cento e um reais"],
    [35_000, "trezentos e cinquenta reais"],
    [100_000, "mil reais"],
    [100_100, "mil e um reais"],
    [110_000, "mil e cem reais"],
    [120_000, "mil e duzentos reais"],
    [125_075, "mil duzentos e cinquenta reais e setenta e cinco centavos"],
    [2_100_000, "vinte e um mil reais"],
    [100_000_000, "um milhão de reais"],
    [100_005_000, "um milhão e cinquenta reais"],
    [250_000_000, "dois milhões e quinhentos mil reais"],
    [
      9_999_999_999,
      "noventa e nove milhões novecentos e noventa e nove mil novecentos e noventa e nove reais e noventa e nove centavos",
    ],
  ])("%i centavos -> %s", (centavos, words) => {
    expect(valorPorExtenso(centavos)).toBe(words);
  });

  it("writes nothing for what is not a whole, non-negative number of centavos", () => {
    expect(valorPorExtenso(-1)).toBe("");
    expect(valorPorExtenso(1.5)).toBe("");
  });
});
