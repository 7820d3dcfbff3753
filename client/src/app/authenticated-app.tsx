import { lazy, Suspense, useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Route, Switch, useLocation, useSearch } from "wouter";
import NotFoundPage from "@/pages/not-found";
import DashboardPage from "@/pages/dashboard";
import { FullPageSpinner } from "./full-page-spinner";
import { AppLayout } from "./layout/app-layout";
import { PageLoading } from "./page-loading";
import type { CurrentUser } from "@/api/use-auth";
import { setPousadaTimeZone } from "@/lib/format";
import { PAGE_MODULES } from "./page-modules";

export { preloadPage } from "./page-modules";
import { prefetchPageData } from "./page-data";

const RoomsPage = lazy(PAGE_MODULES["/rooms"]);
const GuestsPage = lazy(PAGE_MODULES["/guests"]);
const ReservationsPage = lazy(PAGE_MODULES["/reservations"]);
const CheckinCheckoutPage = lazy(PAGE_MODULES["/checkin-checkout"]);
const FinanceiroPage = lazy(PAGE_MODULES["/financeiro"]);
const ProductsServicesPage = lazy(PAGE_MODULES["/products-services"]);
const ReportsPage = lazy(PAGE_MODULES["/reports"]);
const SettingsPage = lazy(PAGE_MODULES["/settings"]);
const PaymentsPage = lazy(PAGE_MODULES["/payments"]);
// Printable documents open in their own tab, without the app's shell.
const PrintReceiptPage = lazy(() => import("@/pages/print-receipt"));
const PrintFolioPage = lazy(() => import("@/pages/print-folio"));
const PrintCashDayPage = lazy(() => import("@/pages/print-cash-day"));
const PrintGuestDataPage = lazy(() => import("@/pages/print-guest-data"));
const PrintProcessingRecordPage = lazy(() => import("@/pages/print-processing-record"));

export default function AuthenticatedApp({ user }: { user: CurrentUser }) {
  // Before any screen renders: every date, time and "today" below is on the pousada's clock. Set here, in the
  // signed-in chunk, so the landing page does not load the formatting and time-zone modules.
  setPousadaTimeZone(user.pousadaTimeZone);
  // A move to another page asks for its data at once, while its code loads (the first page's reads were asked for
  // by the router when the sign-in check answered: asking again here finds them in flight).
  const queryClient = useQueryClient();
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => {
    prefetchPageData(queryClient, location, search, user.pousadaTimeZone);
  }, [queryClient, location, search, user.pousadaTimeZone]);
  return (
    <Switch>
      <Route path="/print/receipt/:paymentId">
        <Suspense fallback={<FullPageSpinner />}>
          <PrintReceiptPage />
        </Suspense>
      </Route>
      <Route path="/print/folio/:reservationId">
        <Suspense fallback={<FullPageSpinner />}>
          <PrintFolioPage />
        </Suspense>
      </Route>
      <Route path="/print/caixa/:data">
        <Suspense fallback={<FullPageSpinner />}>
          <PrintCashDayPage />
        </Suspense>
      </Route>
      <Route path="/print/hospede/:guestId">
        <Suspense fallback={<FullPageSpinner />}>
          <PrintGuestDataPage />
        </Suspense>
      </Route>
      <Route path="/print/privacidade">
        <Suspense fallback={<FullPageSpinner />}>
          <PrintProcessingRecordPage />
        </Suspense>
      </Route>
      <Route>
        <AppLayout user={user}>
          <Suspense fallback={<PageLoading path={location} />}>
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
              <Route path="/payments" component={PaymentsPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </AppLayout>
      </Route>
    </Switch>
  );
}
