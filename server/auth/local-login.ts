// Local e-mail + password sign-in, with the same answer for a wrong password and an unknown e-mail, and guessing
// bounded per account and per address (kept in the database, shared by every instance).
import type { Request } from "express";
import { loginSchema, ownerSetupSchema } from "@shared/validators/users";
import { ConflictError, TooManyRequestsError, UnauthorizedError, ValidationError } from "../errors";
import { getDecoyHash, hashPassword, passwordHashing, verifyPassword } from "./password";
import { HashingBusyError } from "./hashing-queue";
import { secondsUntilNextSignIn } from "./sign-in-wait";
import { loginThrottleStorage, type ThrottleRule } from "../storage/login-throttle";
import { usersStorage } from "../storage/users";
import type { Db } from "../db";

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Each attempt is counted BEFORE its password is checked (an atomic upsert, see loginThrottleStorage.take), so
 * parallel guesses cannot all slip in before the first failure is written, and a right password arriving while
 * the bucket is full is refused like any other. A wrong password leaves its count; a right one takes it back.
 *
 * The buckets leak, so counts decay on their own: a full bucket is empty 15 minutes after its last failure.
 * - Account: 5 attempts, one forgotten every 3 minutes. Five typos in a row cost a 3-minute wait; one wrong
 *   attempt every 15 minutes never comes near the limit; a guesser gets 5, then one every 3 minutes.
 * - Address: 30 attempts, two forgotten a minute. It stops one client from guessing a few passwords each on
 *   many accounts; a pousada's staff share one address, and their occasional typos stay far below 30.
 */
const ACCOUNT_RULE: ThrottleRule = { limit: 5, leakPerSecond: 5 / FIFTEEN_MINUTES };
const ADDRESS_RULE: ThrottleRule = { limit: 30, leakPerSecond: 30 / FIFTEEN_MINUTES };
/**
 * Other accounts' failures must not lock out someone who has made none: an account with no failure of its own
 * still gets through a full address bucket, up to 100. The bound exists because a sprayer (one guess each on
 * many e-mails) also looks like "no failures of its own" on every account; past 100 it waits like the rest.
 */
const ADDRESS_LIMIT_FOR_CLEAN_ACCOUNT = 100;
const SIGN_IN_RULES = {
  account: ACCOUNT_RULE,
  address: ADDRESS_RULE,
  addressLimitForCleanAccount: ADDRESS_LIMIT_FOR_CLEAN_ACCOUNT,
};

const INVALID_CREDENTIALS = "E-mail ou senha incorretos.";
export const TOO_MANY_ATTEMPTS = "Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.";
export const SERVER_BUSY = "Muitos acessos ao mesmo tempo. Aguarde alguns segundos e tente novamente.";
export const OWNER_EXISTS = "A conta do proprietário já existe. Entre com seu e-mail e senha.";

/** A hash or verification in the process's hashing queue, queued per client address; a full queue is a 429. */
async function hashingFor<T>(address: string, task: () => Promise<T>) {
  try {
    return await passwordHashing.run(address, task);
  } catch (error) {
    if (error instanceof HashingBusyError) throw new TooManyRequestsError(SERVER_BUSY, error.retryAfterSeconds);
    throw error;
  }
}

export function localLogin(db: Db) {
  const users = usersStorage(db);
  const throttle = loginThrottleStorage(db);

  return {
    /** Returns the signed-in user, or throws 400 / 401 / 429. */
    async authenticate(req: Request) {
      const parsed = loginSchema.safeParse(req.body ?? {});
      if (!parsed.success) throw new ValidationError("Informe um e-mail válido e a senha.");
      const { email, password } = parsed.data;
      const address = req.ip ?? "unknown";
      const accountKey = `account:${email}`;
      const addressKey = `address:${address}`;

      const account = await throttle.take(accountKey, ACCOUNT_RULE);
      if (!account.taken) {
        const addressLevel = await throttle.levelOf(addressKey, ADDRESS_RULE);
        const wait = secondsUntilNextSignIn({ account: account.level, address: addressLevel }, SIGN_IN_RULES);
        throw new TooManyRequestsError(TOO_MANY_ATTEMPTS, wait);
      }
      // "No failure of its own": nothing left in the account's bucket (the level is clamped at exactly 0).
      const addressRule =
        account.levelBefore <= 0 ? { ...ADDRESS_RULE, limit: ADDRESS_LIMIT_FOR_CLEAN_ACCOUNT } : ADDRESS_RULE;
      const byAddress = await throttle.take(addressKey, addressRule);
      if (!byAddress.taken) {
        await throttle.giveBack([accountKey]);
        // Not the address bucket's own wait: the account may empty first and get the clean account's allowance.
        const wait = secondsUntilNextSignIn({ account: account.levelBefore, address: byAddress.level }, SIGN_IN_RULES);
        throw new TooManyRequestsError(TOO_MANY_ATTEMPTS, wait);
      }

      const user = await users.findByEmail(email);
      let hashOk: boolean;
      try {
        hashOk = await hashingFor(address, async () =>
          verifyPassword(password, user?.passwordHash ?? (await getDecoyHash())),
        );
      } catch (error) {
        // Turned away by the hashing queue: no password was tried, so the attempt is not held against anyone.
        if (error instanceof TooManyRequestsError) await throttle.giveBack([accountKey, addressKey]);
        throw error;
      }
      if (!user || !user.passwordHash || !user.isActive || !hashOk) throw new UnauthorizedError(INVALID_CREDENTIALS);

      await throttle.clear([accountKey]);
      await throttle.giveBack([addressKey]);
      await users.markLogin(user.id);
      return { id: user.id, role: user.role };
    },

    /** Creates the owner account on a fresh installation; refused once any account exists. */
    async setUpOwner(req: Request) {
      const data = ownerSetupSchema.parse(req.body ?? {});
      // Asked before the 32 MiB hash, so that set-up requests on an installed system cost one cheap query.
      if (await users.anyExists()) throw new ConflictError(OWNER_EXISTS);
      const passwordHash = await hashingFor(req.ip ?? "unknown", () => hashPassword(data.password));
      // Still conditional: two set-ups racing past the check above cannot both create an owner.
      const id = await users.createFirstOwner({
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName || null,
        passwordHash,
      });
      if (!id) throw new ConflictError(OWNER_EXISTS);
      await users.markLogin(id);
      return { id, role: "owner" };
    },
  };
}

/**
 * What OWNER_EMAIL did at start-up:
 * - "created": there was no owner, and this account is now the owner;
 * - "owner-exists": an owner exists, so nothing changed (a password changed in the app stays, sessions stay);
 * - "email-taken": there was no owner, but the e-mail belongs to another account, which is not promoted;
 * - "password-reset" / "password-unchanged": OWNER_RESET_PASSWORD set the owner's password (ending their sessions
 *   only when it differed);
 * - "not-an-owner": OWNER_RESET_PASSWORD named an account that is not an owner; nothing changed.
 */
export type OwnerFromEnvOutcome =
  "created" | "owner-exists" | "email-taken" | "password-reset" | "password-unchanged" | "not-an-owner";

/**
 * OWNER_EMAIL + OWNER_PASSWORD create the first owner for automated installs and otherwise change nothing: the
 * variables stay set across restarts, and must not undo a password changed in the app or promote whoever holds the
 * e-mail later. Resetting a forgotten password is the explicit `resetPassword` (OWNER_RESET_PASSWORD=1), and only
 * ever for an account that is already an owner.
 */
export async function ensureOwnerFromEnv(
  db: Db,
  owner: { email: string; password: string; firstName?: string; lastName?: string; resetPassword?: boolean },
): Promise<OwnerFromEnvOutcome> {
  const users = usersStorage(db);
  const email = owner.email.toLowerCase();
  if (!(await users.ownerExists())) {
    const id = await users.createOwnerIfNone({
      email,
      passwordHash: await hashPassword(owner.password),
      firstName: owner.firstName ?? "Proprietário",
      lastName: owner.lastName ?? null,
    });
    if (id) return "created";
    // Not created: another instance made the owner meanwhile, or the e-mail is a staff account's.
    if (!(await users.ownerExists())) return "email-taken";
  }
  if (!owner.resetPassword) return "owner-exists";

  const existing = await users.findByEmail(email);
  if (existing?.role !== "owner") return "not-an-owner";
  const samePassword = existing.passwordHash ? await verifyPassword(owner.password, existing.passwordHash) : false;
  if (samePassword) return "password-unchanged";
  await users.replacePassword(existing.id, await hashPassword(owner.password));
  return "password-reset";
}
