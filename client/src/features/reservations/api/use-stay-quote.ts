import { useQuery } from "@tanstack/react-query";
import type { Quote } from "@shared/api/rates";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { queryKeys } from "@/lib/query-keys";

export interface StayQuoteInput {
  roomId: string;
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  /** One age per child; null while an age is missing (the quote waits for them). */
  childrenAges: number[] | null;
}

/** How long the dialog's fields must rest before the quote is asked again. */
const QUOTE_DEBOUNCE_MS = 300;

/**
 * GET /api/rates/quote for the stay the dialog holds (docs/product.md §15.3): asked once dates, room and party have
 * rested for 300 ms, and only when they make a stay; the last answer stays on screen while the next loads.
 */
export function useStayQuote(input: StayQuoteInput | null) {
  const settled = useDebouncedValue(input ? JSON.stringify(input) : null, QUOTE_DEBOUNCE_MS);
  const stay = settled ? (JSON.parse(settled) as StayQuoteInput) : null;
  const ready = Boolean(
    stay && stay.roomId && stay.checkOutDate > stay.checkInDate && stay.adults >= 1 && stay.childrenAges,
  );
  return useQuery<Quote>({
    queryKey: queryKeys.rates.quote({
      roomId: stay?.roomId ?? "",
      checkInDate: stay?.checkInDate ?? "",
      checkOutDate: stay?.checkOutDate ?? "",
      adults: stay?.adults ?? 1,
      childrenAges: stay?.childrenAges?.join(",") ?? "",
    }),
    enabled: ready,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}
