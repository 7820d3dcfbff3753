// A guest with everything the FNRH asks of a resident of Brazil, for the FNRH tests.

/** Everything the register asks of a resident of Brazil (a valid CPF, São Paulo's IBGE code). */
export const COMPLETE_BR = {
  nationality: "BR",
  residenceCountry: "BR",
  documentType: "CPF",
  documentNumber: "529.982.247-25",
  gender: "MULHER",
  birthDate: "1985-06-20",
  cep: "01310-100",
  street: "Avenida Paulista",
  addressNumber: "1000",
  neighborhood: "Bela Vista",
  cityIbgeCode: "3550308",
  state: "SP",
};
