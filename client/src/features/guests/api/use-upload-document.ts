import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";
import { putFile } from "@/lib/upload-file";

/**
 * docs/product.md §12: ask for a one-time upload URL, PUT the file there, then turn that URL into the stored
 * object path, which the guest form keeps in documentPhotoUrl.
 */
export function useUploadDocument() {
  return useMutation({
    mutationFn: async (file: File): Promise<string> => {
      const { uploadURL } = await apiJson<{ uploadURL: string }>("POST", "/api/objects/upload");
      await putFile(uploadURL, file);
      const { objectPath } = await apiJson<{ objectPath: string }>("PUT", "/api/guest-documents", {
        documentPhotoURL: uploadURL,
      });
      return objectPath;
    },
  });
}
