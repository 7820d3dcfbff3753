// After a new version is deployed, a window left open still runs the old build, whose lazily loaded parts (pages,
// dialogs, the phone's menu) no longer exist on the server: the first one it asks for fails. Vite reports that as
// 'vite:preloadError'; the page then reloads once to pick up the new build. A part that fails again soon after is
// really missing: no reload then, no loop. Either way the event is not cancelled: a cancelled one makes Vite resolve
// the failed import to `undefined`, which React.lazy then reads as a module and logs a TypeError ("reading
// 'default'") in the moment before the reload; uncancelled, the import rejects with its own error, which the screen's
// error page (app/app-error-boundary.tsx) shows until the reload replaces it.
const RELOADED_AT = "hospeda:recarregada-por-nova-versao";
const MIN_INTERVAL_MS = 30_000;

interface ReloadingWindow {
  addEventListener(type: "vite:preloadError", listener: (event: Event) => void): void;
  sessionStorage: Pick<Storage, "getItem" | "setItem">;
  location: Pick<Location, "reload">;
}

export function reloadOnStaleBuild(win: ReloadingWindow, now: () => number = Date.now) {
  win.addEventListener("vite:preloadError", () => {
    try {
      const last = Number(win.sessionStorage.getItem(RELOADED_AT)) || 0;
      if (now() - last < MIN_INTERVAL_MS) return;
      win.sessionStorage.setItem(RELOADED_AT, String(now()));
    } catch {
      // Without session storage a reload could not know it already happened: no reload, the error page instead.
      return;
    }
    win.location.reload();
  });
}
