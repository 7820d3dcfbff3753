import { lazy, Suspense, useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Route, Switch, useRoute } from "wouter";
import LandingPage from "@/pages/landing";
import NotFoundPage from "@/pages/not-found";
import { FullPageSpinner } from "./full-page-spinner";
import { ServerUnavailable } from "./server-unavailable";
import { useAuth } from "@/api/use-auth";
import { prefetchPageData } from "./page-data";

// The signed-in application loads only once there is a session: the landing page stays small.
const loadAuthenticatedApp = () => import("./authenticated-app");
const AuthenticatedApp = lazy(loadAuthenticatedApp);
// The one-time link's page is public, and opens the same with or without a session.
const InvitationPage = lazy(() => import("@/pages/invitation"));

/** docs/product.md §5: without a session only "/" exists (the landing page); every other path is the 404 page. */
export function AppRouter() {
  const { user, isLoading, error, refetch, isFetching } = useAuth();
  const [onInvitation] = useRoute("/convite");
  const queryClient = useQueryClient();
  const signedIn = user !== null;
  const timeZone = user?.pousadaTimeZone;

  // The sign-in check's answer starts the page's first reads and the signed-in app at once (not the reads after the
  // code); the page's own chunk follows the signed-in app's without waiting for React to render the route.
  useEffect(() => {
    if (!signedIn || !timeZone) return;
    const { pathname, search } = window.location;
    void loadAuthenticatedApp().then((signedInApp) => signedInApp.preloadPage(pathname));
    prefetchPageData(queryClient, pathname, search.replace(/^\?/, ""), timeZone);
  }, [signedIn, timeZone, queryClient]);

  if (onInvitation) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <InvitationPage />
      </Suspense>
    );
  }

  if (isLoading) return <FullPageSpinner />;
  if (!user && error) return <ServerUnavailable onRetry={() => void refetch()} retrying={isFetching} />;

  if (!user) {
    return (
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route>
          <main className="min-h-screen px-4">
            <NotFoundPage />
          </main>
        </Route>
      </Switch>
    );
  }

  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AuthenticatedApp user={user} />
    </Suspense>
  );
}
