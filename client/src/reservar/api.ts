// The booking page's calls to /api/public (docs/product.md §16): plain fetch, the server's Portuguese message on a
// refusal.
import type { PublicAvailability, PublicBookingCreated, PublicBookingView, PublicPage } from "@shared/api/booking-page";

class PublicApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/api/public${path}`, {
    ...init,
    headers: { Accept: "application/json", ...(init?.body ? { "Content-Type": "application/json" } : {}) },
  });
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) {
    throw new PublicApiError(body?.message ?? "Não foi possível falar com a pousada. Tente novamente.", res.status);
  }
  return body as T;
}

export const publicApi = {
  page: () => call<PublicPage>("/page"),
  availability: (query: { checkInDate: string; checkOutDate: string; adults: number; childrenAges: number[] }) =>
    call<PublicAvailability>(
      `/availability?${new URLSearchParams({
        checkInDate: query.checkInDate,
        checkOutDate: query.checkOutDate,
        adults: String(query.adults),
        childrenAges: query.childrenAges.join(","),
      })}`,
    ),
  book: (body: Record<string, unknown>) =>
    call<PublicBookingCreated>("/bookings", { method: "POST", body: JSON.stringify(body) }),
  booking: (code: string) => call<PublicBookingView>(`/bookings/${encodeURIComponent(code)}`),
};
