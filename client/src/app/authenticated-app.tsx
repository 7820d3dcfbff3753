import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import NotFoundPage from "@/pages/not-found";
import DashboardPage from "@/pages/dashboard";
import { FullPageSpinner } from "./full-page-spinner";
import { AppLayout } from "./layout/app-layout";
import type { CurrentUser } from "@/api/use-auth";
import { setPousadaTimeZone } from "@/lib/format";

// Each module's page is its own chunk: a clerk's first load carries only the shell and the screen in use
// (the forms' validation schemas, for one, come with the pages that have forms).
const RoomsPage = lazy(() => import("@/pages/rooms"));
const GuestsPage = lazy(() => import("@/pages/guests"));
const ReservationsPage = lazy(() => import("@/pages/reservations"));
const CheckinCheckoutPage = lazy(() => import("@/pages/checkin-checkout"));
const FinanceiroPage = lazy(() => import("@/pages/financeiro"));
const ProductsServicesPage = lazy(() => import("@/pages/products-services"));
const ReportsPage = lazy(() => import("@/pages/reports"));
const SettingsPage = lazy(() => import("@/pages/settings"));
const PaymentsPage = lazy(() => import("@/pages/payments"));
// Printable documents open in their own tab, without the app's shell.
const PrintReceiptPage = lazy(() => import("@/pages/print-receipt"));
const PrintFolioPage = lazy(() => import("@/pages/print-folio"));
const PrintCashDayPage = lazy(() => import("@/pages/print-cash-day"));

export default function AuthenticatedApp({ user }: { user: CurrentUser }) {
  // Before any screen renders: every date, time and "today" below is on the pousada's clock. Set here, in the
  // signed-in chunk, so the landing page does not load the formatting and time-zone modules.
  setPousadaTimeZone(user.pousadaTimeZone);
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
      <Route>
        <AppLayout user={user}>
          <Suspense fallback={<FullPageSpinner />}>
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
