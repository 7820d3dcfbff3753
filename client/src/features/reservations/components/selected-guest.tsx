import { UserRound } from "lucide-react";
import { formatPhone } from "@shared/identity";
import { Button } from "@/components/ui/button";

interface SelectedGuestProps {
  name: string;
  phone: string | null;
  /** Absent in the edit dialog, where the guest does not change. */
  onChange?: () => void;
}

export function SelectedGuest({ name, phone, onChange }: SelectedGuestProps) {
  return (
    // A long name wraps, and on a phone the button goes under it rather than cut it short.
    <div className="flex flex-wrap items-center gap-3 rounded-md border bg-muted/40 p-3" data-testid="selected-guest">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <UserRound className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-medium break-words">{name}</p>
        <p className="text-sm text-muted-foreground">{phone ? formatPhone(phone) : "Telefone não encontrado"}</p>
      </div>
      {onChange && (
        <Button type="button" variant="outline" size="sm" onClick={onChange} className="max-sm:w-full">
          Trocar Hóspede
        </Button>
      )}
    </div>
  );
}
