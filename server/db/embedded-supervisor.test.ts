// The supervisor's schedule, on a stand-in server whose restarts fail as PostgreSQL's do while backends of the killed
// server still hold its shared memory. The real server killed under load is server/db/database-faults.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { superviseEmbedded } from "./embedded-supervisor";

const SHARED_MEMORY_IN_USE =
  "The embedded PostgreSQL stopped while starting:\nFATAL:  pre-existing shared memory block (key 5432001, ID 32769) is still in use";

/** A server that dies when told to, and whose next `failing` restarts fail; the times of every restart attempt. */
function standIn(failing: number) {
  let crash: (how: string) => void = () => {};
  const attempts: number[] = [];
  return {
    attempts,
    crash: (how = "killed by SIGKILL") => crash(how),
    onUnexpectedExit(listener: (how: string) => void) {
      crash = listener;
    },
    async recover() {
      attempts.push(Date.now());
      if (failing-- > 0) throw new Error(SHARED_MEMORY_IN_USE);
    },
  };
}

function recordingLog() {
  const lines: Array<{ level: string; msg: string; fields: Record<string, unknown> }> = [];
  return {
    lines,
    error: (fields: object, msg: string) => void lines.push({ level: "error", msg, fields: { ...fields } }),
    warn: (fields: object, msg: string) => void lines.push({ level: "warn", msg, fields: { ...fields } }),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the embedded server's supervisor", () => {
  it("starts a dead server again with doubling delays capped at 5 s, logging each failure at error level", async () => {
    const server = standIn(8);
    const log = recordingLog();
    superviseEmbedded(server, log);
    server.crash();
    await vi.advanceTimersByTimeAsync(60_000);

    // Delays after the crash at 0: 100, 200, 400, 800, 1600, 3200, then 5000 each.
    expect(server.attempts).toEqual([100, 300, 700, 1500, 3100, 6300, 11300, 16300, 21300]);
    expect(log.lines[0]).toEqual({
      level: "error",
      msg: "the embedded database stopped unexpectedly; starting it again",
      fields: { how: "killed by SIGKILL" },
    });
    const failures = log.lines.filter((l) => l.msg === "could not start the embedded database again; trying again");
    expect(failures.map((l) => l.level)).toEqual(Array(8).fill("error"));
    expect(failures[0]!.fields).toEqual({ attempt: 1, err: { message: SHARED_MEMORY_IN_USE } });
    expect(log.lines.at(-1)).toEqual({
      level: "warn",
      msg: "the embedded database is running again",
      fields: { attempts: 9, downMs: 21_300 },
    });
  });

  it("starts over from the first delay once the server has stayed up a minute, and keeps backing off before", async () => {
    const server = standIn(0);
    superviseEmbedded(server, recordingLog());
    server.crash();
    await vi.advanceTimersByTimeAsync(100); // back at 100
    await vi.advanceTimersByTimeAsync(10_000);
    server.crash(); // at 10,100: up for 10 s only, so the second delay
    await vi.advanceTimersByTimeAsync(60_000);
    server.crash(); // at 70,100: up for 59.8 s, still the third delay
    await vi.advanceTimersByTimeAsync(120_000);
    server.crash(); // at 190,100: stable, the first delay again
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.attempts).toEqual([100, 10_300, 70_500, 190_200]);
  });

  it("tries no more once stopped, waiting for an attempt under way", async () => {
    const server = standIn(Infinity);
    const supervisor = superviseEmbedded(server, recordingLog());
    server.crash();
    await vi.advanceTimersByTimeAsync(300);
    expect(server.attempts).toEqual([100, 300]);
    await supervisor.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.attempts).toEqual([100, 300]);
    server.crash();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.attempts).toEqual([100, 300]);
  });
});
