import { useState } from "react";
import { KeyRound, Power, PowerOff, ShieldCheck, UserPlus, UserRound } from "lucide-react";
import { roleLabel } from "@shared/enums";
import type { InvitationLink, UserListItem, UserStatus } from "@shared/api/users";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { ResponsiveList, type ListColumn } from "@/components/responsive-list";
import { RowActionsMenu } from "@/components/row-actions-menu";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useLastPresent } from "@/hooks/use-last-present";
import { formatDateTime } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { serverReason } from "@/lib/api";
import { useUsers } from "../api/use-users";
import { useUpdateUser, type UserChange } from "../api/use-update-user";
import { useResetLink } from "../api/use-reset-link";
import { InviteUserDialog } from "./invite-user-dialog";
import { InvitationLinkDialog } from "./invitation-link-dialog";

const STATUS: Record<UserStatus, { label: string; variant: "default" | "secondary" | "destructive" | "outline" }> = {
  ativo: { label: "Ativo", variant: "default" },
  convidado: { label: "Convidado", variant: "outline" },
  desativado: { label: "Desativado", variant: "destructive" },
};

const nameOf = (user: UserListItem) => [user.firstName, user.lastName].filter(Boolean).join(" ") || "—";
const lastAccess = (user: UserListItem) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : "Nunca acessou");

/** Configurações > Usuários (owner only): who gets in, with which role; invitations and new-password links. */
export function UsersPanel({ currentUserId }: { currentUserId: string }) {
  const users = useUsers();
  const update = useUpdateUser();
  const resetLink = useResetLink();
  const [inviting, setInviting] = useState(false);
  const [shownLink, setShownLink] = useState<{ invitation: InvitationLink; kind: "invite" | "reset" } | null>(null);
  // Deactivating ends the colleague's sessions at once: it is confirmed first, like a deletion.
  const [deactivating, setDeactivating] = useState<UserListItem | null>(null);
  // Still named while the dialog's exit animation plays.
  const confirming = useLastPresent(deactivating);

  const change = (user: UserListItem, userChange: UserChange, done: string, settled?: () => void) =>
    update.mutate(
      { id: user.id, change: userChange },
      {
        onSuccess: () => notifySuccess(done),
        onError: (error) => notifyError(error, "Erro ao atualizar usuário", serverReason(error)),
        onSettled: settled,
      },
    );

  const newPasswordLink = (user: UserListItem) =>
    resetLink.mutate(user.id, {
      onSuccess: (invitation) => setShownLink({ invitation, kind: user.status === "convidado" ? "invite" : "reset" }),
      onError: (error) => notifyError(error, "Erro ao gerar link", serverReason(error)),
    });

  const actions = (user: UserListItem) => (
    <RowActionsMenu
      label={`Ações para ${user.email ?? nameOf(user)}`}
      actions={[
        user.role === "owner"
          ? {
              label: "Tornar Funcionário",
              icon: UserRound,
              onSelect: () => change(user, { role: "employee" }, `${user.email} agora é Funcionário`),
            }
          : {
              label: "Tornar Proprietário",
              icon: ShieldCheck,
              onSelect: () => change(user, { role: "owner" }, `${user.email} agora é Proprietário`),
            },
        user.status !== "desativado" &&
          !user.sso && {
            label: user.status === "convidado" ? "Gerar novo convite" : "Gerar link de nova senha",
            icon: KeyRound,
            onSelect: () => newPasswordLink(user),
          },
        user.status === "desativado"
          ? {
              label: "Reativar",
              icon: Power,
              onSelect: () => change(user, { isActive: true }, `${user.email} foi reativado`),
            }
          : {
              label: "Desativar",
              icon: PowerOff,
              destructive: true,
              onSelect: () => setDeactivating(user),
            },
      ]}
    />
  );

  const columns: ListColumn<UserListItem>[] = [
    {
      id: "nome",
      header: "Usuário",
      cell: (user) => (
        <div className="min-w-0">
          <div className="font-medium">
            {nameOf(user)}
            {user.id === currentUserId && <span className="text-muted-foreground"> (você)</span>}
          </div>
          <div className="truncate text-sm text-muted-foreground">{user.email}</div>
        </div>
      ),
    },
    { id: "perfil", header: "Perfil", cell: (user) => roleLabel(user.role) },
    {
      id: "status",
      header: "Status",
      cell: (user) => <Badge variant={STATUS[user.status].variant}>{STATUS[user.status].label}</Badge>,
    },
    { id: "acesso", header: "Último acesso", cell: lastAccess },
    { id: "acoes", header: <span className="sr-only">Ações</span>, cell: actions, className: "w-12" },
  ];

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <h2 className="text-lg font-semibold leading-none">Usuários</h2>
          <CardDescription>
            Quem entra no sistema e com qual perfil. Desativar encerra na hora as sessões do usuário.
          </CardDescription>
        </div>
        <Button type="button" onClick={() => setInviting(true)} className="w-full sm:w-auto">
          <UserPlus aria-hidden="true" /> Convidar Usuário
        </Button>
      </CardHeader>
      <CardContent>
        <ResponsiveList
          items={users.data}
          getKey={(user) => user.id}
          label="Usuários"
          columns={columns}
          renderCard={(user) => (
            <>
              <div className="flex items-start justify-between gap-3">
                {columns[0]!.cell(user)}
                {actions(user)}
              </div>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
                <span>{roleLabel(user.role)}</span>
                <span aria-hidden="true">·</span>
                <Badge variant={STATUS[user.status].variant}>{STATUS[user.status].label}</Badge>
                <span aria-hidden="true">·</span>
                <span>{lastAccess(user)}</span>
              </div>
            </>
          )}
          isLoading={users.isLoading}
          loadError={
            users.error
              ? {
                  what: "os usuários",
                  error: users.error,
                  onRetry: () => void users.refetch(),
                  retrying: users.isFetching,
                }
              : null
          }
          empty={{ title: "Nenhum usuário cadastrado" }}
        />
      </CardContent>
      <InviteUserDialog
        open={inviting}
        onOpenChange={setInviting}
        onInvited={(invitation) => setShownLink({ invitation, kind: "invite" })}
      />
      <InvitationLinkDialog
        invitation={shownLink?.invitation ?? null}
        kind={shownLink?.kind ?? "invite"}
        onClose={() => setShownLink(null)}
      />
      <ConfirmDeleteDialog
        open={deactivating !== null}
        onOpenChange={(open) => !open && setDeactivating(null)}
        title="Desativar usuário"
        description={
          confirming &&
          `${confirming.email ?? nameOf(confirming)} sai do sistema agora e não consegue mais entrar até ser reativado.`
        }
        confirmLabel="Desativar"
        pendingLabel="Desativando..."
        pending={update.isPending && update.variables?.id === deactivating?.id}
        onConfirm={() =>
          deactivating &&
          change(
            deactivating,
            { isActive: false },
            `${deactivating.email ?? nameOf(deactivating)} foi desativado e saiu do sistema`,
            () => setDeactivating(null),
          )
        }
      />
    </Card>
  );
}
