import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import LandingPage from "@/pages/landing";
import NotFoundPage from "@/pages/not-found";
import { FullPageSpinner } from "./full-page-spinner";
import { ServerUnavailable } from "./server-unavailable";
import { useAuth } from "./use-auth";

// The signed-in application loads only once there is a session: the landing page stays small.
const AuthenticatedApp = lazy(() => import("./authenticated-app"));

/** docs/product.md §5: without a session only "/" exists (the landing page); every other path is the 404 page. */
export function AppRouter() {
  const { user, isLoading, error, refetch, isFetching } = useAuth();

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
