// One-time links (docs/product.md §12.16): the owner's invitation of a colleague and the new-password link, and
// their use. Only a link's hash is stored; the token travels in the URL's fragment.
import { createHash, randomBytes } from "node:crypto";
import type { InvitationInfo, InvitationLink } from "@shared/api/users";
import type { AcceptInvitationInput, InvitationInput } from "@shared/validators/users";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { hashPassword } from "../auth/password";
import { invitationsStorage } from "../storage/invitations";
import { usersStorage, type UserRow as User } from "../storage/users";
import { ACCOUNT_DISABLED, hashing, SSO_ACCOUNT, statusOf, USER_NOT_FOUND, userListItem } from "./user-accounts";

const INVITATION_HOURS = 72;
const LINK_INVALID = "Link inválido ou expirado. Peça um novo link ao proprietário.";
const EMAIL_TAKEN =
  "Já existe um usuário com este e-mail. Para uma nova senha, use 'Gerar link de nova senha' na lista.";
const REACTIVATE_FIRST = "Reative o usuário antes de gerar um link de nova senha.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function userInvitationsDomain(db: Db, options: { sso: boolean }) {
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
  };
}
