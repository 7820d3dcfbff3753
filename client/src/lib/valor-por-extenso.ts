// An amount written out in words, as a Brazilian receipt states it beside the figures ("a importância de ...").

const UNITS = [
  "",
  "um",
  "dois",
  "três",
  "quatro",
  "cinco",
  "seis",
  "sete",
  "oito",
  "nove",
  "dez",
  "onze",
  "doze",
  "treze",
  "quatorze",
  "quinze",
  "dezesseis",
  "dezessete",
  "dezoito",
  "dezenove",
];
const TENS = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"];
const HUNDREDS = [
  "",
  "cento",
  "duzentos",
  "trezentos",
  "quatrocentos",
  "quinhentos",
  "seiscentos",
  "setecentos",
  "oitocentos",
  "novecentos",
];
/** Singular and plural of each group of three digits above the units (the thousands are "mil" either way). */
const SCALES: ReadonlyArray<readonly [string, string]> = [
  ["", ""],
  ["mil", "mil"],
  ["milhão", "milhões"],
  ["bilhão", "bilhões"],
  ["trilhão", "trilhões"],
];

/** 1..999: "cem", "cento e um", "duzentos e trinta e quatro". */
function belowThousand(n: number): string {
  if (n === 100) return "cem";
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(HUNDREDS[hundreds]);
  if (rest >= 20) {
    const units = rest % 10;
    parts.push(units ? `${TENS[Math.floor(rest / 10)]} e ${UNITS[units]}` : TENS[Math.floor(rest / 10)]);
  } else if (rest) {
    parts.push(UNITS[rest]);
  }
  return parts.join(" e ");
}

/** A whole number in words; "e" joins the last group when it is below 100 or a round hundred ("mil e cem"). */
function integerInWords(n: number): string {
  if (n === 0) return "zero";
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const pieces: Array<{ text: string; value: number }> = [];
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const value = groups[scale];
    if (!value) continue;
    let text: string;
    if (scale === 0) text = belowThousand(value);
    else if (scale === 1) text = value === 1 ? "mil" : `${belowThousand(value)} mil`;
    else text = `${belowThousand(value)} ${SCALES[scale][value === 1 ? 0 : 1]}`;
    pieces.push({ text, value });
  }
  return pieces
    .map(({ text, value }, index) => {
      if (index === 0) return text;
      const last = index === pieces.length - 1;
      return last && (value < 100 || value % 100 === 0) ? `e ${text}` : text;
    })
    .join(" ");
}

/** Integer centavos in words: 125075 -> "mil duzentos e cinquenta reais e setenta e cinco centavos". */
export function valorPorExtenso(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0 || centavos >= 1e17) return "";
  const reais = Math.floor(centavos / 100);
  const cents = centavos % 100;
  const parts: string[] = [];
  if (reais > 0) {
    // "um milhão de reais", but "um milhão e cem reais".
    const wholeMillions = reais >= 1_000_000 && reais % 1_000_000 === 0;
    parts.push(`${integerInWords(reais)}${wholeMillions ? " de" : ""} ${reais === 1 ? "real" : "reais"}`);
  }
  if (cents > 0) parts.push(`${integerInWords(cents)} ${cents === 1 ? "centavo" : "centavos"}`);
  return parts.length ? parts.join(" e ") : "zero reais";
}
