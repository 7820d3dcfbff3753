import { Copy, Mail, MessageCircle } from "lucide-react";
import type { InvitationLink } from "@shared/api/users";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { copyText } from "@/lib/clipboard";
import { formatDateTime } from "@/lib/format";
import { notifySuccess } from "@/lib/notify";
import { toast } from "@/hooks/use-toast";

interface InvitationLinkDialogProps {
  invitation: InvitationLink | null;
  /** 'invite' for a new colleague, 'reset' for a new password. */
  kind: "invite" | "reset";
  onClose: () => void;
}

/** The one-time link, shown once: copy it, or send it by WhatsApp or e-mail. */
export function InvitationLinkDialog({ invitation, kind, onClose }: InvitationLinkDialogProps) {
  const link = invitation?.link ?? "";
  const message =
    kind === "invite"
      ? `Olá! Você foi convidado(a) para o Hospeda. Abra este link para criar sua senha (vale até ${invitation ? formatDateTime(invitation.expiresAt) : ""}): ${link}`
      : `Olá! Use este link para criar uma nova senha no Hospeda (vale até ${invitation ? formatDateTime(invitation.expiresAt) : ""}): ${link}`;

  const copy = async (event: React.MouseEvent<HTMLButtonElement>) => {
    const dialog = event.currentTarget.closest<HTMLElement>("[role=dialog]") ?? undefined;
    if (await copyText(link, dialog)) notifySuccess("Link copiado");
    else toast({ variant: "destructive", title: "Não foi possível copiar", description: "Selecione o link e copie." });
  };

  return (
    <Dialog open={invitation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg [&>*]:min-w-0">
        <DialogHeader>
          <DialogTitle>{kind === "invite" ? "Convite criado" : "Link de nova senha"}</DialogTitle>
          <DialogDescription>
            Envie este link para <span className="break-all">{invitation?.user.email}</span>. Ele funciona uma única vez
            e vale por 72 horas
            {invitation ? ` (até ${formatDateTime(invitation.expiresAt)})` : ""}. Ele não será mostrado de novo.
          </DialogDescription>
        </DialogHeader>
        <Input readOnly value={link} aria-label="Link de acesso" onFocus={(event) => event.currentTarget.select()} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="button" onClick={(event) => void copy(event)} className="sm:flex-1">
            <Copy aria-hidden="true" /> Copiar link
          </Button>
          <Button type="button" variant="outline" asChild className="sm:flex-1">
            <a href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noreferrer">
              <MessageCircle aria-hidden="true" /> WhatsApp
            </a>
          </Button>
          <Button type="button" variant="outline" asChild className="sm:flex-1">
            <a
              href={`mailto:${invitation?.user.email ?? ""}?subject=${encodeURIComponent("Acesso ao Hospeda")}&body=${encodeURIComponent(message)}`}
            >
              <Mail aria-hidden="true" /> E-mail
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
