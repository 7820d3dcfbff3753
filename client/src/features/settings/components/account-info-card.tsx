import type { ReactNode } from "react";
import { roleLabel } from "@shared/enums";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { formatDate, formatDateTime } from "@/lib/format";

interface AccountInfoCardProps {
  role: string;
  email: string | null;
  createdAt: string;
  lastLoginAt: string | null;
}

export function AccountInfoCard({ role, email, createdAt, lastLoginAt }: AccountInfoCardProps) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none">Informações da Conta</h2>
        <CardDescription>Dados do seu acesso ao sistema.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y text-sm">
          <InfoRow label="Tipo de conta">
            <Badge variant={role === "owner" ? "default" : "secondary"}>{roleLabel(role)}</Badge>
          </InfoRow>
          {email && <InfoRow label="E-mail">{email}</InfoRow>}
          <InfoRow label="Conta criada em">{formatDate(createdAt)}</InfoRow>
          <InfoRow label="Último acesso">{lastLoginAt ? formatDateTime(lastLoginAt) : "Primeiro acesso"}</InfoRow>
        </dl>
      </CardContent>
    </Card>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-all">{children}</dd>
    </div>
  );
}
