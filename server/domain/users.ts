// Who gets in (docs/product.md §12.16): the owner's Usuários tab, one-time invitation and new-password links,
// the profile and 'Alterar Senha'. Role, active state and password change only through usersStorage (update,
// replacePassword), which ends the account's sessions in the same transaction (docs/decisions/0002).
import type { PasswordChangeInput, ProfileInput, UserPatchInput } from "@shared/validators/users";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from "../errors";
import { TOO_MANY_ATTEMPTS } from "../auth/local-login";
import { hashPassword, verifyPassword } from "../auth/password";
import { loginThrottleStorage } from "../storage/login-throttle";
import { usersStorage } from "../storage/users";
import { hashing, SSO_ACCOUNT, USER_NOT_FOUND, userListItem } from "./user-accounts";
import { userInvitationsDomain } from "./user-invitations";

const LAST_OWNER = "O último proprietário ativo não pode ser rebaixado nem desativado.";
const WRONG_PASSWORD = "Senha atual incorreta";

/** Wrong current passwords in 'Alterar Senha': the sign-in's account rule (5, one forgotten every 3 minutes). */
const PASSWORD_CHECK_RULE = { limit: 5, leakPerSecond: 5 / (15 * 60) };

export function usersDomain(db: Db, options: { sso: boolean }) {
  return {
    ...userInvitationsDomain(db, options),

    async list() {
      return (await usersStorage(db).list()).map(userListItem);
    },

    /**
     * Changes a role or the active state. The active owners are locked first, so two owners demoting each other
     * at the same time take turns and the second sees that it would leave none.
     */
    async patch(userId: string, change: UserPatchInput) {
      return retryOnConflict(() =>
        db.transaction(async (tx) => {
          const users = usersStorage(tx);
          const owners = await users.lockActiveOwners();
          const user = await users.lockById(userId);
          if (!user) throw new NotFoundError(USER_NOT_FOUND);
          const losesOwner =
            user.role === "owner" &&
            user.isActive &&
            (("role" in change && change.role !== "owner") || ("isActive" in change && !change.isActive));
          if (losesOwner && owners.filter((owner) => owner.id !== user.id).length === 0) {
            throw new ConflictError(LAST_OWNER, "role" in change ? "role" : "isActive");
          }
          const unchanged = "role" in change ? change.role === user.role : change.isActive === user.isActive;
          // Only a real change is written: a change of role or state ends the account's sessions.
          return userListItem(unchanged ? user : (await users.update(user.id, change))!);
        }),
      );
    },

    async updateProfile(userId: string, input: ProfileInput) {
      const user = await usersStorage(db).update(userId, input);
      if (!user) throw new NotFoundError(USER_NOT_FOUND);
      return user;
    },

    /** 'Alterar Senha': the current password is checked (with the sign-in's limit on guesses), then replaced. */
    async changePassword(userId: string, input: PasswordChangeInput, address: string) {
      const users = usersStorage(db);
      const user = await users.findById(userId);
      if (!user || !user.isActive) throw new NotFoundError(USER_NOT_FOUND);
      if (!user.passwordHash) throw new ValidationError(SSO_ACCOUNT);
      const stored = user.passwordHash;
      const throttle = loginThrottleStorage(db);
      const key = `password:${user.id}`;
      const taken = await throttle.take(key, PASSWORD_CHECK_RULE);
      if (!taken.taken) throw new TooManyRequestsError(TOO_MANY_ATTEMPTS, taken.retryAfterSeconds);
      let matches: boolean;
      try {
        matches = await hashing(address, () => verifyPassword(input.currentPassword, stored));
      } catch (error) {
        if (error instanceof TooManyRequestsError) await throttle.giveBack([key]);
        throw error;
      }
      if (!matches) throw new ValidationError(WRONG_PASSWORD, "currentPassword");
      await throttle.clear([key]);
      const passwordHash = await hashing(address, () => hashPassword(input.newPassword));
      await users.replacePassword(user.id, passwordHash);
      return { id: user.id, role: user.role };
    },
  };
}
