import { useQuery } from "@tanstack/react-query";
import { staysQueryKey } from "./use-front-desk-overview";
import type { StayFolioRecord } from "./stay-records";

/** GET /api/checkinout/{id}/folio for 'Ver Detalhes'; null asks for nothing. */
export function useStayFolio(stayId: string | null) {
  // Read at each opening and not kept: a payment or a consumption may have been recorded since.
  return useQuery<StayFolioRecord>({
    queryKey: [...staysQueryKey, stayId, "folio"],
    enabled: stayId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
