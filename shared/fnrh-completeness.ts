// What the FNRH still lacks for a guest and for the stay (docs/product.md §19): the check-in panel lists it, and
// with Configurações > FNRH in 'bloquear' the check-in waits until nothing is missing. The minimum the register's
// API took in real use: name, document, birth date and, for a resident of Brazil, CEP, logradouro, city and UF.

export interface RegisterGuestFields {
  nationality: string | null;
  residenceCountry: string | null;
  documentType: string | null;
  documentNumber: string | null;
  gender: string | null;
  genderDescription: string | null;
  birthDate: string | null;
  cep: string | null;
  street: string | null;
  cityIbgeCode: string | null;
  state: string | null;
}

/** The names of the fields a guest still lacks, in the form's order, in Portuguese. */
export function missingGuestFields(guest: RegisterGuestFields): string[] {
  const missing: string[] = [];
  if (!guest.nationality) missing.push("Nacionalidade");
  if (!guest.documentType || !guest.documentNumber) missing.push("Documento (CPF ou passaporte)");
  if (!guest.gender) missing.push("Gênero");
  else if (guest.gender === "OUTRO" && !guest.genderDescription) missing.push("Descrição do gênero");
  if (!guest.birthDate) missing.push("Data de nascimento");
  if (!guest.residenceCountry) missing.push("País de residência");
  if (guest.residenceCountry === "BR") {
    if (!guest.cep) missing.push("CEP");
    if (!guest.street) missing.push("Logradouro");
    if (!guest.cityIbgeCode) missing.push("Cidade");
    if (!guest.state) missing.push("UF");
  }
  return missing;
}

/** What the stay lacks: its travel reason and means of transport. */
export function missingTripFields(trip: { travelReason: string | null; transport: string | null }): string[] {
  const missing: string[] = [];
  if (!trip.travelReason) missing.push("Motivo da viagem");
  if (!trip.transport) missing.push("Meio de transporte");
  return missing;
}
