import { useRef, useState } from "react";
import { Check, Copy, FileSearch, Link2, MessageCircle, QrCode, RotateCw, UserPlus, X } from "lucide-react";
import type { PrecheckinFichasView, PrecheckinLinkView } from "@shared/api/fnrh";
import { onlyDigits } from "@shared/identity";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { serverReason } from "@/lib/api";
import { copyText } from "@/lib/clipboard";
import { formatDate } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import {
  useAddFichaCompanion,
  useFnrhFicha,
  useIgnoreFicha,
  usePrecheckinFichas,
  usePrecheckinLink,
} from "../api/use-fnrh-precheckin";

const MATCHED_BY: Record<PrecheckinFichasView["matched"][number]["by"], string> = {
  cpf: "pelo CPF",
  nome_nascimento: "pelo nome e data de nascimento",
  vinculado: "já ligada",
};

/**
 * 'Pré-check-in FNRH' in the reservation's 'Ver': the official link as a QR code and a WhatsApp message, so guests
 * fill their own ficha before arriving; then 'Buscar fichas preenchidas' reads them back and says what each one
 * filled, what differs from the desk (kept as typed) and which fichas match no guest (added or ignored by the
 * clerk). Shown only once the FNRH is configured, for a stay still to come or in the house.
 */
export function FnrhPrecheckinPanel({ reservationId, status }: { reservationId: string; status: string }) {
  const { data: ficha } = useFnrhFicha(reservationId);
  if (!ficha?.configured || !["pending", "confirmed", "checked_in"].includes(status)) return null;
  return <PrecheckinBody reservationId={reservationId} />;
}

function PrecheckinBody({ reservationId }: { reservationId: string }) {
  const link = usePrecheckinLink(reservationId);
  const fichas = usePrecheckinFichas(reservationId);
  return (
    <section aria-label="Pré-check-in FNRH" className="space-y-3 rounded-lg border bg-muted/40 p-4">
      <div className="space-y-1">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <QrCode className="size-4 text-primary" aria-hidden="true" />
          Pré-check-in FNRH
        </h3>
        <p className="text-xs text-muted-foreground">
          O hóspede preenche a própria ficha no sistema do Ministério do Turismo antes de chegar.
        </p>
      </div>
      {link.data ? (
        <LinkView view={link.data} />
      ) : (
        <div className="space-y-2">
          <Button type="button" variant="outline" onClick={() => link.mutate()} disabled={link.isPending}>
            <Link2 aria-hidden="true" />
            {link.isPending ? "Gerando o link…" : "Gerar link do pré-check-in"}
          </Button>
          <Failure error={link.error} fallback="Não foi possível gerar o link. Tente novamente." />
        </div>
      )}
      {link.data && (
        <div className="space-y-3 border-t pt-3">
          <Button type="button" variant="outline" onClick={() => fichas.mutate()} disabled={fichas.isPending}>
            {fichas.data ? <RotateCw aria-hidden="true" /> : <FileSearch aria-hidden="true" />}
            {fichas.isPending ? "Buscando fichas…" : "Buscar fichas preenchidas"}
          </Button>
          <Failure error={fichas.error} fallback="Não foi possível buscar as fichas. Tente novamente." />
          {fichas.data && (
            <FichasView reservationId={reservationId} view={fichas.data} onChanged={() => fichas.mutate()} />
          )}
        </div>
      )}
    </section>
  );
}

/** The server's reason for a failed call (the FNRH's own message, in Portuguese), else `fallback`; nothing without one. */
function Failure({ error, fallback }: { error: Error | null; fallback: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {serverReason(error) ?? fallback}
    </p>
  );
}

function LinkView({ view }: { view: PrecheckinLinkView }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const holder = useRef<HTMLDivElement>(null);
  const copy = async (text: string) => {
    setCopied(await copyText(text, holder.current ?? undefined));
    setTimeout(() => setCopied(null), 2500);
  };
  const source = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(view.qrSvg)}`;
  const whatsapp = view.phone
    ? `https://wa.me/55${onlyDigits(view.phone)}?text=${encodeURIComponent(view.message)}`
    : null;
  return (
    <div ref={holder} className="space-y-3">
      <div className="flex flex-col items-center gap-2 sm:flex-row sm:items-start sm:gap-4">
        <img
          src={source}
          alt="QR Code do pré-check-in FNRH"
          width={160}
          height={160}
          className="size-40 shrink-0 rounded-md border bg-white p-2"
        />
        <div className="min-w-0 space-y-2 text-sm">
          <p className="text-muted-foreground">Mostre o QR Code ao hóspede ou envie a mensagem:</p>
          <p className="rounded-md border bg-background p-2 text-xs break-words whitespace-pre-line">{view.message}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {whatsapp ? (
          <Button asChild className="sm:flex-1">
            <a href={whatsapp} target="_blank" rel="noreferrer">
              <MessageCircle aria-hidden="true" /> Enviar pelo WhatsApp
            </a>
          </Button>
        ) : (
          <p className="text-xs text-muted-foreground sm:flex-1">
            Cadastre o celular do hóspede para enviar pelo WhatsApp.
          </p>
        )}
        <Button type="button" variant="outline" className="sm:flex-1" onClick={() => void copy(view.message)}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Mensagem copiada!" : "Copiar mensagem"}
        </Button>
      </div>
      {copied === false && (
        <p role="alert" className="text-xs text-destructive">
          Não foi possível copiar: selecione a mensagem acima e copie.
        </p>
      )}
    </div>
  );
}

function FichasView({
  reservationId,
  view,
  onChanged,
}: {
  reservationId: string;
  view: PrecheckinFichasView;
  onChanged: () => void;
}) {
  const add = useAddFichaCompanion(reservationId);
  const ignore = useIgnoreFicha(reservationId);
  // Hidden at once; the server keeps it ignored for the next reads (shown again if that fails, with the error).
  const [ignored, setIgnored] = useState<string[]>([]);
  const unmatched = view.unmatched.filter((u) => !ignored.includes(u.hospedeId));
  if (view.read === 0) {
    return <p className="text-sm text-muted-foreground">Nenhuma ficha preenchida ainda. Tente de novo mais tarde.</p>;
  }
  return (
    <div className="space-y-3 text-sm">
      <p className="text-muted-foreground">
        {view.read === 1 ? "1 ficha preenchida" : `${view.read} fichas preenchidas`} na FNRH.
      </p>
      {view.matched.length > 0 && (
        <ul className="space-y-2" aria-label="Fichas ligadas aos hóspedes">
          {view.matched.map((m) => (
            <li key={m.guestId} className="rounded-md border bg-background p-2">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {m.name}
                <Badge variant="outline">{MATCHED_BY[m.by]}</Badge>
              </p>
              <p className="text-xs text-muted-foreground">
                {m.filled.length ? `Preenchido pela ficha: ${m.filled.join(", ")}.` : "Nada a preencher."}
              </p>
              {m.differences.map((d) => (
                <p key={d.field} className="text-xs text-amber-700 dark:text-amber-400">
                  {`Diferente na ficha: ${d.field} (balcão: ${d.desk}; ficha: ${d.ficha}). Mantido o do balcão.`}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
      {unmatched.length > 0 && (
        <div className="space-y-2">
          <p className="font-medium">Fichas sem hóspede correspondente</p>
          <ul className="space-y-2" aria-label="Fichas sem hóspede correspondente">
            {unmatched.map((u) => (
              <li key={u.hospedeId} className="space-y-2 rounded-md border bg-background p-2">
                <p>
                  <span className="font-medium">{u.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {u.birthDate && ` · nascimento ${formatDate(u.birthDate)}`}
                    {u.document && ` · ${u.document}`}
                  </span>
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={add.isPending}
                    onClick={() =>
                      add.mutate(u.hospedeId, {
                        onSuccess: () => {
                          notifySuccess(`${u.name} incluído(a) como acompanhante`);
                          onChanged();
                        },
                        onError: (error) => notifyError(error, "Erro ao incluir o acompanhante"),
                      })
                    }
                  >
                    <UserPlus aria-hidden="true" /> Adicionar como acompanhante
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={ignore.isPending}
                    onClick={() => {
                      setIgnored((list) => [...list, u.hospedeId]);
                      ignore.mutate(u.hospedeId, {
                        onError: (error) => {
                          setIgnored((list) => list.filter((id) => id !== u.hospedeId));
                          notifyError(error, "Erro ao ignorar a ficha");
                        },
                      });
                    }}
                  >
                    <X aria-hidden="true" /> Ignorar
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      {view.ignored > 0 && (
        <p className="text-xs text-muted-foreground">
          {view.ignored === 1 ? "1 ficha ignorada anteriormente." : `${view.ignored} fichas ignoradas anteriormente.`}
        </p>
      )}
      {view.waiting.length > 0 && (
        <p className="text-xs text-muted-foreground">Ainda sem ficha: {view.waiting.map((w) => w.name).join(", ")}.</p>
      )}
    </div>
  );
}
