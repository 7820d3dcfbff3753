import { SearchInput } from "@/components/search-input";

interface GuestSearchInputProps {
  value: string;
  onChange: (value: string) => void;
}

export function GuestSearchInput({ value, onChange }: GuestSearchInputProps) {
  return (
    <SearchInput
      value={value}
      onChange={onChange}
      placeholder="Buscar hóspedes..."
      label="Buscar hóspedes por nome, email ou celular"
      className="sm:max-w-sm"
    />
  );
}
