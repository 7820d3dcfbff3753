import { useQuery } from "@tanstack/react-query";
import type { ChannelsAttention } from "@shared/api/channels";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/calendar-conflicts/attention (owner): open conflicts and failing feeds, for the bell. */
export function useChannelsAttention(enabled: boolean) {
  return useQuery<ChannelsAttention>({ queryKey: queryKeys.channels.attention, enabled });
}

/** Where the bell's channel lines lead: Configurações > Canais. */
export const CHANNELS_HREF = "/settings?tab=canais";

export function conflictsText(n: number) {
  return n === 1 ? "1 conflito de calendário" : `${n} conflitos de calendário`;
}

export function failingFeedsText(n: number) {
  return n === 1 ? "1 calendário com erro" : `${n} calendários com erro`;
}
