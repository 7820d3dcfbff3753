// The Salvar of a tarifário section: off while a write is on its way, and what the form does once the server took it.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { save, type Write } from "../lib/tarifario-save";

export function SaveButton({
  write,
  method,
  path,
  body,
  done,
  onSaved,
  children,
}: {
  write: Write;
  method: "PUT" | "POST";
  path: string;
  body: () => unknown;
  done: string;
  onSaved?: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      disabled={write.isPending}
      onClick={async () => {
        if (await save(write, method, path, body, done)) onSaved?.();
      }}
    >
      {children}
    </Button>
  );
}
