import { useQuery } from "@tanstack/react-query";
import type { Pousada } from "@shared/validators/settings";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/settings: the pousada's own data ('Dados da Pousada'), null until the owner fills it in. */
export function usePousada() {
  return useQuery<{ pousada: Pousada | null }, Error, Pousada | null>({
    queryKey: queryKeys.settings.all,
    select: (settings) => settings.pousada ?? null,
  });
}
