import { describe, expect, it, vi } from "vitest";
import { reloadOnStaleBuild } from "./stale-build";

function fakeWindow(storage: Map<string, string> | "blocked") {
  let listener: ((event: Event) => void) | undefined;
  const reload = vi.fn();
  const win = {
    addEventListener: (_type: string, handler: (event: Event) => void) => (listener = handler),
    sessionStorage: {
      getItem: (key: string) => {
        if (storage === "blocked") throw new Error("SecurityError");
        return storage.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (storage === "blocked") throw new Error("SecurityError");
        storage.set(key, value);
      },
    },
    location: { reload },
  };
  /**
   * Fires a failed chunk load; true when the page reloads for it. The event is never cancelled: a cancelled one makes
   * Vite resolve the import to nothing, which React.lazy reads as a module (a TypeError in the console).
   */
  const failChunk = () => {
    const event = new Event("vite:preloadError", { cancelable: true });
    const before = reload.mock.calls.length;
    listener!(event);
    expect(event.defaultPrevented).toBe(false);
    return reload.mock.calls.length > before;
  };
  return { win, reload, failChunk };
}

describe("reloadOnStaleBuild", () => {
  it("reloads once for a chunk of an old build, then lets a second failure soon after reach the error page", () => {
    const storage = new Map<string, string>();
    let clock = 1_000_000;
    const { win, reload, failChunk } = fakeWindow(storage);
    reloadOnStaleBuild(win, () => clock);
    expect(failChunk()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails again 5 s later: the part is really missing, no loop.
    clock += 5_000;
    expect(failChunk()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Another deploy, an hour later: one more reload.
    clock += 3_600_000;
    expect(failChunk()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("without session storage it does not reload at all (it could loop)", () => {
    const { win, reload, failChunk } = fakeWindow("blocked");
    reloadOnStaleBuild(win);
    expect(failChunk()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
