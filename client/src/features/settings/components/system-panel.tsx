import { useQueryClient } from "@tanstack/react-query";
import { Database, Download, HardDrive, RefreshCw, Server } from "lucide-react";
import { DetailRow } from "@/components/detail-row";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { serverReason } from "@/lib/api";
import { useDownloadBackup, useDownloadResetBackup } from "../api/use-download-backup";
import { useSystemInfo } from "../api/use-system-info";
import { formatBytes, TABLE_LABELS } from "../lib/system-labels";
import { ResetSystemDialog } from "./reset-system-dialog";
import { RestoreBackupCard } from "./restore-backup-card";

/** Configurações > Sistema (owner): the installation's figures, backup, cache, restore and reset. */
export function SystemPanel() {
  const { data: info, isLoading, error, refetch, isFetching } = useSystemInfo();
  const backup = useDownloadBackup();
  const resetBackup = useDownloadResetBackup();
  const queryClient = useQueryClient();

  const downloadBackup = () =>
    backup.mutate(undefined, {
      onSuccess: (name) => notifySuccess(`Backup baixado: ${name}`),
      onError: (failure) => notifyError(failure, "Erro ao gerar backup", serverReason(failure)),
    });

  const downloadResetBackup = () =>
    resetBackup.mutate(undefined, {
      onSuccess: (name) => notifySuccess(`Backup baixado: ${name}`),
      onError: (failure) => notifyError(failure, "Erro ao baixar o backup", serverReason(failure)),
    });

  const clearCache = () => {
    // Everything read so far is forgotten; what is on screen is read again from the server.
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
    void queryClient.invalidateQueries();
    notifySuccess("Cache limpo: os dados serão lidos novamente do servidor");
  };

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Server className="size-5 text-primary" aria-hidden="true" />
            Informações do Sistema
          </h2>
          <CardDescription>Lidas agora do servidor.</CardDescription>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <div className="space-y-2" aria-busy="true" aria-label="Carregando as informações do sistema">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="h-8 w-full" />
              ))}
            </div>
          ) : error || !info ? (
            <LoadError
              what="as informações do sistema"
              error={error}
              onRetry={() => void refetch()}
              retrying={isFetching}
            />
          ) : (
            <dl className="divide-y" aria-label="Informações do Sistema">
              <DetailRow label="Versão">{info.version}</DetailRow>
              <DetailRow label="Banco de dados">
                {info.database.kind === "embedded" ? "PostgreSQL embutido" : "PostgreSQL"} {info.database.serverVersion}
              </DetailRow>
              <DetailRow label="Estado">
                <Badge variant={info.database.connected ? "default" : "destructive"}>
                  {info.database.connected ? "Conectado" : "Desconectado"}
                </Badge>
              </DetailRow>
              <DetailRow label="Tamanho do banco">{formatBytes(info.database.sizeBytes)}</DetailRow>
              <DetailRow label="Documentos">
                {info.documents.count === 1 ? "1 documento" : `${info.documents.count} documentos`},{" "}
                {formatBytes(info.documents.sizeBytes)}
              </DetailRow>
              <DetailRow label="Verificado em">{formatDateTime(info.checkedAt)}</DetailRow>
            </dl>
          )}
        </CardContent>
      </Card>

      {info && (
        <Card>
          <CardHeader>
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <Database className="size-5 text-primary" aria-hidden="true" />
              Registros
            </h2>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-1 gap-x-8 sm:grid-cols-2" aria-label="Registros por tabela">
              {Object.entries(TABLE_LABELS)
                .filter(([table]) => table in info.counts)
                .map(([table, label]) => (
                  <DetailRow key={table} label={label}>
                    {info.estimatedCounts.includes(table) ? (
                      <span title="Estimativa do banco de dados">≈ {info.counts[table]!.toLocaleString("pt-BR")}</span>
                    ) : (
                      info.counts[table]!.toLocaleString("pt-BR")
                    )}
                  </DetailRow>
                ))}
            </dl>
            {info.estimatedCounts.some((table) => table in TABLE_LABELS) && (
              <p className="mt-3 text-sm text-muted-foreground">
                ≈ estimativa do banco de dados: tabelas grandes não são contadas uma a uma a cada abertura.
              </p>
            )}
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <HardDrive className="size-5 text-primary" aria-hidden="true" />
            Manutenção
          </h2>
          <CardDescription>
            O backup é um arquivo JSON com todas as tabelas (contas, hóspedes com CPF, senhas em hash): guarde-o em
            lugar seguro. Os documentos dos hóspedes são listados nele; os arquivos ficam na pasta de dados ou no
            bucket.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button onClick={downloadBackup} disabled={backup.isPending}>
              <Download aria-hidden="true" />
              {backup.isPending ? "Gerando backup..." : "Backup"}
            </Button>
            <Button variant="outline" onClick={clearCache}>
              <RefreshCw aria-hidden="true" />
              Limpar Cache
            </Button>
            <ResetSystemDialog />
          </div>
          {info?.lastResetBackup && (
            <div className="flex flex-col gap-3 rounded-md border bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm">
                O backup feito antes da última redefinição ({formatDateTime(info.lastResetBackup.createdAt)}) está
                guardado no servidor.
              </p>
              <Button variant="outline" onClick={downloadResetBackup} disabled={resetBackup.isPending}>
                <Download aria-hidden="true" />
                {resetBackup.isPending ? "Baixando..." : "Baixar backup da redefinição"}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>

      {info?.emptyInstallation && <RestoreBackupCard />}
    </div>
  );
}

/** Staff's Sistema tab: what is there and who may use it. */
export function SystemOwnerOnlyNote() {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Server className="size-5 text-primary" aria-hidden="true" />
          Sistema
        </h2>
        <CardDescription>Informações do sistema, backup e redefinição são restritos ao proprietário.</CardDescription>
      </CardHeader>
    </Card>
  );
}
