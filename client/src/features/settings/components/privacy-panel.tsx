import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { usePrivacySettings } from "../api/use-privacy-settings";
import { ProcessingRecordCard } from "./processing-record-card";
import { RetentionPreviewCard } from "./retention-preview-card";
import { RetentionSettingsCard } from "./retention-settings-card";

/**
 * Configurações > Privacidade (the owner's; docs/product.md §18): what the pousada keeps about its guests and why, how
 * long, and what the next retention run would remove.
 */
export function PrivacyPanel() {
  const { data: settings, isLoading, error, refetch, isFetching } = usePrivacySettings();
  if (isLoading) return <Skeleton className="h-64 w-full" aria-label="Carregando a privacidade" />;
  if (error || !settings) {
    return <LoadError what="a privacidade" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  return (
    <div className="space-y-4">
      <ProcessingRecordCard settings={settings} />
      <RetentionSettingsCard settings={settings} />
      <RetentionPreviewCard />
    </div>
  );
}
