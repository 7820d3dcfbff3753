import * as React from "react";
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/utils";

type SpinnerProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** What is loading, read by screen readers ("Carregando..." by default). */
  label?: string;
  /** Also print the label next to the spinner. */
  showLabel?: boolean;
  size?: "sm" | "default" | "lg";
};

const iconSize = { sm: "size-4", default: "size-6", lg: "size-10" } as const;

function Spinner({ label = "Carregando...", showLabel = false, size = "default", className, ...props }: SpinnerProps) {
  return (
    <div
      data-slot="spinner"
      role="status"
      aria-live="polite"
      className={cn("inline-flex items-center gap-2 text-muted-foreground", className)}
      {...props}
    >
      <LoaderCircle className={cn("animate-spin text-primary", iconSize[size])} aria-hidden="true" />
      <span className={showLabel ? "text-sm" : "sr-only"}>{label}</span>
    </div>
  );
}

export { Spinner };
