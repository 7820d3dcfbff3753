import { useQuery } from "@tanstack/react-query";
import type { PixCode } from "@shared/api";
import { apiJson } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export interface PixCodeRequest {
  contaBancariaId: string;
  /** A valid decimal string ("350.00"), as the validators output it. */
  amount: string;
  reservationId: string;
}

/**
 * POST /api/payments/pix: the static PIX code for the amount into the account's key. A pure computation on the
 * server, so it is cached like a read, by what it was computed from: typing the amount back shows the same code
 * at once, and an answer for an amount typed earlier never replaces the one on screen. Null asks for nothing.
 */
export function usePixCode(request: PixCodeRequest | null) {
  return useQuery<PixCode>({
    queryKey: queryKeys.payments.pix(request ?? { contaBancariaId: "", amount: "", reservationId: "" }),
    queryFn: () => apiJson<PixCode>("POST", "/api/payments/pix", request),
    enabled: request !== null,
  });
}
