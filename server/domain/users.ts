// Who gets in (docs/product.md §12.16): the owner's Usuários tab, one-time invitation and new-password links,
// the profile and 'Alterar Senha'. Role, active state and password change only through usersStorage (update,
// replacePassword), which ends the account's sessions in the same transaction (docs/decisions/0002).
import { createHash, randomBytes } from "node:crypto";
import type { InvitationInfo, InvitationLink, UserListItem, UserStatus } from "@shared/api/users";
import type {
  AcceptInvitationInput,
  InvitationInput,
  PasswordChangeInput,
  ProfileInput,
  UserPatchInput,
} from "@shared/validators/users";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, TooManyRequestsError, ValidationError } from "../errors";
import { HashingBusyError } from "../auth/hashing-queue";
import { SERVER_BUSY, TOO_MANY_ATTEMPTS } from "../auth/local-login";
import { hashPassword, passwordHashing, verifyPassword } from "../auth/password";
import { invitationsStorage } from "../storage/invitations";
import { loginThrottleStorage } from "../storage/login-throttle";
import { usersStorage, type UserRow as User } from "../storage/users";

const INVITATION_HOURS = 72;
const USER_NOT_FOUND = "Usuário não encontrado";
const LINK_INVALID = "Link inválido ou expirado. Peça um novo link ao proprietário.";
const LAST_OWNER = "O último proprietário ativo não pode ser rebaixado nem desativado.";
const EMAIL_TAKEN =
  "Já existe um usuário com este e-mail. Para uma nova senha, use 'Gerar link de nova senha' na lista.";
const ACCOUNT_DISABLED = "Esta conta está desativada. Fale com o proprietário.";
const WRONG_PASSWORD = "Senha atual incorreta";
const SSO_ACCOUNT = "Esta conta entra pelo login único (SSO); a senha é definida no provedor de identidade.";
const REACTIVATE_FIRST = "Reative o usuário antes de gerar um link de nova senha.";

/** Wrong current passwords in 'Alterar Senha': the sign-in's account rule (5, one forgotten every 3 minutes). */
const PASSWORD_CHECK_RULE = { limit: 5, leakPerSecond: 5 / (15 * 60) };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function statusOf(user: Pick<User, "isActive" | "passwordHash" | "oidcSubject">): UserStatus {
  if (!user.isActive) return "desativado";
  return user.passwordHash || user.oidcSubject ? "ativo" : "convidado";
}

const userListItem = (user: User): UserListItem => ({
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
async function hashing<T>(address: string, task: () => Promise<T>) {
  try {
    return await passwordHashing.run(address, task);
  } catch (error) {
    if (error instanceof HashingBusyError) throw new TooManyRequestsError(SERVER_BUSY, error.retryAfterSeconds);
    throw error;
  }
}

export function usersDomain(db: Db, options: { sso: boolean }) {
  /** A new one-time link for `user`, replacing any earlier one; only its hash is stored. */
  async function issueLink(
    tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
    user: User,
    actorId: string,
    origin: string,
  ) {
    const invitations = invitationsStorage(tx);
    await invitations.revokeForUser(user.id);
    const token = randomBytes(32).toString("base64url");
    const invitation = await invitations.create({
      userId: user.id,
      tokenHash: hashToken(token),
      role: user.role,
      expiresAt: new Date(Date.now() + INVITATION_HOURS * 3600_000),
      createdBy: actorId,
    });
    // The token travels in the fragment: browsers never send it to a server, so no log or proxy sees it.
    return {
      link: `${origin}/convite#${token}`,
      expiresAt: invitation.expiresAt.toISOString(),
      user: userListItem(user),
    } satisfies InvitationLink;
  }

  return {
    async list() {
      return (await usersStorage(db).list()).map(userListItem);
    },

    /** Creates the colleague's account (status convidado) or, for one still invited, a fresh link with the new role. */
    async invite(actorId: string, input: InvitationInput, origin: string) {
      return retryOnConflict(() =>
        db.transaction(async (tx) => {
          const users = usersStorage(tx);
          const existing = await users.findByEmail(input.email);
          if (existing && statusOf(existing) !== "convidado") throw new ConflictError(EMAIL_TAKEN, "email");
          const user = existing
            ? existing.role === input.role
              ? existing
              : (await users.update(existing.id, { role: input.role }))!
            : await users.create({ email: input.email, role: input.role });
          return issueLink(tx, user, actorId, origin);
        }),
      );
    },

    /** A forgotten password: a new one-time link for the account (a pending invitation gets a fresh one too). */
    async resetLink(actorId: string, userId: string, origin: string) {
      return db.transaction(async (tx) => {
        const user = await usersStorage(tx).lockById(userId);
        if (!user) throw new NotFoundError(USER_NOT_FOUND);
        if (!user.isActive) throw new ConflictError(REACTIVATE_FIRST);
        if (!user.passwordHash && user.oidcSubject) throw new ValidationError(SSO_ACCOUNT);
        return issueLink(tx, user, actorId, origin);
      });
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

    async lookupInvitation(token: string): Promise<InvitationInfo> {
      const invitation = await invitationsStorage(db).findUsable(hashToken(token));
      const user = invitation && (await usersStorage(db).findById(invitation.userId));
      if (!invitation || !user) throw new NotFoundError(LINK_INVALID);
      if (!user.isActive) throw new ConflictError(ACCOUNT_DISABLED);
      return {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        kind: statusOf(user) === "convidado" ? "invite" : "reset",
        expiresAt: invitation.expiresAt.toISOString(),
        sso: options.sso,
      };
    },

    /** Uses the link once: sets the names and the password (ending any other session) and returns who to sign in. */
    async acceptInvitation(token: string, input: AcceptInvitationInput, address: string) {
      const tokenHash = hashToken(token);
      // The cheap check first, so a wrong link never costs a 32 MiB hash.
      if (!(await invitationsStorage(db).findUsable(tokenHash))) throw new NotFoundError(LINK_INVALID);
      const passwordHash = await hashing(address, () => hashPassword(input.password));
      return db.transaction(async (tx) => {
        const invitation = await invitationsStorage(tx).consume(tokenHash);
        if (!invitation) throw new NotFoundError(LINK_INVALID);
        const users = usersStorage(tx);
        const user = await users.lockById(invitation.userId);
        if (!user) throw new NotFoundError(LINK_INVALID);
        if (!user.isActive) throw new ConflictError(ACCOUNT_DISABLED);
        await users.update(user.id, { firstName: input.firstName, lastName: input.lastName });
        await users.replacePassword(user.id, passwordHash);
        await users.markLogin(user.id);
        return { id: user.id, role: user.role };
      });
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
