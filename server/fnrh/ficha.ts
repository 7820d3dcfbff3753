// The fichas guests filled themselves through the pre-check-in link, read back from the reservation's guests
// (`GET /reservas/{id}/hospedes`; the pre-check-ins list answers `{}`), and their match to the stay's guests:
// by CPF first, then by name and birth date, never guessed (docs/product.md §19). Pure: no database, no network.
import { onlyDigits } from "@shared/identity";
import { guestRegisterFields } from "@shared/validators/guest-register";
import type { FnrhOfficialGuest } from "./client";

/** The register's fields a ficha may bring, named as on the guest: those a guest form sends, and the birth date. */
const FICHA_FIELDS = [
  ...(Object.keys(guestRegisterFields) as (keyof typeof guestRegisterFields)[]),
  "birthDate" as const,
];
export type FichaField = (typeof FICHA_FIELDS)[number];
export type FichaValues = Partial<Record<FichaField, string>>;

export interface OfficialFicha {
  hospedeId: string;
  pessoaId: string;
  situation: string | null;
  name: string;
  values: FichaValues;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
const record = (value: unknown) =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : ({} as Record<string, unknown>);

/** One official guest as a ficha: the answer's fields, flat or under `dados_pessoais` (versions differ). */
export function fichaOf(guest: FnrhOfficialGuest): OfficialFicha {
  const p = record(guest.dados_pessoais);
  const doc = record(p.documento_id);
  const contact = record(p.contato);
  const documentType = text(doc.tipo_documento_id) ?? text(guest.tipo_documento_id);
  const rawNumber = text(doc.numero_documento) ?? text(guest.numero_documento);
  const documentNumber =
    rawNumber && documentType === "CPF" ? onlyDigits(rawNumber) : rawNumber?.replace(/[.\-\s]/g, "").toUpperCase();
  const values: FichaValues = {
    nationality: text(p.PaisNacionalidade_id),
    residenceCountry: text(contact.PaisResidencia_id),
    gender: text(p.genero_id),
    genderDescription: text(p.GeneroDescricao),
    socialName: text(p.nome_social),
    birthDate: text(p.data_nascimento) ?? text(guest.data_nascimento),
    documentType,
    documentNumber,
    cep: text(contact.cep) && onlyDigits(text(contact.cep)!),
    street: text(contact.logradouro),
    addressNumber: text(contact.numero),
    complement: text(contact.complemento),
    neighborhood: text(contact.bairro),
    cityIbgeCode:
      text(contact.cidade_id) ?? (typeof contact.cidade_id === "number" ? String(contact.cidade_id) : undefined),
    state: text(contact.estado_id),
  };
  return {
    hospedeId: guest.hospede_id,
    pessoaId: guest.pessoa_id,
    situation: guest.situacao_hospede_id ?? null,
    name: text(p.nome) ?? text(guest.nome) ?? "",
    values: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as FichaValues,
  };
}

/** What a stay guest offers to the match. */
export interface MatchableGuest {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  documentType: string | null;
  documentNumber: string | null;
}

/** A name compared without accents, case or repeated spaces. */
const comparableName = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

interface FichaMatch {
  guestId: string;
  ficha: OfficialFicha;
  by: "cpf" | "nome_nascimento";
}

/**
 * Each ficha to at most one stay guest and each guest to at most one ficha: first the same CPF; then the same name
 * and birth date, only when exactly one guest and one ficha share them and no document of the same kind differs.
 * Anything else is left unmatched for the clerk: a guess would put one person's data on another.
 */
export function matchFichas(guests: MatchableGuest[], fichas: OfficialFicha[]) {
  const matched: FichaMatch[] = [];
  const takenGuests = new Set<string>();
  const takenFichas = new Set<string>();
  const cpfOf = (g: MatchableGuest) =>
    g.documentType === "CPF" && g.documentNumber ? onlyDigits(g.documentNumber) : undefined;

  for (const ficha of fichas) {
    if (ficha.values.documentType !== "CPF" || !ficha.values.documentNumber) continue;
    const same = guests.filter((g) => cpfOf(g) === ficha.values.documentNumber);
    if (same.length !== 1 || takenGuests.has(same[0]!.id)) continue;
    matched.push({ guestId: same[0]!.id, ficha, by: "cpf" });
    takenGuests.add(same[0]!.id);
    takenFichas.add(ficha.hospedeId);
  }

  const key = (name: string, birthDate: string | null | undefined) =>
    birthDate ? `${comparableName(name)}|${birthDate}` : undefined;
  const conflicts = (g: MatchableGuest, ficha: OfficialFicha) =>
    Boolean(
      g.documentNumber &&
      ficha.values.documentNumber &&
      g.documentType === ficha.values.documentType &&
      (g.documentType === "CPF" ? onlyDigits(g.documentNumber) : g.documentNumber) !== ficha.values.documentNumber,
    );
  const openFichas = fichas.filter((f) => !takenFichas.has(f.hospedeId));
  for (const ficha of openFichas) {
    const k = key(ficha.name, ficha.values.birthDate);
    if (!k) continue;
    const twins = openFichas.filter((f) => key(f.name, f.values.birthDate) === k);
    const candidates = guests.filter(
      (g) => !takenGuests.has(g.id) && key(`${g.firstName} ${g.lastName}`, g.birthDate) === k,
    );
    if (twins.length !== 1 || candidates.length !== 1 || conflicts(candidates[0]!, ficha)) continue;
    matched.push({ guestId: candidates[0]!.id, ficha, by: "nome_nascimento" });
    takenGuests.add(candidates[0]!.id);
    takenFichas.add(ficha.hospedeId);
  }

  return { matched, unmatched: fichas.filter((f) => !takenFichas.has(f.hospedeId)) };
}

/**
 * What a matched ficha adds to the guest: the fields the desk left empty. A field the desk typed differently is
 * never overwritten: it is returned as a difference for the clerk to see.
 */
export function fichaFill(guest: Partial<Record<FichaField, string | null>>, ficha: OfficialFicha) {
  const fill: FichaValues = {};
  const differences: { field: FichaField; desk: string; ficha: string }[] = [];
  for (const field of FICHA_FIELDS) {
    const offered = ficha.values[field];
    if (offered === undefined) continue;
    const desk = guest[field];
    if (desk === null || desk === undefined || desk === "") fill[field] = offered;
    else if (desk !== offered) differences.push({ field, desk, ficha: offered });
  }
  return { fill, differences };
}
