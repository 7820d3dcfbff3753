import type { PousadaTimeZone } from "../pousada-time";
import type { User } from "../schema/users";

/** What the API tells the client about the signed-in user (never the password hash): GET /api/auth/user. */
export type PublicUser = Pick<
  User,
  "id" | "email" | "firstName" | "lastName" | "profileImageUrl" | "role" | "createdAt" | "lastLoginAt"
>;

/** GET /api/auth/user: the signed-in user and the pousada's time zone (Configurações > Geral), which the client
 * formats every date and time in. */
export type CurrentUser = PublicUser & { pousadaTimeZone: PousadaTimeZone };

/** ativo: can sign in; convidado: invited, has not set a password yet; desativado: turned off by the owner. */
export type UserStatus = "ativo" | "convidado" | "desativado";

/** A row of Configurações > Usuários (GET /api/users, owner only). */
export interface UserListItem {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: string;
  status: UserStatus;
  /** Signs in through SSO rather than a local password. */
  sso: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

/** POST /api/users/invitations and POST /api/users/:id/reset-link: the one-time link, shown once. */
export interface InvitationLink {
  link: string;
  expiresAt: string;
  user: UserListItem;
}

/** GET /api/invitations/:token: what the invitation page shows before the colleague sets a password. */
export interface InvitationInfo {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: string;
  /** 'invite' for a new colleague, 'reset' for a new password of an existing account. */
  kind: "invite" | "reset";
  expiresAt: string;
  /** OIDC is configured: the colleague may sign in by SSO instead. */
  sso: boolean;
}
