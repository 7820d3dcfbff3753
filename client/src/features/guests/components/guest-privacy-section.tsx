import { FileDown, ShieldOff } from "lucide-react";
import { useState } from "react";
import type { GuestRecord } from "@/api/use-guests";
import { useAuth } from "@/api/use-auth";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { notifyError } from "@/lib/notify";
import { useDownloadGuestData } from "../api/use-download-guest-data";
import { AnonymizeGuestDialog } from "./anonymize-guest-dialog";
import { GuestAccessLog } from "./guest-access-log";
import { GuestConsents } from "./guest-consents";
import { GuestLgpdRequests } from "./guest-lgpd-requests";
import { GuestRetentionHold } from "./guest-retention-hold";

/**
 * The guest's rights at the desk (docs/product.md §18): their data exported (a JSON file and a printable page), their
 * requests with the 15-day deadline, their consents; for the owner, anonymisation, the hold on the retention and who
 * looked at their data.
 */
export function GuestPrivacySection({ guest, onAnonymized }: { guest: GuestRecord; onAnonymized: () => void }) {
  const { user } = useAuth();
  const isOwner = user?.role === "owner";
  const download = useDownloadGuestData(guest.id);
  const [anonymizing, setAnonymizing] = useState(false);
  const anonymized = guest.anonymizedAt !== null;

  const exportData = () => {
    // The printed page opens in the click itself, or the browser blocks the new tab.
    window.open(`/print/hospede/${guest.id}`, "_blank", "noopener");
    download.mutate(undefined, { onError: (error) => notifyError(error, "Erro ao exportar os dados") });
  };

  return (
    <section aria-labelledby="guest-details-privacy" className="space-y-4" data-testid="guest-privacy">
      <div className="space-y-1">
        <h3 id="guest-details-privacy" className="font-semibold">
          Privacidade (LGPD)
        </h3>
        {anonymized ? (
          <p className="rounded-md border bg-muted/50 p-3 text-sm">
            Dados pessoais anonimizados em {formatDate(guest.anonymizedAt)}. Estadias, contas e pagamentos continuam com
            seus valores e datas.
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            Pedidos do hóspede sobre seus dados: responder em até 15 dias (LGPD, art. 19).
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={exportData} disabled={download.isPending} className="flex-1 sm:flex-none">
          <FileDown aria-hidden="true" />
          {download.isPending ? "Exportando..." : "Exportar dados"}
        </Button>
        {isOwner && !anonymized && (
          <Button
            variant="outline"
            onClick={() => setAnonymizing(true)}
            className="flex-1 text-destructive sm:flex-none"
          >
            <ShieldOff aria-hidden="true" />
            Anonimizar
          </Button>
        )}
      </div>
      <GuestLgpdRequests guestId={guest.id} />
      {!anonymized && <GuestConsents guest={guest} />}
      {isOwner && !anonymized && <GuestRetentionHold guest={guest} />}
      {isOwner && <GuestAccessLog guestId={guest.id} />}
      {isOwner && (
        <AnonymizeGuestDialog
          guest={guest}
          open={anonymizing}
          onOpenChange={setAnonymizing}
          onAnonymized={onAnonymized}
        />
      )}
    </section>
  );
}
