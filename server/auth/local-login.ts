// Local e-mail + password sign-in, with the same answer for a wrong password and an unknown e-mail, and
// failures slowed down per account and per address (kept in the database, shared by every instance).
import type { Request } from "express";
import { loginSchema, ownerSetupSchema } from "@shared/schema";
import { ConflictError, TooManyRequestsError, UnauthorizedError, ValidationError } from "../errors";
import { getDecoyHash, hashPassword, verifyPassword } from "./password";
import { loginThrottleStorage, usersStorage } from "../storage/users";
import type { Db } from "../db";

const FREE_FAILURES = { account: 5, address: 20 };
const MAX_BLOCK_SECONDS = 15 * 60;
/** After the free failures, each further one doubles the wait: 1 s, 2 s, 4 s ... up to 15 minutes. */
const blockSecondsAfter = (free: number) => (failures: number) =>
  failures < free ? 0 : Math.min(2 ** (failures - free), MAX_BLOCK_SECONDS);

export const INVALID_CREDENTIALS = "E-mail ou senha incorretos.";
export const TOO_MANY_ATTEMPTS = "Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.";

export function localLogin(db: Db) {
  const users = usersStorage(db);
  const throttle = loginThrottleStorage(db);

  return {
    /** Returns the signed-in user, or throws 400 / 401 / 429. */
    async authenticate(req: Request) {
      const parsed = loginSchema.safeParse(req.body ?? {});
      if (!parsed.success) throw new ValidationError("Informe um e-mail válido e a senha.");
      const { email, password } = parsed.data;
      const accountKey = `account:${email}`;
      const addressKey = `address:${req.ip ?? "unknown"}`;

      const now = Date.now();
      const blocked = (await throttle.get([accountKey, addressKey])).find(
        (row) => row.blockedUntil && row.blockedUntil.getTime() > now,
      );
      if (blocked) {
        throw new TooManyRequestsError(TOO_MANY_ATTEMPTS, Math.ceil((blocked.blockedUntil!.getTime() - now) / 1000));
      }

      const user = await users.findByEmail(email);
      const hashOk = await verifyPassword(password, user?.passwordHash ?? (await getDecoyHash()));
      if (!user || !user.passwordHash || !user.isActive || !hashOk) {
        await throttle.recordFailure([accountKey], blockSecondsAfter(FREE_FAILURES.account));
        await throttle.recordFailure([addressKey], blockSecondsAfter(FREE_FAILURES.address));
        throw new UnauthorizedError(INVALID_CREDENTIALS);
      }
      await throttle.clear([accountKey]);
      await users.markLogin(user.id);
      return { id: user.id, role: user.role };
    },

    /** Creates the owner account on a fresh installation; refused once any account exists. */
    async setUpOwner(body: unknown) {
      const data = ownerSetupSchema.parse(body ?? {});
      const id = await users.createFirstOwner({
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName || null,
        passwordHash: await hashPassword(data.password),
      });
      if (!id) throw new ConflictError("A conta do proprietário já existe. Entre com seu e-mail e senha.");
      await users.markLogin(id);
      return { id, role: "owner" };
    },
  };
}

/** OWNER_EMAIL + OWNER_PASSWORD: create or update the owner at start-up, for automated installs. */
export async function ensureOwnerFromEnv(
  db: Db,
  owner: { email: string; password: string; firstName?: string; lastName?: string },
) {
  const users = usersStorage(db);
  const email = owner.email.toLowerCase();
  const passwordHash = await hashPassword(owner.password);
  const existing = await users.findByEmail(email);
  const names = {
    ...(owner.firstName !== undefined && { firstName: owner.firstName }),
    ...(owner.lastName !== undefined && { lastName: owner.lastName }),
  };
  if (existing) {
    await users.update(existing.id, { passwordHash, role: "owner", isActive: true, ...names });
    return existing.id;
  }
  const created = await users.create({
    email,
    passwordHash,
    role: "owner",
    firstName: owner.firstName ?? "Proprietário",
    lastName: owner.lastName ?? null,
  });
  return created.id;
}
