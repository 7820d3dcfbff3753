// The body of POST /hospedagem/registrar (../shared/REFERENCE-WAVE3.md §FNRH) from a stay and its guests.
import { isMinorOn } from "@shared/stay-guests";
import type { SensitiveValues } from "../storage/guest-sensitive";
import type { MinorAuthorisation, StayRegisterGuest } from "../storage/fnrh";

interface StayFacts {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  travelReason: string | null;
  transport: string | null;
}

const orNull = <T>(value: T | null | undefined) => value ?? null;

/** One guest's entry of the register: `dados_pessoais` (also the body of `POST /pessoas`), the guardian, the trip. */
export function guestEntry(
  stay: StayFacts,
  g: StayRegisterGuest,
  guests: StayRegisterGuest[],
  sensitive: Map<string, SensitiveValues>,
  minors: MinorAuthorisation[],
) {
  const s = sensitive.get(g.id) ?? {};
  const minor = minors.find((m) => m.guestId === g.id);
  const guardian = minor?.guardianGuestId ? guests.find((other) => other.id === minor.guardianGuestId) : undefined;
  const resident = g.residenceCountry === "BR";
  return {
    is_principal: g.isMain,
    situacao_hospede: "PRECHECKIN_REALIZADO",
    dados_pessoais: {
      nome: `${g.firstName} ${g.lastName}`,
      nome_social: orNull(g.socialName),
      PaisNacionalidade_id: g.nationality,
      genero_id: g.gender,
      ...(g.gender === "OUTRO" ? { GeneroDescricao: g.genderDescription } : {}),
      data_nascimento: g.birthDate,
      raca_id: orNull(s.race),
      deficiencia_id: orNull(s.disability),
      tipo_deficiencia_id: orNull(s.disabilityType),
      documento_id: { numero_documento: g.documentNumber, tipo_documento_id: g.documentType },
      contato: {
        email: orNull(g.email),
        telefone: g.phone ? `+55${g.phone}` : null,
        PaisResidencia_id: g.residenceCountry,
        ...(resident
          ? {
              cep: g.cep,
              logradouro: g.street,
              numero: orNull(g.addressNumber),
              complemento: orNull(g.complement),
              bairro: orNull(g.neighborhood),
              cidade_id: g.cityIbgeCode,
              estado_id: g.state,
            }
          : {}),
      },
    },
    ...(minor
      ? {
          responsavel: guardian
            ? { numero_documento: guardian.documentNumber, tipo_documento_id: guardian.documentType }
            : { numero_documento: minor.guardianDocumentNumber, tipo_documento_id: minor.guardianDocumentType },
        }
      : {}),
    dados_ficha: { motivo_viagem_id: stay.travelReason, meio_transporte_id: stay.transport },
  };
}

/** The reservation part of the register; `guests` sizes the official form (adults and minors on the check-in day). */
function reservaOf(stay: StayFacts, guests: StayRegisterGuest[]) {
  const isMinor = (g: StayRegisterGuest) => isMinorOn(g.birthDate, stay.checkInDate);
  return {
    numero_reserva: stay.id,
    data_entrada: stay.checkInDate,
    data_saida: stay.checkOutDate,
    quantidade_hospede_adulto: guests.filter((g) => !isMinor(g)).length,
    quantidade_hospede_menor: guests.filter(isMinor).length,
    origem_reserva_id: "MEIOHOSPEDAGEM",
  };
}

export function registerPayload(
  stay: StayFacts,
  guests: StayRegisterGuest[],
  sensitive: Map<string, SensitiveValues>,
  minors: MinorAuthorisation[],
) {
  return {
    reserva: reservaOf(stay, guests),
    dados_hospede: guests.map((g) => guestEntry(stay, g, guests, sensitive, minors)),
  };
}

/**
 * The register of a reservation for its pre-check-in: the reservation alone (`dados_hospede: []`, which the API
 * answers with the link), each guest filling their own ficha through it.
 */
export const precheckinPayload = (stay: StayFacts, guests: StayRegisterGuest[]) => ({
  reserva: reservaOf(stay, guests),
  dados_hospede: [],
});
