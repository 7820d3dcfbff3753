// The pre-check-in's match of the fichas the guests filled to the stay's guests: CPF first, then name and birth
// date, never guessed; a match fills only what the desk left empty.
import { describe, expect, it } from "vitest";
import { fichaFill, fichaOf, matchFichas, type MatchableGuest } from "./ficha";

const guest = (id: string, values: Partial<MatchableGuest>): MatchableGuest => ({
  id,
  firstName: "Ana",
  lastName: "Souza",
  birthDate: null,
  documentType: null,
  documentNumber: null,
  ...values,
});

const ficha = (hospedeId: string, nome: string, extra: Record<string, unknown> = {}) =>
  fichaOf({
    hospede_id: hospedeId,
    pessoa_id: `p-${hospedeId}`,
    situacao_hospede_id: "PRECHECKIN_REALIZADO",
    dados_pessoais: { nome, ...extra },
  });

describe("matching the fichas to the stay's guests", () => {
  it("matches by CPF first, whatever the name says", () => {
    const guests = [
      guest("g1", { firstName: "Ana", lastName: "Souza", documentType: "CPF", documentNumber: "52998224725" }),
    ];
    const fichas = [
      ficha("h1", "Ana Maria de Souza", {
        documento_id: { tipo_documento_id: "CPF", numero_documento: "529.982.247-25" },
      }),
    ];
    const { matched, unmatched } = matchFichas(guests, fichas);
    expect(matched.map((m) => [m.guestId, m.ficha.hospedeId, m.by])).toEqual([["g1", "h1", "cpf"]]);
    expect(unmatched).toEqual([]);
  });

  it("matches by name (accents and case aside) and birth date when no CPF decides", () => {
    const guests = [
      guest("g1", { firstName: "João", lastName: "da Silva", birthDate: "1990-01-02" }),
      guest("g2", { firstName: "Maria", lastName: "da Silva", birthDate: "1992-03-04" }),
    ];
    const fichas = [
      ficha("h2", "MARIA  DA SILVA", { data_nascimento: "1992-03-04" }),
      ficha("h1", "Joao da Silva", { data_nascimento: "1990-01-02" }),
    ];
    const { matched } = matchFichas(guests, fichas);
    expect(matched.map((m) => [m.guestId, m.ficha.hospedeId, m.by])).toEqual([
      ["g2", "h2", "nome_nascimento"],
      ["g1", "h1", "nome_nascimento"],
    ]);
  });

  it("never guesses: a name alone, another birth date, a differing CPF or two alike are left unmatched", () => {
    const guests = [
      guest("g1", { firstName: "Ana", lastName: "Souza", birthDate: "1985-06-20" }),
      guest("g2", { firstName: "Pedro", lastName: "Lima", birthDate: null }),
      guest("g3", {
        firstName: "Rita",
        lastName: "Alves",
        birthDate: "1970-01-01",
        documentType: "CPF",
        documentNumber: "11144477735",
      }),
      guest("g4", { firstName: "Lia", lastName: "Reis", birthDate: "2015-05-05" }),
      guest("g5", { firstName: "Lia", lastName: "Reis", birthDate: "2015-05-05" }),
    ];
    const fichas = [
      ficha("h1", "Ana Souza", { data_nascimento: "1985-06-21" }),
      ficha("h2", "Pedro Lima", { data_nascimento: "1980-01-01" }),
      ficha("h3", "Rita Alves", {
        data_nascimento: "1970-01-01",
        documento_id: { tipo_documento_id: "CPF", numero_documento: "52998224725" },
      }),
      ficha("h4", "Lia Reis", { data_nascimento: "2015-05-05" }),
    ];
    const { matched, unmatched } = matchFichas(guests, fichas);
    expect(matched).toEqual([]);
    expect(unmatched.map((f) => f.hospedeId)).toEqual(["h1", "h2", "h3", "h4"]);
  });

  it("fills only what the desk left empty and reports what it typed differently", () => {
    const f = ficha("h1", "Ana Souza", {
      PaisNacionalidade_id: "BR",
      genero_id: "MULHER",
      data_nascimento: "1985-06-20",
      contato: { PaisResidencia_id: "BR", cep: "01310-100", logradouro: "Avenida Paulista", cidade_id: 3550308 },
    });
    expect(
      fichaFill({ nationality: "BR", gender: "HOMEM", street: "", birthDate: "1985-06-20", cep: null }, f),
    ).toEqual({
      fill: {
        residenceCountry: "BR",
        cep: "01310100",
        street: "Avenida Paulista",
        cityIbgeCode: "3550308",
      },
      differences: [{ field: "gender", desk: "HOMEM", ficha: "MULHER" }],
    });
  });
});
