import { lazy, Suspense, useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Route, Switch, useRoute } from "wouter";
import LandingPage from "@/pages/landing";
import NotFoundPage from "@/pages/not-found";
import { FullPageSpinner } from "./full-page-spinner";
import { ServerUnavailable } from "./server-unavailable";
import { useAuth } from "@/api/use-auth";
import { loadAuthenticatedApp, startSignedInPage } from "./start-signed-in";

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

  // A sign-in starts the page's first reads and the signed-in app at once (not the reads after the code). On a first
  // visit with a session main.tsx has already started them with the sign-in check's answer: found in flight here.
  useEffect(() => {
    if (signedIn && timeZone) startSignedInPage(queryClient, timeZone);
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
