import { QueryClientProvider } from "@tanstack/react-query";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { queryClient } from "@/lib/query-client";
import { AppErrorBoundary } from "./app-error-boundary";
import { AppRouter } from "./router";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>
        <AppRouter />
      </AppErrorBoundary>
      <LazyToaster />
    </QueryClientProvider>
  );
}
