// How long a refused sign-in must really wait (docs/decisions/0022): the account's and the address's buckets
// together, since an account whose own bucket has emptied gets the address's larger allowance.
import type { ThrottleRule } from "../storage/login-throttle";

export interface SignInBuckets {
  /** The account's level now (its failures not yet forgotten). */
  account: number;
  /** The address's level now. */
  address: number;
}

export interface SignInRules {
  account: ThrottleRule;
  address: ThrottleRule;
  /** The address's limit for an account with nothing in its own bucket. */
  addressLimitForCleanAccount: number;
}

/** Seconds until a bucket at `level` leaking at `rule` is at most `target` (0 if it already is). */
const secondsUntil = (level: number, target: number, leakPerSecond: number) =>
  Math.max(0, (level - target) / leakPerSecond);

/**
 * The first moment, in whole seconds from now (at least 1), at which one more attempt is taken by both buckets:
 * the account has room, and the address has room under its usual limit, or under the clean account's limit once
 * the account's bucket has leaked down to nothing.
 */
export function secondsUntilNextSignIn(levels: SignInBuckets, rules: SignInRules): number {
  const accountHasRoom = secondsUntil(levels.account, rules.account.limit - 1, rules.account.leakPerSecond);
  const addressHasRoom = secondsUntil(levels.address, rules.address.limit - 1, rules.address.leakPerSecond);
  const accountClean = Math.max(
    secondsUntil(levels.account, 0, rules.account.leakPerSecond),
    secondsUntil(levels.address, rules.addressLimitForCleanAccount - 1, rules.address.leakPerSecond),
  );
  return Math.max(1, Math.ceil(Math.max(accountHasRoom, Math.min(addressHasRoom, accountClean))));
}
