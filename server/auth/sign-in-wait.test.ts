import { describe, expect, it } from "vitest";
import { secondsUntilNextSignIn } from "./sign-in-wait";

// The rules of auth/local-login.ts: account 5, one forgotten every 180 s; address 30, one every 30 s; 100 for an
// account with nothing in its own bucket.
const RULES = {
  account: { limit: 5, leakPerSecond: 5 / 900 },
  address: { limit: 30, leakPerSecond: 30 / 900 },
  addressLimitForCleanAccount: 100,
};

describe("secondsUntilNextSignIn", () => {
  it.each([
    // account, address, seconds: why
    [31 / 30, 98.8, 186, "the account empties in 186 s and then fits under 100 (the address alone: 2,094 s)"],
    [1, 99, 180, "one failure of its own behind a sprayed address: 180 s, not 2,100"],
    [5, 5, 180, "a full account: one failure leaks in 180 s"],
    [5, 40, 330, "a full account behind an address of 40: the address reaches 29 after 330 s"],
    [0.5, 100, 90, "half a failure left: clean after 90 s, when the address (97) fits under 100"],
    [0, 100, 30, "a clean account behind an address of 100: 30 s until it holds 99"],
    [0, 0, 1, "nothing counted: at least one second"],
  ])("account %d, address %d: %d s (%s)", (account, address, seconds) => {
    expect(secondsUntilNextSignIn({ account, address }, RULES)).toBe(seconds);
  });
});
