// A QR code as an SVG document, encoded by `uqr`: the PIX codes and the FNRH pre-check-in link (the server draws
// them; the browser shows the SVG as an image, never as markup).
import { encode } from "uqr";

/**
 * The QR code of `text` as an SVG document: error correction M (15 %), the four-module quiet zone cameras expect,
 * one path of horizontal runs in module units (a few KB, no seams between modules), scaled by whoever shows it.
 */
export function qrCodeSvg(text: string): string {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  let path = "";
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < size && row[x + 1]) x++;
      path += `M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
