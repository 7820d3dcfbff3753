import * as React from "react";
import * as TooltipPrimitive from "@radix-ui/react-tooltip";

/** Mount once near the root: tooltips open after 700 ms, and within 300 ms of closing one the next opens at once. */
function TooltipProvider({
  delayDuration = 700,
  skipDelayDuration = 300,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      data-slot="tooltip-provider"
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}

export { TooltipProvider };
