// zod's generic messages in Brazilian Portuguese, for the API and the forms alike. A schema's own message (the
// product's own texts, docs/product.md §13.4) still wins: zod asks this map only when the failing check or schema
// has none.
// Our own texts, not one of zod's locales (z.locales.pt would add Portugal's Portuguese to the client); zod's own
// English default stays in the bundle (zod imports it itself) but is never asked once this map is set.
import { z } from "zod";

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** A body (or query) that is not an object of fields at all: an array, a bare value, nothing. */
export const NOT_AN_OBJECT = "Dados inválidos: envie um objeto JSON com os campos";

const TYPE_NAMES: Record<string, string> = {
  string: "um texto",
  number: "um número",
  int: "um número inteiro",
  bigint: "um número inteiro",
  boolean: "verdadeiro ou falso",
  date: "uma data",
  array: "uma lista",
  tuple: "uma lista",
  object: "um objeto",
  record: "um objeto",
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: "Email inválido",
  url: "Endereço (URL) inválido",
  uuid: "Identificador inválido",
  guid: "Identificador inválido",
  date: "Data inválida. Use o formato AAAA-MM-DD",
  datetime: "Data e hora inválidas",
  time: "Horário inválido",
  duration: "Duração inválida",
  ipv4: "Endereço IP inválido",
  ipv6: "Endereço IP inválido",
  base64: "Conteúdo em base64 inválido",
  base64url: "Conteúdo em base64 inválido",
  json_string: "JSON inválido",
  e164: "Número de telefone inválido",
};

const UNITS: Record<string, [singular: string, plural: string]> = {
  string: ["caractere", "caracteres"],
  array: ["item", "itens"],
  set: ["item", "itens"],
  file: ["byte", "bytes"],
};

const count = (origin: string, n: number | bigint) => {
  const unit = UNITS[origin];
  return unit ? `${n} ${n === 1 || n === 1n ? unit[0] : unit[1]}` : String(n);
};

const shown = (value: unknown) => (typeof value === "string" ? `"${value}"` : String(value));

/** Whether the issue is about the body (or query) as a whole rather than one of its fields. */
const isRoot = (issue: Issue) => !issue.path || issue.path.length === 0;

function portugueseMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type": {
      if (isRoot(issue) && (issue.expected === "object" || issue.expected === "record")) {
        return NOT_AN_OBJECT;
      }
      if (issue.input === undefined) return "Campo obrigatório";
      if (issue.expected === "null") return "Este campo deve ficar vazio";
      const expected = TYPE_NAMES[issue.expected];
      return expected ? `Valor inválido: informe ${expected}` : "Valor inválido";
    }
    case "invalid_value":
      return issue.values.length === 1
        ? `Valor inválido: use ${shown(issue.values[0])}`
        : `Opção inválida: use ${issue.values.map(shown).join(", ")}`;
    case "too_big": {
      if (issue.origin === "string" || issue.origin === "array" || issue.origin === "set" || issue.origin === "file") {
        return `${issue.exact ? "Deve ter exatamente" : "Máximo de"} ${count(issue.origin, issue.maximum)}`;
      }
      if (issue.origin === "date") return "Data muito distante";
      return issue.inclusive === false ? `Deve ser menor que ${issue.maximum}` : `Deve ser no máximo ${issue.maximum}`;
    }
    case "too_small": {
      if (issue.origin === "string" && Number(issue.minimum) === 1 && !issue.exact) return "Campo obrigatório";
      if (issue.origin === "string" || issue.origin === "array" || issue.origin === "set" || issue.origin === "file") {
        return `${issue.exact ? "Deve ter exatamente" : "Mínimo de"} ${count(issue.origin, issue.minimum)}`;
      }
      if (issue.origin === "date") return "Data muito antiga";
      return issue.inclusive === false ? `Deve ser maior que ${issue.minimum}` : `Deve ser no mínimo ${issue.minimum}`;
    }
    case "invalid_format": {
      const format = issue.format as string;
      if (format === "starts_with") return `Deve começar com "${String(issue.prefix)}"`;
      if (format === "ends_with") return `Deve terminar com "${String(issue.suffix)}"`;
      if (format === "includes") return `Deve conter "${String(issue.includes)}"`;
      return FORMAT_MESSAGES[format] ?? "Formato inválido";
    }
    case "not_multiple_of":
      return `Deve ser múltiplo de ${issue.divisor}`;
    case "unrecognized_keys":
      return `Campo não permitido: ${issue.keys.join(", ")}`;
    case "invalid_key":
      return "Nome de campo inválido";
    case "invalid_element":
      return "Valor inválido na lista";
    case "invalid_union":
    case "custom":
      return isRoot(issue) ? "Dados inválidos" : "Valor inválido";
    default:
      return "Dados inválidos";
  }
}

// zod registers its English locale only when none is set, so this replaces it everywhere this module is loaded.
z.config({ localeError: portugueseMessage });
