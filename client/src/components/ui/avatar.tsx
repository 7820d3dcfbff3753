// A round picture with initials behind it: the initials show until the picture has loaded, and stay if it never does.
// Written here rather than taken from @radix-ui/react-avatar: it sits in every screen's first load (the top bar and
// the sidebar), where Radix's 1.9 KB for an <img> with two states weighed more than this (docs/decisions/0067).
import * as React from "react";
import { cn } from "@/lib/utils";

function Avatar({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="avatar"
      className={cn("relative flex size-8 shrink-0 overflow-hidden rounded-full", className)}
      {...props}
    />
  );
}

/** Hidden until loaded; a picture that fails to load is dropped and the fallback stays. */
function AvatarImage({ className, src, alt, ...props }: React.ComponentProps<"img">) {
  const [state, setState] = React.useState<"loading" | "loaded" | "failed">("loading");
  React.useEffect(() => setState("loading"), [src]);
  if (!src || state === "failed") return null;
  return (
    <img
      data-slot="avatar-image"
      src={src}
      alt={alt}
      onLoad={() => setState("loaded")}
      onError={() => setState("failed")}
      className={cn(
        "absolute inset-0 aspect-square size-full object-cover",
        state === "loading" && "invisible",
        className,
      )}
      {...props}
    />
  );
}

function AvatarFallback({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="avatar-fallback"
      className={cn("flex size-full items-center justify-center rounded-full bg-muted text-sm font-medium", className)}
      {...props}
    />
  );
}

export { Avatar, AvatarFallback, AvatarImage };
