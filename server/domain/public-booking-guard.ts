// The booking page's guards against abuse (docs/product.md §16.4): leaky buckets per address and per e-mail and
// phone, the honeypot field and the minimum fill time, all measured on the server and kept in the database, so two
// instances count together.
import { TooManyRequestsError, ValidationError } from "../errors";
import type { ThrottleRule } from "../storage/login-throttle";
import type { Store } from "./transaction";

/** Availability reads: 60 a minute from one address. */
const READS_RULE: ThrottleRule = { limit: 60, leakPerSecond: 1 };
/** Booking attempts: 10 an hour from one address; 5 an hour with one e-mail or one phone. */
const ADDRESS_RULE: ThrottleRule = { limit: 10, leakPerSecond: 10 / 3600 };
const CONTACT_RULE: ThrottleRule = { limit: 5, leakPerSecond: 5 / 3600 };
/** The least time between reading the availability and booking from one address. */
const MIN_FILL_MS = 2000;

const TOO_MANY = "Muitas tentativas. Aguarde alguns minutos e tente novamente.";
/** The honeypot's and the fill time's answer: plain, and the same for both (a bot learns nothing). */
const NOT_ACCEPTED = "Não foi possível concluir a reserva. Confira os dados e tente novamente.";

async function take(s: Store, key: string, rule: ThrottleRule) {
  const taken = await s.loginThrottle.take(key, rule);
  if (!taken.taken) throw new TooManyRequestsError(TOO_MANY, taken.retryAfterSeconds);
}

export const bookingGuard = {
  /** An availability read: counted, and its time kept for the fill time. */
  async read(s: Store, address: string, now: Date) {
    await take(s, `reservar-leitura:${address}`, READS_RULE);
    await s.bookingPage.markRead(address, now);
  },
  /** A booking: the honeypot empty, the availability read at least 2 s before, then the buckets. */
  async book(s: Store, input: { address: string; email: string; phone: string; website?: string }, now: Date) {
    if (input.website?.trim()) throw new ValidationError(NOT_ACCEPTED);
    const readAt = await s.bookingPage.lastRead(input.address);
    if (!readAt || now.getTime() - readAt.getTime() < MIN_FILL_MS) throw new ValidationError(NOT_ACCEPTED);
    await take(s, `reservar:${input.address}`, ADDRESS_RULE);
    await take(s, `reservar-contato:${input.email}`, CONTACT_RULE);
    await take(s, `reservar-contato:${input.phone}`, CONTACT_RULE);
  },
};
