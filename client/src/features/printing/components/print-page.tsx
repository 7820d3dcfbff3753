import { useState, type ReactNode } from "react";
import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { useSearchParam } from "@/hooks/use-search-param";
import { ApiError } from "@/lib/api";
import { parsePrintFormat, type PrintFormat } from "../lib/print-format";
import { PrintShell } from "./print-shell";

interface PrintPageProps {
  title: string;
  /** What the document is, for the messages: "o recibo". */
  what: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** The papers it prints on (both unless told): a long document is A4 only. */
  formats?: readonly PrintFormat[];
  /** The document, once its data is read. */
  render: (format: PrintFormat, issuedAt: Date) => ReactNode | null;
}

/** A print page's states around its document: loading, not found, failed, and the document in its shell. */
export function PrintPage({ title, what, formats, loading, error, onRetry, retrying, render }: PrintPageProps) {
  const [formatParam, setFormatParam] = useSearchParam("formato");
  const parsed = parsePrintFormat(formatParam);
  const format = !formats || formats.includes(parsed) ? parsed : formats[0]!;
  const [issuedAt] = useState(() => new Date());
  const document = loading || error ? null : render(format, issuedAt);

  return (
    <PrintShell
      title={title}
      format={format}
      formats={formats}
      onFormatChange={(next) => setFormatParam(next === "a4" ? "" : next)}
      ready={document !== null}
    >
      {loading ? (
        <div className="flex justify-center py-16">
          <Spinner label={`Carregando ${what}...`} showLabel />
        </div>
      ) : error instanceof ApiError && error.status === 404 ? (
        <p role="alert" className="py-16 text-center">
          {error.serverMessage ?? "Documento não encontrado"}
        </p>
      ) : error ? (
        <LoadError what={what} error={error} onRetry={onRetry} retrying={retrying} />
      ) : (
        document
      )}
    </PrintShell>
  );
}
