import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FnrhSettingsView } from "@shared/api/fnrh";
import type { z } from "zod";
import type { fnrhSettingsSchema } from "@shared/validators/fnrh";
import { apiJson } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/settings/fnrh (owner): Configurações > FNRH, with `chaveConfigurada` and never the key. */
export function useFnrhSettings() {
  return useQuery<FnrhSettingsView>({ queryKey: queryKeys.fnrh.settings });
}

/** PUT /api/settings/fnrh (owner); without `chave` the saved key stays. DELETE removes the key ('Desativar'). */
export function useSaveFnrhSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: z.output<typeof fnrhSettingsSchema> | null) =>
      values
        ? apiJson<FnrhSettingsView>("PUT", "/api/settings/fnrh", values)
        : apiJson<FnrhSettingsView>("DELETE", "/api/settings/fnrh"),
    onSuccess: () => invalidateAfter(queryClient, "fnrhSettingsChanged"),
  });
}

/** POST /api/settings/fnrh/test: 'Testar conexão' with the saved credentials, answered in Portuguese. */
export function useTestFnrhConnection() {
  return useMutation({
    mutationFn: () => apiJson<{ ok: boolean; mensagem: string }>("POST", "/api/settings/fnrh/test"),
  });
}
