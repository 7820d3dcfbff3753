import { Pencil } from "lucide-react";
import { formatCpf } from "@shared/identity";
import { TagChipList } from "@/components/tag-chip-list";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useLastPresent } from "@/hooks/use-last-present";
import { formatDate } from "@/lib/format";
import type { GuestRecord } from "@/api/use-guests";
import { guestFullName } from "@/lib/guest-name";
import { GuestAddressLink } from "./guest-address-link";
import { GuestContactLinks } from "./guest-contact-links";
import { DetailRow } from "@/components/detail-row";
import { GuestDocumentPreview } from "./guest-document-preview";
import { GuestCreditsList } from "./guest-credits";
import { GuestPrivacySection } from "./guest-privacy-section";
import { GuestRegisterDetails } from "./guest-register-details";
import { GuestReservations } from "./guest-reservations";

interface GuestDetailsSheetProps {
  guest: GuestRecord | null;
  onOpenChange: (open: boolean) => void;
  onEdit: (guest: GuestRecord) => void;
}

const missing = (text = "Não informado") => <span className="text-muted-foreground">{text}</span>;

export function GuestDetailsSheet({ guest: selected, onOpenChange, onEdit }: GuestDetailsSheetProps) {
  const guest = useLastPresent(selected);
  return (
    <Sheet open={selected !== null} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-full gap-0 sm:max-w-lg">
        {guest && (
          <>
            <SheetHeader className="border-b">
              <SheetTitle className="text-lg">{guestFullName(guest)}</SheetTitle>
              <SheetDescription>Cadastrado em {formatDate(guest.createdAt)}</SheetDescription>
            </SheetHeader>
            <div className="space-y-6 p-4">
              <section aria-labelledby="guest-details-data">
                <h3 id="guest-details-data" className="mb-1 font-semibold">
                  Dados do hóspede
                </h3>
                <dl className="divide-y">
                  <DetailRow label="Contatos">
                    <GuestContactLinks guest={guest} showConsent />
                  </DetailRow>
                  <DetailRow label="CPF">
                    {guest.cpf ? <span className="tabular-nums">{formatCpf(guest.cpf)}</span> : missing()}
                  </DetailRow>
                  <DetailRow label="Data de Nascimento">
                    {guest.birthDate ? formatDate(guest.birthDate) : missing("Não informada")}
                  </DetailRow>
                  <DetailRow label="Endereço">
                    {guest.address ? <GuestAddressLink address={guest.address} /> : missing()}
                  </DetailRow>
                  <DetailRow label="Observações">
                    {guest.notes ? <span className="whitespace-pre-line">{guest.notes}</span> : missing()}
                  </DetailRow>
                  <DetailRow label="Etiquetas">
                    {guest.tags.length > 0 ? <TagChipList tags={guest.tags} /> : missing("Nenhuma etiqueta")}
                  </DetailRow>
                </dl>
              </section>
              <GuestRegisterDetails guest={guest} />

              <section aria-labelledby="guest-details-document" className="space-y-2">
                <h3 id="guest-details-document" className="font-semibold">
                  Foto do Documento
                </h3>
                {guest.documentPhotoUrl ? (
                  <GuestDocumentPreview objectPath={guest.documentPhotoUrl} firstName={guest.firstName} />
                ) : (
                  <p className="text-sm text-muted-foreground">Nenhum documento anexado.</p>
                )}
              </section>

              <section aria-labelledby="guest-details-reservations" className="space-y-2">
                <h3 id="guest-details-reservations" className="font-semibold">
                  Reservas
                </h3>
                <GuestReservations guestId={guest.id} />
              </section>
              <GuestCreditsList guestId={guest.id} />
              <GuestPrivacySection guest={guest} onAnonymized={() => onOpenChange(false)} />
            </div>
            <SheetFooter className="border-t sm:flex-row sm:justify-end">
              <Button onClick={() => onEdit(guest)}>
                <Pencil aria-hidden="true" />
                Editar
              </Button>
            </SheetFooter>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
