// Transactions that PostgreSQL aborts to break a deadlock (40P01) or a serialization conflict (40001) did nothing
// and may simply run again. Concurrent bookings of one room deadlock this way now and then on the no-overlap
// constraint: each insert waits for the other's uncommitted row. Run again, the loser sees the winner's committed
// row and gets the constraint's own answer (409).
import { findPgError } from "./pg-errors";

const RETRYABLE = new Set(["40P01", "40001"]);

/**
 * Runs `work` (a whole transaction, or a single statement outside one) again when it failed for a retryable reason,
 * up to `attempts` times with a short random pause; the last failure is thrown as is (the error handler answers
 * 503 with Retry-After for it).
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = findPgError(error)?.code;
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      // Spread the retries so the same transactions do not collide again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
