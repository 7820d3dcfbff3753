import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import type { CurrentUser } from "@/api/use-auth";
import { SidebarContent } from "./sidebar-content";
import { TopBar } from "./top-bar";

// The phone's drawer (a Radix dialog: focus trap, scroll lock) loads the first time it is opened: a desktop never
// needs it, and a phone's first screen shows without it.
const MobileNav = lazy(() => import("./mobile-nav"));

interface AppLayoutProps {
  user: CurrentUser;
  children: ReactNode;
}

export function AppLayout({ user, children }: AppLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the drawer stays mounted, so closing it plays its animation and reopening it costs nothing.
  const [menuOpened, setMenuOpened] = useState(false);
  const [location] = useLocation();

  // Navigation from outside the drawer (a page link, the back button) must not leave it covering the page.
  useEffect(() => setMenuOpen(false), [location]);

  return (
    <div className="min-h-screen">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Pular para o conteúdo
      </a>
      <aside className="hidden border-r bg-card lg:fixed lg:inset-y-0 lg:left-0 lg:flex lg:w-64 lg:flex-col">
        <SidebarContent user={user} />
      </aside>
      {menuOpened && (
        <Suspense fallback={null}>
          <MobileNav user={user} open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      <div className="flex min-h-screen flex-col lg:pl-64">
        <TopBar
          user={user}
          onOpenMenu={() => {
            setMenuOpened(true);
            setMenuOpen(true);
          }}
        />
        <main id="conteudo" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          <div className="mx-auto w-full max-w-7xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
