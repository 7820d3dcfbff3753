import { Route, Switch } from "wouter";
import CheckinCheckoutPage from "@/pages/checkin-checkout";
import DashboardPage from "@/pages/dashboard";
import FinanceiroPage from "@/pages/financeiro";
import GuestsPage from "@/pages/guests";
import LandingPage from "@/pages/landing";
import NotFoundPage from "@/pages/not-found";
import ProductsServicesPage from "@/pages/products-services";
import ReportsPage from "@/pages/reports";
import ReservationsPage from "@/pages/reservations";
import RoomsPage from "@/pages/rooms";
import SettingsPage from "@/pages/settings";
import { FullPageSpinner } from "./full-page-spinner";
import { AppLayout } from "./layout/app-layout";
import { ServerUnavailable } from "./server-unavailable";
import { useAuth } from "./use-auth";

/** SPEC section 2: without a session only "/" exists (the landing page); every other path is the 404 page. */
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
    <AppLayout user={user}>
      <Switch>
        <Route path="/" component={DashboardPage} />
        <Route path="/rooms" component={RoomsPage} />
        <Route path="/guests" component={GuestsPage} />
        <Route path="/reservations" component={ReservationsPage} />
        <Route path="/checkin-checkout" component={CheckinCheckoutPage} />
        <Route path="/financeiro" component={FinanceiroPage} />
        <Route path="/products-services" component={ProductsServicesPage} />
        <Route path="/reports" component={ReportsPage} />
        <Route path="/settings" component={SettingsPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </AppLayout>
  );
}
