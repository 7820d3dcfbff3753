import { useState } from "react";
import { Plus } from "lucide-react";
import type { ProductView } from "@shared/api";
import { PageHeader } from "@/components/page-header";
import { PAGE_HEADINGS } from "@/components/page-headings";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/api/use-auth";
import { ProductFormDialog } from "@/features/products/components/product-form-dialog";
import { ProductsWorkspace } from "@/features/products/components/products-workspace";

export default function ProductsServicesPage() {
  const { user } = useAuth();
  // Staff keep the catalogue; only the owner deletes (the server refuses anyone else).
  const canDelete = user?.role === "owner";
  const [formOpen, setFormOpen] = useState(false);
  // Kept after closing, so the title does not flip from "Editar" to "Novo" during the exit animation.
  const [editing, setEditing] = useState<ProductView | null>(null);

  const openForm = (product: ProductView | null) => {
    setEditing(product);
    setFormOpen(true);
  };

  return (
    <>
      <PageHeader
        {...PAGE_HEADINGS["/products-services"]}
        actions={
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" /> Novo Item
          </Button>
        }
      />
      <ProductsWorkspace canDelete={canDelete} onCreate={() => openForm(null)} onEdit={openForm} />
      <ProductFormDialog open={formOpen} onOpenChange={setFormOpen} product={editing} />
    </>
  );
}
