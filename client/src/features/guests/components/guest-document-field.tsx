import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { Camera, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/hooks/use-toast";
import { notifyError, notifySuccess } from "@/lib/notify";
import { serverReason } from "@/lib/api";
import { DocumentUploadError } from "@/lib/upload-file";
import { useUploadDocument } from "../api/use-upload-document";
import { ACCEPTED_DOCUMENT_TYPES, documentFileProblem } from "../lib/document-file";
import { GuestDocumentPreview, type LocalDocument } from "./guest-document-preview";

interface GuestDocumentFieldProps {
  value: string | null;
  onChange: (objectPath: string | null) => void;
  firstName: string;
  onUploadingChange: (uploading: boolean) => void;
}

/** What to tell the clerk about a failed upload: the server's reason when it gave one (type, size). */
function uploadFailureDetail(error: unknown): string {
  if (error instanceof DocumentUploadError) return error.detail ?? error.message;
  return serverReason(error) ?? "Erro no upload";
}

export function GuestDocumentField({ value, onChange, firstName, onUploadingChange }: GuestDocumentFieldProps) {
  const upload = useUploadDocument();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState<LocalDocument | null>(null);
  const labelId = useId();

  useEffect(() => onUploadingChange(upload.isPending), [upload.isPending, onUploadingChange]);
  // The in-memory preview is released when replaced and when the dialog goes away.
  useEffect(() => () => void (local && URL.revokeObjectURL(local.previewUrl)), [local]);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after a failure) fires change again.
    event.target.value = "";
    if (!file) return;
    const problem = documentFileProblem(file);
    if (problem) {
      toast({ variant: "destructive", title: "Erro ao enviar documento", description: problem });
      return;
    }
    upload.mutate(file, {
      onSuccess: (objectPath) => {
        setLocal({
          objectPath,
          previewUrl: URL.createObjectURL(file),
          isPdf: file.type === "application/pdf",
          name: file.name,
        });
        onChange(objectPath);
        notifySuccess("Documento enviado com sucesso");
      },
      onError: (error) => notifyError(error, "Erro ao enviar documento", uploadFailureDetail(error)),
    });
  };

  const remove = () => {
    setLocal(null);
    onChange(null);
    notifySuccess("Documento removido");
  };

  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className="text-sm leading-none font-medium">
        Foto do Documento
      </p>
      {value && !upload.isPending && (
        <GuestDocumentPreview objectPath={value} firstName={firstName} local={local} onRemove={remove} />
      )}
      {upload.isPending ? (
        <Spinner size="sm" label="Enviando documento..." showLabel />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" />
            {value ? "Trocar arquivo" : "Escolher arquivo"}
          </Button>
          {/* Only where there is a camera at hand: phones and tablets. */}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="hidden pointer-coarse:inline-flex"
            onClick={() => cameraInput.current?.click()}
          >
            <Camera aria-hidden="true" />
            Tirar foto
          </Button>
        </div>
      )}
      <p className="text-xs text-muted-foreground">JPEG, PNG, WebP ou PDF, até 10 MB.</p>
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPTED_DOCUMENT_TYPES}
        onChange={handleFile}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="guest-document-input"
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        onChange={handleFile}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
      />
    </div>
  );
}
