import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReservationStatus } from "@shared/enums";
import { ApiError, apiJson, serverReason } from "@/lib/api";
import { guestFullName } from "@/lib/guest-name";
import { invalidateAfter } from "@/lib/invalidation";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { ReservationRecord } from "./use-reservations";

interface StatusChange {
  id: string;
  status: ReservationStatus;
  guestName: string;
}

/** A cancellation (or no-show) of a reservation that holds money, waiting for the clerk's split (§10.7). */
export interface MoneyRelease {
  reservationId: string;
  guestName: string;
  status: "cancelled" | "no_show";
}

/** What the list's status dropdowns share: the one mutation, and the statuses on their way to the server. */
export interface ReservationStatusChanges {
  /** Sends {status} alone (PUT /api/reservations/{id}); ignored while that reservation's last change is under way. */
  change: (reservation: ReservationRecord, status: ReservationStatus) => void;
  /** The status being saved for a reservation, shown in its dropdown until the list is read again. */
  pendingFor: (id: string) => ReservationStatus | undefined;
  /** The cancellation the server refused until the clerk says what becomes of the money, or null. */
  release: MoneyRelease | null;
  dismissRelease: () => void;
}

/**
 * The list's inline status changes: ONE mutation for every row (rows stay light), each change shown in its row
 * from the moment it is chosen until the refreshed list confirms it.
 */
export function useChangeReservationStatus(): ReservationStatusChanges {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlyMap<string, ReservationStatus>>(new Map());
  const [release, setRelease] = useState<MoneyRelease | null>(null);
  const settle = (id: string) =>
    setPending((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });

  const mutation = useMutation({
    mutationFn: ({ id, status }: StatusChange) =>
      apiJson<ReservationRecord>("PUT", `/api/reservations/${id}`, { status }),
    onMutate: ({ id, status }: StatusChange) => setPending((current) => new Map(current).set(id, status)),
    onSuccess: () => notifySuccess("Reserva atualizada com sucesso"),
    onError: (error, { id, status, guestName }) => {
      // A reservation holding money: the split dialog asks what becomes of it (docs/product.md §10.7).
      if (
        error instanceof ApiError &&
        error.field === "destinoPagamentos" &&
        (status === "cancelled" || status === "no_show")
      ) {
        return setRelease({ reservationId: id, guestName, status });
      }
      notifyError(error, "Erro ao atualizar reserva", serverReason(error));
    },
    // The row keeps the chosen status until the list (and the counts, the map, the front desk) are read again.
    onSettled: async (_answer, _error, { id }) => {
      try {
        await invalidateAfter(queryClient, "reservationChanged");
      } finally {
        settle(id);
      }
    },
  });

  return {
    change: (reservation, status) => {
      if (pending.has(reservation.id) || status === reservation.status) return;
      mutation.mutate({ id: reservation.id, status, guestName: guestFullName(reservation.guest) });
    },
    pendingFor: (id) => pending.get(id),
    release,
    dismissRelease: () => setRelease(null),
  };
}
