// The packages of a quote (docs/product.md §15.2): a package is sold whole or not at all, and its price is spread
// over its nights. Pure, like the rest of the quote (rate-quote.ts).
import { toCentavos } from "@shared/money";
import { brDate } from "@shared/pousada-time";
import { plural, type QuotePackage, type Restrict } from "./rate-quote-rules";

export interface PackagesSold {
  /** The package each night of the stay belongs to, for the nights inside a package sold. */
  packageOfNight: Map<string, QuotePackage>;
  sold: QuotePackage[];
}

/** The packages the stay touches that it covers whole; the others are restrictions. */
export function sellPackages(
  packages: QuotePackage[],
  nightDates: string[],
  checkInDate: string,
  checkOutDate: string,
  restrict: Restrict,
): PackagesSold {
  const packageOfNight = new Map<string, QuotePackage>();
  const sold: QuotePackage[] = [];
  for (const pkg of packages) {
    if (pkg.endDate <= checkInDate || pkg.startDate >= checkOutDate) continue;
    const nights = nightDates.filter((d) => d >= pkg.startDate && d < pkg.endDate).length;
    const blockNights = Math.round((Date.parse(pkg.endDate) - Date.parse(pkg.startDate)) / 86_400_000);
    if (nights < blockNights) {
      restrict(
        "package",
        `${pkg.name} é vendido como pacote de ${plural(blockNights, "noite", "noites")}: entrada em ${brDate(pkg.startDate)}, saída em ${brDate(pkg.endDate)}`,
      );
      continue;
    }
    sold.push(pkg);
    for (const d of nightDates) if (d >= pkg.startDate && d < pkg.endDate) packageOfNight.set(d, pkg);
  }
  return { packageOfNight, sold };
}

/**
 * The package's price for `occupancy` persons as one share (centavos) per night of the block, in order: equal
 * nights, the centavos left over on the first. No price for the occupancy: zero nights and a restriction.
 */
export function packageShares(pkg: QuotePackage, occupancy: number, blockNights: number, restrict: Restrict): number[] {
  const total = pkg.prices?.packagePrice?.[occupancy - 1];
  if (total == null) {
    restrict("package", `${pkg.name} não tem preço para ${plural(occupancy, "pessoa", "pessoas")} neste quarto`);
    return Array.from({ length: blockNights }, () => 0);
  }
  const centavos = toCentavos(total);
  const each = Math.floor(centavos / blockNights);
  return Array.from({ length: blockNights }, (_, i) => (i === 0 ? centavos - each * (blockNights - 1) : each));
}
