import { describe, expect, it, vi } from "vitest";
import type { DbOrTx } from "../db";
import { storage } from "./index";

// Count the builds of two modules; their factories stay the real ones.
const built = vi.hoisted(() => ({ rooms: 0, users: 0 }));
vi.mock("./rooms", async (importOriginal) => {
  const real = await importOriginal<typeof import("./rooms")>();
  return { ...real, roomsStorage: (db: DbOrTx) => (built.rooms++, real.roomsStorage(db)) };
});
vi.mock("./users", async (importOriginal) => {
  const real = await importOriginal<typeof import("./users")>();
  return { ...real, usersStorage: (db: DbOrTx) => (built.users++, real.usersStorage(db)) };
});

describe("storage(tx)", () => {
  it("builds a module only when it is first read, and once per call", () => {
    built.rooms = 0;
    built.users = 0;
    const s = storage({} as DbOrTx);
    expect(built).toEqual({ rooms: 0, users: 0 });

    const { rooms } = s;
    expect(built).toEqual({ rooms: 1, users: 0 });
    expect(s.rooms).toBe(rooms);
    expect(built).toEqual({ rooms: 1, users: 0 });

    expect(storage({} as DbOrTx).rooms).not.toBe(rooms);
    expect(built).toEqual({ rooms: 2, users: 0 });
  });
});
