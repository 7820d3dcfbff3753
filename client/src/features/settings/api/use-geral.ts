import { useQuery } from "@tanstack/react-query";
import type { SettingsView } from "@shared/api/settings";
import type { Geral } from "@shared/validators/settings";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/settings: Configurações > Geral's switches and selectors (the defaults until the owner saves them). */
export function useGeral() {
  return useQuery<SettingsView, Error, Geral>({
    queryKey: queryKeys.settings.all,
    select: (settings) => settings.geral,
  });
}
