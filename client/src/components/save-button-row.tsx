import { Button } from "@/components/ui/button";

/** A settings card's submit, at the form's end: full width on a phone; 'Salvando...' and disabled while it saves. */
export function SaveButtonRow({ pending, label }: { pending: boolean; label: string }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? "Salvando..." : label}
      </Button>
    </div>
  );
}
