import { TabsTrigger } from "@/components/ui/tabs";

interface FrontDeskTabTriggerProps {
  value: string;
  label: string;
  count: number;
}

/** A tab with how many rows it holds; on a phone the label wraps so all three tabs stay in view. */
export function FrontDeskTabTrigger({ value, label, count }: FrontDeskTabTriggerProps) {
  return (
    <TabsTrigger
      value={value}
      className="h-auto min-h-10 px-2 py-1.5 text-xs whitespace-normal sm:h-full sm:min-h-0 sm:px-3 sm:text-sm sm:whitespace-nowrap"
    >
      <span>{label}</span>
      <span className="rounded-full bg-foreground/10 px-1.5 text-xs leading-5 tabular-nums">{count}</span>
    </TabsTrigger>
  );
}
