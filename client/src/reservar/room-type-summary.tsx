// A room type as the booking page presents it (docs/product.md §16.1): its name, its photos (thumbnails, lazy, each
// with its width and height so nothing moves as they arrive; a tap opens the photo itself), what the owner says of
// it and how many it holds.
import type { PublicPage } from "@shared/api/booking-page";
import { plural } from "@shared/booking-page/format";

export type PageRoomType = PublicPage["roomTypes"][number];

export function RoomTypeSummary({ type }: { type: PageRoomType }) {
  const { photos } = type;
  return (
    <>
      <h3 id={`tipo-${type.roomType}`}>{type.label}</h3>
      {photos.length > 0 && (
        <ul className="photos" aria-label={`Fotos: ${type.label}`}>
          {photos.map((photo, i) => (
            <li key={photo.thumbUrl}>
              <a href={photo.url} target="_blank" rel="noopener">
                <img
                  src={photo.thumbUrl}
                  width={photo.thumbWidth}
                  height={photo.thumbHeight}
                  loading="lazy"
                  decoding="async"
                  alt={`${type.label}: foto ${i + 1} de ${photos.length} (abre a foto ampliada)`}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {type.description && <p>{type.description}</p>}
      <p className="muted">Para até {plural(type.capacity, "pessoa", "pessoas")}</p>
    </>
  );
}
