// What the accounts' operations share (docs/product.md §12.16): their messages, an account's status and list item,
// and the password hashing queue.
import type { UserListItem, UserStatus } from "@shared/api/users";
import { TooManyRequestsError } from "../errors";
import { HashingBusyError } from "../auth/hashing-queue";
import { SERVER_BUSY } from "../auth/local-login";
import { passwordHashing } from "../auth/password";
import type { UserRow as User } from "../storage/users";

export const USER_NOT_FOUND = "Usuário não encontrado";
export const ACCOUNT_DISABLED = "Esta conta está desativada. Fale com o proprietário.";
export const SSO_ACCOUNT = "Esta conta entra pelo login único (SSO); a senha é definida no provedor de identidade.";

export function statusOf(user: Pick<User, "isActive" | "passwordHash" | "oidcSubject">): UserStatus {
  if (!user.isActive) return "desativado";
  return user.passwordHash || user.oidcSubject ? "ativo" : "convidado";
}

export const userListItem = (user: User): UserListItem => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  status: statusOf(user),
  sso: Boolean(user.oidcSubject) && !user.passwordHash,
  createdAt: user.createdAt.toISOString(),
  lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
});

/** A hash or verification in the process's hashing queue (the same one the sign-in uses); a full queue is a 429. */
export async function hashing<T>(address: string, task: () => Promise<T>) {
  try {
    return await passwordHashing.run(address, task);
  } catch (error) {
    if (error instanceof HashingBusyError) throw new TooManyRequestsError(SERVER_BUSY, error.retryAfterSeconds);
    throw error;
  }
}
