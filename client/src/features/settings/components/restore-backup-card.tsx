import { useState } from "react";
import { Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useRestoreBackup } from "../api/use-restore-backup";

/**
 * 'Restaurar' (owner, only while the installation is empty): a backup file put back whole. Its accounts replace
 * the current ones and every session ends, this one too, so the owner goes straight to the sign-in and enters with
 * the password their account had in the backup (docs/product.md §5.6).
 */
export function RestoreBackupCard() {
  const [file, setFile] = useState<File | null>(null);
  const restore = useRestoreBackup();

  const onRestore = () => {
    if (!file) return;
    restore.mutate(file, {
      onSuccess: ({ restored }) => {
        const total = Object.values(restored).reduce((sum, n) => sum + n, 0);
        notifySuccess(
          `Backup restaurado: ${total.toLocaleString("pt-BR")} ${total === 1 ? "registro" : "registros"}. Todas as sessões foram encerradas, inclusive a sua: entre novamente com a senha que a sua conta tinha no backup.`,
        );
        setTimeout(() => window.location.assign("/api/login"), 2500);
      },
      onError: (error) => notifyError(error, "Erro ao restaurar backup", serverReason(error)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Upload className="size-5 text-primary" aria-hidden="true" />
          Restaurar Backup
        </h2>
        <CardDescription>
          Esta instalação está vazia: você pode trazer de volta um backup do Hospeda. O backup precisa ter uma conta de
          proprietário ativa com o seu e-mail. As contas de usuário do backup substituem as atuais e todas as sessões
          são encerradas: depois, entre de novo com a senha que a sua conta tinha no backup.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor="restore-file">Arquivo de backup (.jsonl.gz ou .json)</Label>
          <Input
            id="restore-file"
            type="file"
            accept="application/gzip,.gz,application/json,.json"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <Button onClick={onRestore} disabled={!file || restore.isPending}>
          {restore.isPending ? "Restaurando..." : "Restaurar"}
        </Button>
      </CardContent>
    </Card>
  );
}
