import { describe, expect, it } from "vitest";
import { HashingBusyError, HashingQueue } from "./hashing-queue";

/** A task that runs until the test lets it finish, recording how many ran at once. */
function gatedTasks() {
  let current = 0;
  let peak = 0;
  const order: string[] = [];
  const gates = new Map<string, () => void>();
  const task = (name: string) => async () => {
    current++;
    peak = Math.max(peak, current);
    order.push(name);
    await new Promise<void>((resolve) => gates.set(name, resolve));
    current--;
    return name;
  };
  const finish = async (name: string) => {
    gates.get(name)!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { task, finish, order, peak: () => peak, running: () => current };
}

describe("HashingQueue", () => {
  it("runs at most `running` tasks at once and starts the waiting ones in order", async () => {
    const queue = new HashingQueue({ running: 2, waiting: 10, perClient: 10 });
    const gated = gatedTasks();
    const results = ["a", "b", "c", "d"].map((name) => queue.run(`client-${name}`, gated.task(name)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(gated.order).toEqual(["a", "b"]);
    await gated.finish("b");
    expect(gated.order).toEqual(["a", "b", "c"]);
    await gated.finish("a");
    await gated.finish("c");
    await gated.finish("d");
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(gated.peak()).toBe(2);
    expect(queue.stats).toMatchObject({ started: 4, refused: 0, peakRunning: 2, peakWaiting: 2 });
  });

  it("turns a task away with a Retry-After when the line is full", async () => {
    const queue = new HashingQueue({ running: 2, waiting: 3, perClient: 10 });
    const gated = gatedTasks();
    const admitted = ["a", "b", "c", "d", "e"].map((name) => queue.run(name, gated.task(name)));
    const refused = await queue.run("f", gated.task("f")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HashingBusyError);
    expect((refused as HashingBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(queue.stats.refused).toBe(1);
    for (const name of ["a", "b", "c", "d", "e"]) await gated.finish(name);
    await Promise.all(admitted);
    expect(gated.order).toEqual(["a", "b", "c", "d", "e"]);
    // once the line has drained there is room again
    const again = queue.run("f", gated.task("f"));
    await new Promise((resolve) => setImmediate(resolve));
    await gated.finish("f");
    expect(await again).toBe("f");
    expect(queue.stats.started).toBe(6);
  });

  it("keeps one client to its share, so another client's task waits behind that share only", async () => {
    const queue = new HashingQueue({ running: 1, waiting: 10, perClient: 2 });
    const gated = gatedTasks();
    const flood = Array.from({ length: 10 }, (_, i) =>
      queue.run("flood", gated.task(`flood-${i + 1}`)).catch((error: unknown) => error),
    );
    const frontDesk = queue.run("front-desk", gated.task("front-desk"));
    await new Promise((resolve) => setImmediate(resolve));
    await gated.finish("flood-1");
    await gated.finish("flood-2");
    expect(gated.order).toEqual(["flood-1", "flood-2", "front-desk"]);
    await gated.finish("front-desk");
    expect(await frontDesk).toBe("front-desk");
    const answers = await Promise.all(flood);
    expect(answers.slice(0, 2)).toEqual(["flood-1", "flood-2"]);
    for (const refused of answers.slice(2)) expect(refused).toBeInstanceOf(HashingBusyError);
    // the client's share is free again once its tasks are done
    const later = queue.run("flood", gated.task("flood-4"));
    await new Promise((resolve) => setImmediate(resolve));
    await gated.finish("flood-4");
    expect(await later).toBe("flood-4");
  });

  it("frees the slot of a task that fails", async () => {
    const queue = new HashingQueue({ running: 1, waiting: 0, perClient: 1 });
    await expect(queue.run("a", async () => Promise.reject(new Error("scrypt failed")))).rejects.toThrow(
      "scrypt failed",
    );
    expect(await queue.run("a", async () => "ok")).toBe("ok");
  });
});
