import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FichaView, FnrhDeskConfig, FnrhPendingItem, FnrhStayView } from "@shared/api/fnrh";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import { queryKeys } from "@/lib/query-keys";

/** Whether the FNRH is configured (staff and owner): the desk shows states, 'Reenviar' and the late list only then. */
export function useFnrhDeskConfig() {
  return useQuery<FnrhDeskConfig>({ queryKey: queryKeys.stays.fnrhConfig });
}

/** 'Fichas FNRH atrasadas ou com erro': read again every 10 s, since sends end on the queue, not on a click. */
export function useFnrhPending(enabled: boolean) {
  return useQuery<FnrhPendingItem[]>({ queryKey: queryKeys.stays.fnrhPending, enabled, refetchInterval: 10_000 });
}

/** A stay's state with the register; polled while a send is under way. */
export function useFnrhStay(stayId: string | null, enabled: boolean) {
  return useQuery<FnrhStayView>({
    queryKey: queryKeys.stays.fnrh(stayId ?? ""),
    enabled: enabled && stayId !== null,
    refetchInterval: (query) => (query.state.data?.state === "pendente" ? 2000 : false),
  });
}

/** 'Reenviar': POST /api/checkinout/{stayId}/fnrh/send queues the stay again. */
export function useResendFnrh() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stayId: string) => apiJson<FnrhStayView>("POST", `/api/checkinout/${stayId}/fnrh/send`),
    onSuccess: () => invalidateAfter(queryClient, "fichaChanged"),
  });
}

/** What the ficha still lacks before the check-in (read afresh at each opening). */
export function useFicha(reservationId: string, enabled = true) {
  return useQuery<FichaView>({ queryKey: queryKeys.stays.ficha(reservationId), staleTime: 0, enabled });
}

/** The panel's writes: the trip, a minor's responsible adult, a guest's race and disability. */
export function useSaveFicha(reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) =>
      apiJson<FichaView>("PUT", `/api/checkinout/ficha/${reservationId}/${path}`, body),
    onSuccess: (ficha) => {
      queryClient.setQueryData(queryKeys.stays.ficha(reservationId), ficha);
      return invalidateAfter(queryClient, "fichaChanged");
    },
  });
}
