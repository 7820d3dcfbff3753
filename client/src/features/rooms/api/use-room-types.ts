// Quartos e Suítes > Tipos de quarto (docs/product.md §16.7): each type's description and photos, the owner's.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RoomType } from "@shared/enums";
import type { RoomTypesList } from "@shared/api/room-types";
import { putFile } from "@/lib/upload-file";
import { apiJson, apiRequest } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { resizePhoto } from "@/lib/resize-image";

export const useRoomTypes = () => useQuery<RoomTypesList>({ queryKey: queryKeys.roomTypes.all });

export function useRoomTypeMutations(roomType: RoomType) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.roomTypes.all });
  const base = `/api/room-types/${roomType}`;

  const upload = async (blob: Blob) => {
    const { uploadURL } = await apiJson<{ uploadURL: string }>("POST", "/api/objects/upload");
    await putFile(uploadURL, blob);
    return uploadURL;
  };

  return {
    describe: useMutation({
      mutationFn: (description: string) => apiJson("PUT", base, { description }),
      onSuccess: refresh,
    }),
    /** One photo: resized here, both files uploaded, then taken as the type's next photo. */
    add: useMutation({
      mutationFn: async (file: File) => {
        const { photo, thumb, contentType } = await resizePhoto(file);
        const [photoURL, thumbURL] = [await upload(photo), await upload(thumb)];
        return apiJson("POST", `${base}/photos`, { photoURL, thumbURL, contentType });
      },
      onSettled: refresh,
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) => apiRequest("PUT", `${base}/photos/order`, { ids }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest("DELETE", `${base}/photos/${id}`),
      onSettled: refresh,
    }),
  };
}
