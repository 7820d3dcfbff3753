import { PackageSearch, Plus } from "lucide-react";
import type { ProductView } from "@shared/api";
import { EmptyState } from "@/components/empty-state";
import { ListPager, type ListPaging } from "@/components/list-pager";
import { Button } from "@/components/ui/button";
import { ProductCard, type ProductActions } from "./product-card";

interface ProductGridProps {
  products: ProductView[];
  /** A search or a category is narrowing the list. */
  filtered: boolean;
  paging: ListPaging;
  actions: ProductActions;
  onCreate: () => void;
  onClearFilters: () => void;
}

/** The catalogue's cards (one column on a phone, two or three on wider screens), or why there are none. */
export function ProductGrid({ products, filtered, paging, actions, onCreate, onClearFilters }: ProductGridProps) {
  if (products.length === 0) {
    return filtered ? (
      <EmptyState
        className="rounded-xl border bg-card"
        icon={PackageSearch}
        title="Nenhum item encontrado"
        description="Nenhum produto ou serviço corresponde à busca ou à categoria escolhida."
        action={
          <Button variant="outline" onClick={onClearFilters}>
            Limpar filtros
          </Button>
        }
      />
    ) : (
      <EmptyState
        className="rounded-xl border bg-card"
        icon={PackageSearch}
        title="Nenhum produto ou serviço cadastrado"
        description="Cadastre o que a pousada vende ou oferece aos hóspedes: frigobar, café, lavanderia, passeios."
        action={
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" /> Novo Item
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Produtos e serviços">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} actions={actions} />
          </li>
        ))}
      </ul>
      <ListPager paging={paging} what="itens" />
    </div>
  );
}
