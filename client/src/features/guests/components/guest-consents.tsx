import { useState } from "react";
import { CONSENT_CHANNELS, CONSENT_CHANNEL_LABELS, type ConsentChannel } from "@shared/lgpd";
import type { GuestRecord } from "@/api/use-guests";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { ConsentDialog } from "./consent-dialog";

/**
 * Consent per channel for messages beyond the stay (offers, 'volte sempre'): given or withdrawn, when and how. Messages
 * about the stay itself need none (shared/lgpd.ts, mayMessageGuest).
 */
export function GuestConsents({ guest }: { guest: GuestRecord }) {
  const [changing, setChanging] = useState<{ channel: ConsentChannel; granted: boolean } | null>(null);
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold">Consentimento para ofertas</h4>
      <ul className="divide-y rounded-md border text-sm" aria-label="Consentimentos">
        {CONSENT_CHANNELS.map((channel) => {
          const consent = guest.consents[channel];
          const label = CONSENT_CHANNEL_LABELS[channel];
          return (
            <li key={channel} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium">{label}</p>
                <p className="text-xs text-muted-foreground" data-testid={`consent-${channel}`}>
                  {consent
                    ? `${consent.granted ? "Autorizado" : "Retirado"} em ${formatDate(consent.at)} · ${consent.source}`
                    : "Sem consentimento: só mensagens sobre a estadia"}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setChanging({ channel, granted: !consent?.granted })}
                aria-label={`${consent?.granted ? "Retirar" : "Registrar"} consentimento por ${label}`}
              >
                {consent?.granted ? "Retirar" : "Registrar"}
              </Button>
            </li>
          );
        })}
      </ul>
      <ConsentDialog guestId={guest.id} change={changing} onClose={() => setChanging(null)} />
    </div>
  );
}
