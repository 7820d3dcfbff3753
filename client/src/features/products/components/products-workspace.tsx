import { useState } from "react";
import type { ProductView } from "@shared/api";
import { ListResultCount } from "@/components/list-result-count";
import { LoadError } from "@/components/load-error";
import { Card, CardContent } from "@/components/ui/card";
import { useSearchBox, useSearchParam } from "@/hooks/use-search-param";
import { serverReason } from "@/lib/api";
import { notifyError } from "@/lib/notify";
import { useProducts } from "../api/use-products";
import { useProductSummary } from "../api/use-product-summary";
import { useUpdateProductTags } from "../api/use-update-product-tags";
import { readCategory, readDirection, readSort } from "../lib/product-list-params";
import { DeleteProductDialog } from "./delete-product-dialog";
import { ProductDetailsSheet } from "./product-details-sheet";
import { ProductFilters } from "./product-filters";
import { ProductGrid } from "./product-grid";
import { ProductSummaryCards } from "./product-summary-cards";
import { ProductCardsSkeleton, ProductSummarySkeleton } from "./products-skeleton";
import { StockEntryDialog } from "./stock-entry-dialog";

interface ProductsWorkspaceProps {
  canDelete: boolean;
  onCreate: () => void;
  onEdit: (product: ProductView) => void;
}

/** The body of 'Produtos e Serviços': the four cards, the toolbar (kept in the URL) and the catalogue's cards. */
export function ProductsWorkspace({ canDelete, onCreate, onEdit }: ProductsWorkspaceProps) {
  const searchBox = useSearchBox("q");
  const [categoryParam, setCategory] = useSearchParam("categoria");
  const [sortParam, setSort] = useSearchParam("ordem");
  const [directionParam, setDirection] = useSearchParam("direcao");
  const category = readCategory(categoryParam);
  const sort = readSort(sortParam);
  const direction = readDirection(directionParam);

  const summary = useProductSummary();
  const list = useProducts({
    search: searchBox.term || undefined,
    category: category || undefined,
    sort,
    dir: direction,
  });
  const updateTags = useUpdateProductTags();

  const [viewing, setViewing] = useState<ProductView | null>(null);
  const [stocking, setStocking] = useState<ProductView | null>(null);
  const [deleting, setDeleting] = useState<ProductView | null>(null);
  // The details show the item as the list now has it (after an edit, an entry, a tag).
  const viewed = viewing ? (list.rows?.find((product) => product.id === viewing.id) ?? viewing) : null;
  const stocked = stocking ? (list.rows?.find((product) => product.id === stocking.id) ?? stocking) : null;

  const filtered = searchBox.term !== "" || category !== "";
  const clearFilters = () => {
    searchBox.setText("");
    setCategory("");
  };

  const changeTags = (product: ProductView, tags: string[], failure: string) =>
    updateTags.mutate(
      { id: product.id, tags },
      { onError: (error) => notifyError(error, failure, serverReason(error)) },
    );

  const edit = (product: ProductView) => {
    setViewing(null);
    onEdit(product);
  };

  return (
    <div className="space-y-6">
      {summary.data ? <ProductSummaryCards summary={summary.data} /> : <ProductSummarySkeleton />}
      <Card className="gap-2 py-4">
        <CardContent className="space-y-2 px-4">
          <ProductFilters
            search={searchBox.text}
            onSearch={searchBox.setText}
            category={category}
            onCategory={setCategory}
            sort={sort}
            onSort={(value) => setSort(value === "name" ? "" : value)}
            direction={direction}
            onDirection={(value) => setDirection(value === "asc" ? "" : value)}
          />
          <ListResultCount total={list.total} updating={searchBox.pending || list.isPlaceholderData} />
        </CardContent>
      </Card>
      {list.isLoading ? (
        <ProductCardsSkeleton />
      ) : list.error || !list.rows ? (
        <LoadError
          what="os produtos e serviços"
          error={list.error}
          onRetry={list.refetch}
          retrying={list.isFetching}
          whileSignedOut={<ProductCardsSkeleton />}
        />
      ) : (
        <ProductGrid
          products={list.rows}
          filtered={filtered}
          paging={list}
          onCreate={onCreate}
          onClearFilters={clearFilters}
          actions={{
            onEdit: edit,
            onView: setViewing,
            onStockEntry: setStocking,
            onDelete: canDelete ? setDeleting : undefined,
            onAddTag: (product, tag) => changeTags(product, [...product.tags, tag], "Erro ao adicionar etiqueta"),
            onRemoveTag: (product, tag) =>
              changeTags(
                product,
                product.tags.filter((existing) => existing !== tag),
                "Erro ao remover etiqueta",
              ),
          }}
        />
      )}
      <ProductDetailsSheet
        product={viewed}
        onOpenChange={(open) => !open && setViewing(null)}
        onEdit={edit}
        onStockEntry={setStocking}
      />
      <StockEntryDialog product={stocked} onOpenChange={(open) => !open && setStocking(null)} />
      {canDelete && (
        <DeleteProductDialog
          product={deleting}
          onOpenChange={(open) => !open && setDeleting(null)}
          onDeleted={() => setViewing(null)}
        />
      )}
    </div>
  );
}
