import { MapPin } from "lucide-react";
import { cn } from "@/lib/utils";
import { mapsDirectionsUrl } from "../lib/guest-links";

interface GuestAddressLinkProps {
  address: string | null;
  className?: string;
}

export function GuestAddressLink({ address, className }: GuestAddressLinkProps) {
  if (!address) return <span className="text-muted-foreground">—</span>;
  return (
    <a
      href={mapsDirectionsUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
      title="Ver rota no Google Maps"
      className={cn(
        "inline-flex max-w-full items-start gap-1.5 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="line-clamp-2">{address}</span>
      <span className="sr-only"> (rota no Google Maps, abre em nova aba)</span>
    </a>
  );
}
