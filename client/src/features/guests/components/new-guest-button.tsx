import { UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";

export function NewGuestButton({ onClick }: { onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <UserPlus aria-hidden="true" />
      Novo Hóspede
    </Button>
  );
}
