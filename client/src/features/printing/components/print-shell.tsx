import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Printer, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { pxToMm, type PrintFormat } from "../lib/print-format";

interface PrintShellProps {
  /** The browser tab's title, also the PDF's default file name. */
  title: string;
  format: PrintFormat;
  /** The papers offered; the choice shows only when there are two. */
  formats?: readonly PrintFormat[];
  onFormatChange: (format: PrintFormat) => void;
  /** The document is on screen (not loading): the roll's length is measured from it. */
  ready: boolean;
  children: ReactNode;
}

const FORMATS: Array<{ value: PrintFormat; label: string }> = [
  { value: "a4", label: "A4" },
  { value: "80mm", label: "Bobina 80 mm" },
];

/**
 * A printable document outside the app's shell: a toolbar (format, 'Imprimir', 'Fechar') that never prints, and the
 * paper itself. A4 is a sheet with margins; the 80 mm roll of a receipt printer gets a page exactly as long as the
 * document, so it prints as one piece.
 */
export function PrintShell({ title, format, formats, onFormatChange, ready, children }: PrintShellProps) {
  const paper = useRef<HTMLDivElement>(null);
  const [rollMm, setRollMm] = useState<number | null>(null);

  useLayoutEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useLayoutEffect(() => {
    const element = paper.current;
    if (format !== "80mm" || !element || !ready) return;
    const measure = () => setRollMm(pxToMm(element.getBoundingClientRect().height) + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [format, ready]);

  const pageRule =
    format === "a4" ? "@page { size: A4; margin: 14mm; }" : `@page { size: 80mm ${rollMm ?? 200}mm; margin: 0; }`;

  const close = () => {
    window.close();
    // A tab the browser will not close (opened by hand): back to the app.
    setTimeout(() => window.location.assign("/"), 150);
  };

  return (
    <div className="min-h-screen bg-muted/60 print:bg-white">
      <style>{pageRule}</style>
      <div className="sticky top-0 z-10 border-b bg-background/95 backdrop-blur print:hidden">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-2 px-4 py-3">
          <p className="mr-auto font-semibold">{title}</p>
          <div
            role="radiogroup"
            aria-label="Formato do papel"
            className={cn("inline-flex rounded-md border p-0.5", formats && formats.length < 2 && "hidden")}
          >
            {FORMATS.map((option) => (
              <button
                key={option.value}
                type="button"
                role="radio"
                aria-checked={format === option.value}
                onClick={() => onFormatChange(option.value)}
                className={cn(
                  "min-h-9 rounded px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  format === option.value
                    ? "bg-primary text-primary-foreground"
                    : "text-muted-foreground hover:bg-accent",
                )}
              >
                {option.label}
              </button>
            ))}
          </div>
          <Button onClick={() => window.print()} disabled={!ready}>
            <Printer aria-hidden="true" /> Imprimir
          </Button>
          <Button variant="outline" onClick={close}>
            <X aria-hidden="true" /> Fechar
          </Button>
        </div>
      </div>
      <main
        ref={paper}
        data-format={format}
        className={cn(
          "mx-auto bg-white text-neutral-900 shadow-sm print:m-0 print:shadow-none",
          format === "a4"
            ? "my-6 w-full max-w-[210mm] p-5 text-sm sm:p-[14mm] print:max-w-none print:p-0"
            : "my-6 w-[80mm] p-[4mm] text-[11px] leading-snug",
        )}
      >
        {children}
      </main>
    </div>
  );
}
