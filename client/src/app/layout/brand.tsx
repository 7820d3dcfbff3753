import { Hotel } from "lucide-react";

export function Brand() {
  return (
    <div className="flex items-center gap-2.5">
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Hotel className="size-5" aria-hidden="true" />
      </span>
      <div className="leading-tight">
        <p className="text-base font-bold">Hospeda</p>
        <p className="text-xs text-muted-foreground">Gestão Hoteleira</p>
      </div>
    </div>
  );
}
