// 'Pix recebidos sem pagamento registrado' (docs/product.md §16.3, docs/decisions/0065): Pix the PSP reported that
// could pay nothing (no charge of this system, a cancelled reservation, more than the balance), for the desk to
// settle by hand and then mark as settled ('Marcar como resolvido', with how). Shown only when there is one, so
// without a PSP nothing appears.
import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PixReceivedView } from "@shared/api/payments";
import { pixResolutionSchema } from "@shared/validators/pix-psp";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest } from "@/lib/api";
import { formatCurrency, formatDateTime } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { queryKeys } from "@/lib/query-keys";

export function UnrecordedPixCard() {
  const { data } = useQuery<PixReceivedView[]>({ queryKey: queryKeys.bookingPage.unrecordedPix, staleTime: 0 });
  if (!data?.length) return null;
  return (
    <Card className="mb-4">
      <CardHeader>
        <h2 className="text-lg font-semibold">Pix recebidos sem pagamento registrado</h2>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Pix recebidos sem pagamento registrado">
          {data.map((pix) => (
            <UnrecordedPixRow key={pix.endToEndId} pix={pix} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function UnrecordedPixRow({ pix }: { pix: PixReceivedView }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [resolution, setResolution] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const resolve = useMutation({
    mutationFn: (text: string) =>
      apiRequest("POST", `/api/pix-recebidos/${pix.endToEndId}/resolver`, { resolution: text }),
    onSuccess: () => {
      notifySuccess("Pix marcado como resolvido");
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookingPage.unrecordedPix });
    },
    onError: (error) => notifyError(error, "Erro ao marcar o Pix como resolvido"),
  });

  const save = () => {
    const parsed = pixResolutionSchema.safeParse({ resolution });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem(null);
    resolve.mutate(parsed.data.resolution);
  };

  return (
    <li className="space-y-2 py-2 text-sm">
      <div className="flex flex-wrap justify-between gap-2">
        <span>
          <strong>{formatCurrency(pix.valor)}</strong> em {formatDateTime(pix.horario)}
          {pix.hospede && <> · {pix.hospede}</>} · {pix.motivo}
        </span>
        <span className="break-all text-muted-foreground">{pix.endToEndId}</span>
      </div>
      {open ? (
        <div className="space-y-2">
          <Label htmlFor={fieldId}>Como foi resolvido</Label>
          <Textarea
            id={fieldId}
            value={resolution}
            maxLength={300}
            placeholder="Ex.: devolvido ao hóspede pelo Pix em 27/11"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${fieldId}-erro` : undefined}
            onChange={(event) => setResolution(event.target.value)}
          />
          {problem && (
            <p id={`${fieldId}-erro`} className="text-xs text-destructive">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={resolve.isPending} onClick={save}>
              {resolve.isPending ? "Salvando..." : "Salvar"}
            </Button>
            <Button type="button" size="sm" variant="ghost" disabled={resolve.isPending} onClick={() => setOpen(false)}>
              Cancelar
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
          Marcar como resolvido
        </Button>
      )}
    </li>
  );
}
