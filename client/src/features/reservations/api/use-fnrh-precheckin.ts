import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FichaView, PrecheckinFichasView, PrecheckinLinkView } from "@shared/api/fnrh";
import { apiJson, apiRequest } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import { queryKeys } from "@/lib/query-keys";

/** Under the reservations' prefix: a change to the stay (its guests) reads it again. */
const fichaKey = (reservationId: string) => [...queryKeys.reservations.all, "fnrh-ficha", reservationId];

/** GET /api/checkinout/ficha/:id: whether the FNRH is configured (the pre-check-in shows only then). */
export function useFnrhFicha(reservationId: string) {
  return useQuery<FichaView>({
    queryKey: fichaKey(reservationId),
    queryFn: () => apiJson<FichaView>("GET", `/api/checkinout/ficha/${reservationId}`),
  });
}

/** POST /api/reservations/:id/fnrh/precheckin: the link (the stay registered first if needed), QR and message. */
export function usePrecheckinLink(reservationId: string) {
  return useMutation({
    mutationFn: () => apiJson<PrecheckinLinkView>("POST", `/api/reservations/${reservationId}/fnrh/precheckin`),
  });
}

/** 'Buscar fichas preenchidas': a match fills the guests' empty fields, so the stay's guests are read again. */
export function usePrecheckinFichas(reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<PrecheckinFichasView>("POST", `/api/reservations/${reservationId}/fnrh/precheckin/fichas`),
    onSuccess: () => invalidateAfter(queryClient, "stayGuestsChanged"),
  });
}

/** An unmatched ficha added to the stay as a companion. */
export function useAddFichaCompanion(reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hospedeId: string) =>
      apiJson<unknown>("POST", `/api/reservations/${reservationId}/fnrh/precheckin/fichas/${hospedeId}/acompanhante`),
    onSuccess: () => invalidateAfter(queryClient, "stayGuestsChanged"),
  });
}

/** 'Ignorar': an unmatched ficha is not listed again (kept with the register on the server). */
export function useIgnoreFicha(reservationId: string) {
  return useMutation({
    mutationFn: (hospedeId: string) =>
      apiRequest("POST", `/api/reservations/${reservationId}/fnrh/precheckin/fichas/${hospedeId}/ignorar`),
  });
}
