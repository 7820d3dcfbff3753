import { useState } from "react";
import { ShoppingBasket } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { ChargeConsumptionDialog } from "./charge-consumption-dialog";

interface ChargeConsumptionButtonProps {
  reservationId: string;
  /** Whose bill it goes on, e.g. 'Quarto 101 · Ana Souza'. */
  stayLabel: string;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
  className?: string;
}

/** 'Lançar Consumo' on a stay (the front desk) or a reservation (its details): opens the order dialog. */
export function ChargeConsumptionButton({
  reservationId,
  stayLabel,
  size = "sm",
  variant = "outline",
  className,
}: ChargeConsumptionButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size={size} variant={variant} className={className} onClick={() => setOpen(true)}>
        <ShoppingBasket aria-hidden="true" /> Lançar Consumo
      </Button>
      <ChargeConsumptionDialog open={open} onOpenChange={setOpen} reservationId={reservationId} stayLabel={stayLabel} />
    </>
  );
}
