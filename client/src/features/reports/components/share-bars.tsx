import { cn } from "@/lib/utils";

interface ShareBar {
  label: string;
  /** What the bar measures (reais, nights, a percentage): its length against the largest. */
  value: number;
  /** The value as shown beside the label: "R$ 1.234,56", "72%". */
  display: string;
  /** A second line under the label: "12 pagamentos". */
  detail?: string;
}

interface ShareBarsProps {
  /** The list's accessible name, e.g. "Receita por forma de pagamento". */
  label: string;
  items: ShareBar[];
  /** The bars' fill, e.g. "fill-primary". */
  fillClass?: string;
  /** The length of a full bar; otherwise the largest item fills it. */
  max?: number;
}

/** One labelled horizontal bar per item (payment methods, categories, room types): long names wrap on a phone. */
export function ShareBars({ label, items, fillClass = "fill-primary", max }: ShareBarsProps) {
  const top = max ?? Math.max(0, ...items.map((item) => item.value));
  return (
    <ul aria-label={label} className="space-y-3">
      {items.map((item) => {
        const share = top > 0 ? Math.min(1, Math.max(0, item.value) / top) : 0;
        return (
          <li key={item.label} aria-label={`${item.label}: ${item.display}`} title={`${item.label}: ${item.display}`}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0">
                {item.label}
                {item.detail && <span className="block text-xs text-muted-foreground">{item.detail}</span>}
              </span>
              <span className="shrink-0 font-medium tabular-nums">{item.display}</span>
            </div>
            <svg aria-hidden="true" className="mt-1 block h-2.5 w-full overflow-hidden rounded-full bg-muted">
              <rect
                width={`${share * 100}%`}
                height="100%"
                rx="5"
                className={cn(fillClass, share > 0 && share < 0.01 && "min-w-1")}
              />
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
