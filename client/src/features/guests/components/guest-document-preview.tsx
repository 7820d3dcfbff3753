import { useState } from "react";
import { Download, ExternalLink, FileText, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { notifyError } from "@/lib/notify";
import { useDocumentType } from "../api/use-document-type";
import { downloadDocument } from "../lib/document-file";
import { documentUrl } from "../lib/guest-links";

/** A file just chosen on this device: shown from memory, before any round trip. */
export interface LocalDocument {
  objectPath: string;
  previewUrl: string;
  isPdf: boolean;
  name: string;
}

interface GuestDocumentPreviewProps {
  objectPath: string;
  /** Names the downloaded file (documento_{nome}). */
  firstName: string;
  local?: LocalDocument | null;
  onRemove?: () => void;
}

export function GuestDocumentPreview({ objectPath, firstName, local, onRemove }: GuestDocumentPreviewProps) {
  const fresh = local?.objectPath === objectPath ? local : null;
  const { data: contentType, isLoading } = useDocumentType(fresh ? null : objectPath);
  const [imageFailed, setImageFailed] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const isPdf = fresh ? fresh.isPdf : contentType?.startsWith("application/pdf") === true;
  const showImage = !isPdf && imageFailed !== objectPath && !(isLoading && !fresh);
  const href = documentUrl(objectPath);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadDocument(objectPath, firstName);
    } catch (error) {
      notifyError(error, "Erro ao baixar documento");
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-2">
      {showImage ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="block w-fit">
          <img
            src={fresh?.previewUrl ?? href}
            alt="Foto do documento"
            onError={() => setImageFailed(objectPath)}
            className="max-h-48 max-w-full rounded-md border bg-muted object-contain"
          />
        </a>
      ) : (
        <div className="flex w-fit max-w-full items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm">
          <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="truncate">{fresh?.name ?? (isPdf ? "Documento em PDF" : "Documento anexado")}</span>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={href} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Ver
          </a>
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => void download()} disabled={downloading}>
          <Download aria-hidden="true" />
          Baixar
        </Button>
        {onRemove && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onRemove}
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
            Remover
          </Button>
        )}
      </div>
    </div>
  );
}
