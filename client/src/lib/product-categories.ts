// How each category of product or service looks: its icon and its colours (text on tint, WCAG AA), shared by the
// catalogue and the 'Lançar Consumo' dialog.
import { Car, ConciergeBell, CupSoda, Package, Shirt, Sparkles, UtensilsCrossed, type LucideIcon } from "lucide-react";
import { PRODUCT_CATEGORY_LABELS, type ProductCategory } from "@shared/enums";

const STYLES: Record<ProductCategory, { icon: LucideIcon; tint: string }> = {
  food: { icon: UtensilsCrossed, tint: "bg-orange-100 text-orange-800" },
  beverage: { icon: CupSoda, tint: "bg-sky-100 text-sky-800" },
  service: { icon: ConciergeBell, tint: "bg-violet-100 text-violet-800" },
  amenity: { icon: Sparkles, tint: "bg-pink-100 text-pink-800" },
  laundry: { icon: Shirt, tint: "bg-teal-100 text-teal-800" },
  transport: { icon: Car, tint: "bg-amber-100 text-amber-900" },
};

const isCategory = (category: string): category is ProductCategory => category in STYLES;

export function categoryStyle(category: string): { icon: LucideIcon; tint: string } {
  return isCategory(category) ? STYLES[category] : { icon: Package, tint: "bg-muted text-muted-foreground" };
}

export const categoryLabel = (category: string) =>
  isCategory(category) ? PRODUCT_CATEGORY_LABELS[category] : category;
