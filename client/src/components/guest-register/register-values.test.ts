import { describe, expect, it } from "vitest";
import { registerFormValues, withoutHiddenFields } from "./register-values";

const ADDRESS = {
  cep: "88010400",
  street: "Rua Felipe Schmidt",
  addressNumber: "10",
  complement: "apto 2",
  neighborhood: "Centro",
  cityIbgeCode: "4205407",
  state: "SC",
};

describe("withoutHiddenFields", () => {
  it("sends no address in Brazil for a guest who lives abroad", () => {
    expect(withoutHiddenFields({ residenceCountry: "AR", gender: "MULHER", ...ADDRESS })).toEqual({
      residenceCountry: "AR",
      gender: "MULHER",
      genderDescription: null,
      cep: null,
      street: null,
      addressNumber: null,
      complement: null,
      neighborhood: null,
      cityIbgeCode: null,
      state: null,
    });
  });

  it("keeps the address of a resident of Brazil, or of a guest whose residence is not chosen yet", () => {
    expect(withoutHiddenFields({ residenceCountry: "BR", ...ADDRESS })).toMatchObject(ADDRESS);
    expect(withoutHiddenFields({ residenceCountry: null, ...ADDRESS })).toMatchObject(ADDRESS);
  });

  it("keeps the gender's description only for Outro", () => {
    expect(withoutHiddenFields({ gender: "OUTRO", genderDescription: "Não binário" }).genderDescription).toBe(
      "Não binário",
    );
    expect(withoutHiddenFields({ gender: "HOMEM", genderDescription: "Não binário" }).genderDescription).toBeNull();
  });
});

describe("registerFormValues", () => {
  it("shows the CEP and a CPF punctuated, a passport as stored and nothing as empty text", () => {
    const stored = {
      nationality: "BR",
      residenceCountry: "BR",
      documentType: "CPF",
      documentNumber: "52998224725",
      gender: null,
      genderDescription: null,
      socialName: null,
      ...ADDRESS,
    };
    expect(registerFormValues(stored)).toMatchObject({
      cep: "88010-400",
      documentNumber: "529.982.247-25",
      gender: "",
      socialName: "",
    });
    expect(registerFormValues({ ...stored, documentType: "PASSAPORTE", documentNumber: "AB123456" })).toMatchObject({
      documentNumber: "AB123456",
    });
  });
});
