// Password hashing with scrypt, a memory-hard KDF built into Node (no native add-on to install).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { HashingQueue } from "./hashing-queue";

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

// N=2^15, r=8: 32 MiB of memory per hash, about 50-100 ms on these machines.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const maxmem = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: maxmem(PARAMS.N, PARAMS.r) });
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string) {
  const [algorithm, n, r, p, salt, key] = stored.split("$");
  if (algorithm !== "scrypt" || !salt || !key) return false;
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmem(N, R),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when the e-mail is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;
export const getDecoyHash = () => (decoyHash ??= hashPassword(randomBytes(16).toString("hex")));

/**
 * Every hash and verification a request asks for goes through this queue (the CPU and memory it protects belong to
 * the process, so there is one per process). Two at a time leaves the thread pool's other two threads to the rest
 * of the app; a line of 16 is under a second of waiting at ~100 ms a hash; four per address lets a pousada's
 * staff, behind one shared address, sign in together while one client cannot take the whole line.
 */
export const passwordHashing = new HashingQueue({ running: 2, waiting: 16, perClient: 4 });
