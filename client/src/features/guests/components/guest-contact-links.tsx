import { Mail, MessageCircle } from "lucide-react";
import { formatPhone } from "@shared/identity";
import { mayMessageGuest, type ConsentChannel } from "@shared/lgpd";
import type { GuestRecord } from "@/api/use-guests";
import { mailtoUrl, whatsappUrl } from "../lib/guest-links";

/** Beside a link: whether the guest may get offers on that channel, or only messages about the stay. */
function ConsentNote({ guest, channel }: { guest: GuestRecord; channel: ConsentChannel }) {
  const offers = mayMessageGuest(guest.consents, channel, "alem-da-estadia");
  return (
    <span className="text-xs text-muted-foreground" data-testid={`contact-consent-${channel}`}>
      {offers ? "aceita ofertas" : "só sobre a estadia"}
    </span>
  );
}

/**
 * The phone opens a WhatsApp chat and the e-mail the mail app: the two ways the front desk reaches a guest, about
 * their stay. With `showConsent`, each says whether the guest also accepts offers on it (docs/product.md §18.4).
 */
export function GuestContactLinks({ guest, showConsent = false }: { guest: GuestRecord; showConsent?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {/* A companion registered with a name and a birth date has no phone yet (docs/product.md §7.5). */}
      {guest.phone && (
        <a
          href={whatsappUrl(guest.phone)}
          target="_blank"
          rel="noopener noreferrer"
          title="Conversar no WhatsApp"
          className="inline-flex w-fit items-center gap-1.5 whitespace-nowrap font-medium text-emerald-700 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
          {formatPhone(guest.phone)}
          <span className="sr-only"> (WhatsApp, abre em nova aba)</span>
        </a>
      )}
      {guest.phone && showConsent && <ConsentNote guest={guest} channel="whatsapp" />}
      {guest.email && (
        <a
          href={mailtoUrl(guest.email)}
          title="Enviar email"
          className="inline-flex max-w-full items-center gap-1.5 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{guest.email}</span>
        </a>
      )}
      {guest.email && showConsent && <ConsentNote guest={guest} channel="email" />}
    </div>
  );
}
