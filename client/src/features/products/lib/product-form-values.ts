import type { ProductView } from "@shared/api";
import { centavosToReais } from "@shared/validators/products";
import type { ProductCategory } from "@shared/enums";

/**
 * What the dialog's inputs hold: text as typed (prices in reais, '12,50'), the stock as text and whether the clerk
 * typed it (an edit sends the stock only then). productFormSchema turns it into the payload, prices in centavos.
 */
export interface ProductFormValues {
  name: string;
  category: ProductCategory | "";
  price: string;
  costPrice: string;
  unit: string;
  stock: string;
  stockTouched: boolean;
  tags: string[];
  isActive: boolean;
  description: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  category: "",
  price: "",
  costPrice: "",
  unit: "",
  stock: "0",
  // A new item's stock is always its opening count.
  stockTouched: true,
  tags: [],
  isActive: true,
  description: "",
};

/** "12.50" -> "12,5", "10.00" -> "10": the stock as the field shows it. */
function stockText(stock: string) {
  const [whole, fraction = ""] = stock.split(".");
  const digits = fraction.replace(/0+$/, "");
  return digits ? `${whole},${digits}` : (whole ?? "0");
}

export function productToFormValues(product: ProductView): ProductFormValues {
  return {
    name: product.name,
    category: product.category as ProductCategory,
    price: centavosToReais(product.price),
    costPrice: centavosToReais(product.costPrice),
    unit: product.unit ?? "",
    stock: stockText(product.stock),
    stockTouched: false,
    tags: product.tags,
    isActive: product.isActive,
    description: product.description ?? "",
  };
}
