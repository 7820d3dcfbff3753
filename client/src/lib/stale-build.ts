// After a new version is deployed, a window left open still runs the old build, whose lazily loaded parts (pages,
// dialogs, the phone's menu) no longer exist on the server: the first one it asks for fails. Vite reports that as
// 'vite:preloadError'; the page then reloads once to pick up the new build. A part that fails again soon after is
// really missing: the error goes on to the screen's error page (app/app-error-boundary.tsx), with no reload loop.
const RELOADED_AT = "hospeda:recarregada-por-nova-versao";
const MIN_INTERVAL_MS = 30_000;

interface ReloadingWindow {
  addEventListener(type: "vite:preloadError", listener: (event: Event) => void): void;
  sessionStorage: Pick<Storage, "getItem" | "setItem">;
  location: Pick<Location, "reload">;
}

export function reloadOnStaleBuild(win: ReloadingWindow, now: () => number = Date.now) {
  win.addEventListener("vite:preloadError", (event) => {
    try {
      const last = Number(win.sessionStorage.getItem(RELOADED_AT)) || 0;
      if (now() - last < MIN_INTERVAL_MS) return;
      win.sessionStorage.setItem(RELOADED_AT, String(now()));
    } catch {
      // Without session storage a reload could not know it already happened: no reload, the error page instead.
      return;
    }
    event.preventDefault();
    win.location.reload();
  });
}
