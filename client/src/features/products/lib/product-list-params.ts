// The catalogue's filters as the page's URL keeps them (?q=&categoria=&ordem=&direcao=): a reload or a shared link
// shows the same list. Anything the URL holds that is not a valid value reads as the default.
import { PRODUCT_CATEGORIES, type ProductCategory } from "@shared/enums";
import { PRODUCT_SORT_FIELDS, type ProductSortField } from "@shared/validators/products";

export const SORT_LABELS: Record<ProductSortField, string> = {
  name: "Nome",
  price: "Preço",
  costPrice: "Custo",
  category: "Categoria",
  unit: "Unidade",
  stock: "Estoque",
};

export const readCategory = (value: string): ProductCategory | "" =>
  (PRODUCT_CATEGORIES as readonly string[]).includes(value) ? (value as ProductCategory) : "";

export const readSort = (value: string): ProductSortField =>
  (PRODUCT_SORT_FIELDS as readonly string[]).includes(value) ? (value as ProductSortField) : "name";

export const readDirection = (value: string): "asc" | "desc" => (value === "desc" ? "desc" : "asc");
