import { useEffect, useRef, useState } from "react";
import { Check, Copy, QrCode, RotateCw } from "lucide-react";
import type { PixCode } from "@shared/api";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePixCode, type PixCodeRequest } from "@/api/use-pix-code";
import { serverReason } from "@/lib/api";
import { copyText } from "@/lib/clipboard";
import { formatCurrency } from "@/lib/format";

interface PixCodePanelProps {
  /** What the code is for; null while the amount or the account is missing (then `hint` says what to fill in). */
  request: PixCodeRequest | null;
  hint: string;
}

/**
 * The static PIX QR code and its copy-and-paste code for the amount due. The server draws the QR code as an SVG
 * document; it is shown as an image (never injected as markup). Paying is the guest's move in their bank app;
 * recording the payment stays the clerk's click once the money shows in the account.
 */
export function PixCodePanel({ request, hint }: PixCodePanelProps) {
  const { data: code, isFetching, error, refetch } = usePixCode(request);

  return (
    <section aria-label="Pagamento por PIX" className="space-y-3 rounded-lg border bg-muted/40 p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <QrCode className="size-4 text-primary" aria-hidden="true" />
        Pagar com PIX
      </h3>
      {request === null ? (
        <p className="text-sm text-muted-foreground">{hint}</p>
      ) : error ? (
        <div role="alert" className="space-y-2 text-sm">
          <p className="font-medium text-destructive">
            {serverReason(error) ?? "Não foi possível gerar o código PIX. Tente novamente."}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw aria-hidden="true" /> Tentar novamente
          </Button>
        </div>
      ) : !code ? (
        <div className="flex flex-col items-center gap-3" aria-busy="true" aria-label="Gerando o código PIX">
          <Skeleton className="size-48" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : (
        <PixCodeView code={code} amount={request.amount} stale={isFetching} />
      )}
    </section>
  );
}

function PixCodeView({ code, amount, stale }: { code: PixCode; amount: string; stale: boolean }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const holder = useRef<HTMLDivElement>(null);
  const qr = useRef<HTMLImageElement>(null);
  // On a phone the code appears below the fields: bring it into view once, for the guest to scan.
  useEffect(() => {
    qr.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  const copy = async () => {
    const ok = await copyText(code.payload, holder.current ?? undefined);
    setCopied(ok);
    setTimeout(() => setCopied(null), 2500);
  };
  const source = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.svg)}`;

  return (
    <div className="space-y-3" aria-busy={stale}>
      <div className="flex flex-col items-center gap-2">
        <img
          ref={qr}
          src={source}
          alt={`QR Code PIX de ${formatCurrency(amount)}`}
          width={192}
          height={192}
          className="size-48 rounded-md border bg-white p-2"
        />
        <p className="text-center text-sm">
          <span className="font-semibold tabular-nums">{formatCurrency(amount)}</span> para{" "}
          <span className="font-medium">{code.recebedor}</span>
          {code.cidade && <span className="text-muted-foreground"> · {code.cidade}</span>}
        </p>
        <p className="text-center text-xs break-all text-muted-foreground">Chave PIX: {code.chave}</p>
      </div>
      <div ref={holder} className="space-y-2">
        <label htmlFor="pix-copia-e-cola" className="text-sm font-medium">
          Código PIX Copia e Cola
        </label>
        <textarea
          id="pix-copia-e-cola"
          readOnly
          rows={3}
          value={code.payload}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full resize-none rounded-md border bg-background px-3 py-2 font-mono text-xs break-all"
        />
        <Button type="button" variant="outline" className="w-full" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Código copiado!" : "Copiar código"}
        </Button>
        {copied === false && (
          <p role="alert" className="text-xs text-destructive">
            Não foi possível copiar: selecione o código acima e copie.
          </p>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        Confira o crédito no aplicativo do banco antes de registrar o pagamento.
      </p>
    </div>
  );
}
