import { missingGuestFields } from "@shared/fnrh-completeness";
import { FNRH_DOCUMENT_TYPE_LABELS, FNRH_GENDER_LABELS, fnrhLabel } from "@shared/fnrh-labels";
import { formatCpf } from "@shared/identity";
import type { GuestRecord } from "@/api/use-guests";
import { DetailRow } from "@/components/detail-row";
import { loadCountries, loadMunicipalities, usePlaceLabel } from "@/components/guest-register/place-lists";
import { livesInBrazil } from "@/components/guest-register/register-values";
import { Badge } from "@/components/ui/badge";
import { maskCep } from "@/lib/document-mask";

const missing = <span className="text-muted-foreground">Não informado</span>;

/** "CPF 529.982.247-25", "Passaporte AB1234567". */
function documentText(guest: GuestRecord) {
  if (!guest.documentNumber) return null;
  const number = guest.documentType === "CPF" ? formatCpf(guest.documentNumber) : guest.documentNumber;
  return `${fnrhLabel(FNRH_DOCUMENT_TYPE_LABELS, guest.documentType) ?? "Documento"} ${number}`;
}

/** The address in Brazil on two lines: street, number and complement; bairro, city and CEP. */
function AddressInBrazil({ guest }: { guest: GuestRecord }) {
  const city = usePlaceLabel(loadMunicipalities, guest.cityIbgeCode);
  const street = [guest.street, guest.addressNumber, guest.complement].filter(Boolean).join(", ");
  const place = [
    guest.neighborhood,
    city === undefined ? "Carregando cidade..." : (city ?? guest.state),
    guest.cep && `CEP ${maskCep(guest.cep)}`,
  ]
    .filter(Boolean)
    .join(" · ");
  if (!street && !place) return missing;
  return (
    <>
      {street && <span className="block">{street}</span>}
      {place && <span className="block">{place}</span>}
    </>
  );
}

/**
 * The guest's FNRH ficha on their page (docs/product.md §19): what the register will be sent, and what it still
 * lacks. Never race or disability, which only the check-in's ficha reads.
 */
export function GuestRegisterDetails({ guest }: { guest: GuestRecord }) {
  const nationality = usePlaceLabel(loadCountries, guest.nationality);
  const residence = usePlaceLabel(loadCountries, guest.residenceCountry);
  const lacking = missingGuestFields(guest);
  const gender = fnrhLabel(FNRH_GENDER_LABELS, guest.gender);
  const text = (value: string | null | undefined) => (value === undefined ? "Carregando..." : (value ?? missing));

  return (
    <section aria-labelledby="guest-details-fnrh">
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <h3 id="guest-details-fnrh" className="font-semibold">
          Ficha de hóspede (FNRH)
        </h3>
        <Badge variant={lacking.length ? "outline" : "secondary"}>{lacking.length ? "Incompleta" : "Completa"}</Badge>
      </div>
      {lacking.length > 0 && <p className="text-sm text-muted-foreground">Falta: {lacking.join(", ")}.</p>}
      <dl className="divide-y">
        <DetailRow label="Nacionalidade">{text(nationality)}</DetailRow>
        <DetailRow label="País de residência">{text(residence)}</DetailRow>
        <DetailRow label="Documento">
          <span className="tabular-nums">{documentText(guest) ?? missing}</span>
        </DetailRow>
        <DetailRow label="Gênero">
          {gender
            ? guest.gender === "OUTRO" && guest.genderDescription
              ? `${gender}: ${guest.genderDescription}`
              : gender
            : missing}
        </DetailRow>
        {guest.socialName && <DetailRow label="Nome social">{guest.socialName}</DetailRow>}
        {livesInBrazil(guest.residenceCountry) && (
          <DetailRow label="Endereço no Brasil">
            <AddressInBrazil guest={guest} />
          </DetailRow>
        )}
      </dl>
    </section>
  );
}
