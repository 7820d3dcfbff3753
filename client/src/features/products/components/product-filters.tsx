import { ArrowDownWideNarrow, ArrowUpNarrowWide } from "lucide-react";
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, type ProductCategory } from "@shared/enums";
import { PRODUCT_SORT_FIELDS, type ProductSortField } from "@shared/validators/products";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SORT_LABELS } from "../lib/product-list-params";

const ALL = "all";

interface ProductFiltersProps {
  search: string;
  onSearch: (text: string) => void;
  category: ProductCategory | "";
  onCategory: (category: ProductCategory | "") => void;
  sort: ProductSortField;
  onSort: (sort: ProductSortField) => void;
  direction: "asc" | "desc";
  onDirection: (direction: "asc" | "desc") => void;
}

/** Search, category, sort field and direction: the catalogue's toolbar (one column on a phone). */
export function ProductFilters(props: ProductFiltersProps) {
  const { search, onSearch, category, onCategory, sort, onSort, direction, onDirection } = props;
  const ascending = direction === "asc";
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_13rem_11rem_auto]">
      <SearchInput
        value={search}
        onChange={onSearch}
        placeholder="Buscar produtos e serviços..."
        label="Buscar por nome ou descrição"
      />
      <Select
        value={category || ALL}
        onValueChange={(value) => onCategory(value === ALL ? "" : (value as ProductCategory))}
      >
        <SelectTrigger aria-label="Categoria">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Todas as categorias</SelectItem>
          {PRODUCT_CATEGORIES.map((value) => (
            <SelectItem key={value} value={value}>
              {PRODUCT_CATEGORY_LABELS[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="flex gap-2 md:contents">
        <Select value={sort} onValueChange={(value) => onSort(value as ProductSortField)}>
          <SelectTrigger aria-label="Ordenar por" className="flex-1">
            <span className="text-muted-foreground">Ordenar:</span>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PRODUCT_SORT_FIELDS.map((value) => (
              <SelectItem key={value} value={value}>
                {SORT_LABELS[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          type="button"
          variant="outline"
          onClick={() => onDirection(ascending ? "desc" : "asc")}
          aria-label={ascending ? "Ordem crescente: mudar para decrescente" : "Ordem decrescente: mudar para crescente"}
          title={ascending ? "Crescente" : "Decrescente"}
        >
          {ascending ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
          <span className="md:sr-only lg:not-sr-only">{ascending ? "Crescente" : "Decrescente"}</span>
        </Button>
      </div>
    </div>
  );
}
