// A photo made ready for upload in the browser (docs/product.md §16.7): decoded, scaled down to its longest side,
// and encoded as WebP (JPEG where the browser cannot encode WebP), with a thumbnail for lists. The server checks the
// bytes again; here they are only made small.
import { PHOTO_LONGEST_SIDE, THUMB_LONGEST_SIDE } from "@shared/validators/room-types";

export interface ResizedPhoto {
  photo: Blob;
  thumb: Blob;
  contentType: "image/webp" | "image/jpeg";
}

const NOT_READABLE = "Não foi possível ler esta imagem. Envie uma foto JPEG, PNG ou WebP.";

function encode(image: ImageBitmap, longest: number, type: string): Promise<Blob | null> {
  const scale = Math.min(1, longest / Math.max(image.width, image.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(image.width * scale));
  canvas.height = Math.max(1, Math.round(image.height * scale));
  const context = canvas.getContext("2d");
  if (!context) return Promise.resolve(null);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.82));
}

export async function resizePhoto(file: File): Promise<ResizedPhoto> {
  if (!file.type.startsWith("image/")) throw new Error(NOT_READABLE);
  const image = await createImageBitmap(file).catch(() => {
    throw new Error(NOT_READABLE);
  });
  try {
    const webp = await encode(image, PHOTO_LONGEST_SIDE, "image/webp");
    const contentType = webp?.type === "image/webp" ? "image/webp" : "image/jpeg";
    const photo = contentType === "image/webp" ? webp : await encode(image, PHOTO_LONGEST_SIDE, contentType);
    const thumb = await encode(image, THUMB_LONGEST_SIDE, contentType);
    if (!photo || !thumb) throw new Error(NOT_READABLE);
    return { photo, thumb, contentType };
  } finally {
    image.close();
  }
}
