/** Black or white, whichever reads better on the tag's colour (WCAG relative luminance). */
export function readableTextOn(hex: string): "#111827" | "#FFFFFF" {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return "#111827";
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast against white (1.05 / (L + 0.05)) versus against near-black ((L + 0.05) / 0.0625).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0625 ? "#FFFFFF" : "#111827";
}
