import { formatPhone, onlyDigits } from "@shared/identity";

/** The guest's mobile, a tap away from a call on the desk's phone. */
export function GuestPhoneLink({ phone }: { phone: string | null }) {
  if (!phone) return null;
  return (
    <a href={`tel:+55${onlyDigits(phone)}`} className="text-sm text-muted-foreground tabular-nums hover:underline">
      {formatPhone(phone)}
    </a>
  );
}
