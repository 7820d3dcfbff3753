import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

/** A few distinct colours to pick at a tap; any other comes from the native picker beside them. */
const TAG_SWATCHES = ["#3B82F6", "#10B981", "#F59E0B", "#EF4444", "#8B5CF6", "#EC4899", "#14B8A6", "#64748B"] as const;

interface ColorPickerProps {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  invalid?: boolean;
}

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** The tag's colour: preset swatches, the browser's colour input, and the hex code shown (and typed) beside them. */
export function ColorPicker({ value, onChange, id, invalid }: ColorPickerProps) {
  const current = value.toUpperCase();
  return (
    <div className="space-y-3">
      <div role="radiogroup" aria-label="Cores sugeridas" className="flex flex-wrap gap-2">
        {TAG_SWATCHES.map((swatch) => {
          const selected = current === swatch;
          return (
            <button
              key={swatch}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={`Cor ${swatch}`}
              onClick={() => onChange(swatch)}
              className={cn(
                "flex size-9 items-center justify-center rounded-full border-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                selected ? "border-foreground" : "border-transparent",
              )}
              style={{ backgroundColor: swatch }}
            >
              {selected && <Check className="size-4 text-white drop-shadow" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
      <div className="flex items-center gap-3">
        <input
          type="color"
          aria-label="Escolher outra cor"
          value={HEX.test(value) ? value.toLowerCase() : "#3b82f6"}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-10 w-14 cursor-pointer rounded-md border bg-background p-1"
        />
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value.trim().toUpperCase())}
          maxLength={7}
          aria-invalid={invalid}
          aria-label="Código da cor"
          spellCheck={false}
          className="h-10 w-28 rounded-md border border-input bg-background px-3 font-mono text-sm uppercase outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive"
        />
        <span
          className="size-6 rounded-full border"
          style={{ backgroundColor: HEX.test(value) ? value : "transparent" }}
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
