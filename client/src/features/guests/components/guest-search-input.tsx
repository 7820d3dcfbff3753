import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";

interface GuestSearchInputProps {
  value: string;
  onChange: (value: string) => void;
}

export function GuestSearchInput({ value, onChange }: GuestSearchInputProps) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Buscar hóspedes..."
        aria-label="Buscar hóspedes por nome, email ou celular"
        autoComplete="off"
        className="pl-9"
      />
    </div>
  );
}
