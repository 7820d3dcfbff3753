import { Writable } from "node:stream";
import type { Response } from "express";
import { describe, expect, it } from "vitest";
import { sendStream } from "./stream-download";

/** A socket that takes one chunk at a time, slowly: every write past the first waits for 'drain'. */
function slowSocket(onWrite: (socket: Writable) => void) {
  const socket = new Writable({
    highWaterMark: 1,
    write(_chunk, _encoding, done) {
      onWrite(socket);
      setTimeout(done, 1);
    },
  });
  return socket;
}

describe("sendStream", () => {
  it("waits on the socket without piling up listeners (no MaxListenersExceededWarning)", async () => {
    const listeners: number[] = [];
    const socket = slowSocket((s) => listeners.push(s.listenerCount("close") + s.listenerCount("drain")));
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    async function* lines() {
      for (let index = 0; index < 60; index++) yield `linha ${index}\r\n`;
    }
    await sendStream(socket as unknown as Response, lines());
    process.off("warning", onWarning);
    expect(listeners).toHaveLength(60);
    // The same few the pipe sets up, from the first chunk to the last (the old loop added a 'close' listener per wait).
    // (one 'drain' listener more while a wait is on).
    expect(Math.max(...listeners) - Math.min(...listeners)).toBeLessThanOrEqual(1);
    expect(Math.max(...listeners)).toBeLessThan(10);
    expect(warnings.filter((warning) => warning.name === "MaxListenersExceededWarning")).toEqual([]);
  });

  it("stops reading when the browser goes away, and does not call it an error", async () => {
    let read = 0;
    let ended = false;
    const socket = slowSocket((s) => {
      if (read === 5) s.destroy();
    });
    async function* pages() {
      try {
        for (; read < 1000; read++) yield `página ${read}\r\n`;
      } finally {
        ended = true;
      }
    }
    await sendStream(socket as unknown as Response, pages());
    expect(ended).toBe(true);
    expect(read).toBeLessThan(20);
  });
});
