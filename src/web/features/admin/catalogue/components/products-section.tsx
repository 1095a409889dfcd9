import { dedupeByName } from '@domain/catalogue';
import { formatPounds } from '@domain/money';
import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { ProductImage } from '../../../../components/product-image';
import { useToast } from '../../../../components/toast';
import { AdminSection, CardActions } from '../../components/admin-section';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { useDeleteCatalogueItem } from '../api/delete-catalogue-item';
import { useAdminCategories } from '../api/get-categories';
import { useAdminProducts } from '../api/get-products';
import { useSaveCatalogueItem } from '../api/save-catalogue-item';
import type { AdminProduct } from '../api/types';
import { ALL, CategoryFilterBar } from './category-filter-bar';
import { ProductFormDialog } from './product-form-dialog';

/** Spec §2 Manage Products: filter bar, cards (image, name, category, REG/LRG prices, Edit, Delete), + Add Product. */
export function ProductsSection() {
  const categories = useAdminCategories();
  const products = useAdminProducts();
  const [filter, setFilter] = useState(ALL);
  const [editing, setEditing] = useState<{ product: AdminProduct | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const remove = useDeleteCatalogueItem('products');
  const toast = useToast();

  // Spec §2: products de-duplicated by trimmed lower-case name.
  const shown = dedupeByName(products.data ?? []).filter((product) => filter === ALL || product.category === filter);

  return (
    <AdminSection
      id="manage-products"
      title="Manage Products"
      addLabel="+ Add Product"
      onAdd={() => setEditing({ product: null })}
    >
      <CategoryFilterBar
        label="Filter products by category"
        categories={categories}
        selected={filter}
        onSelect={setFilter}
      />
      {products.isPending ? (
        <p role="status" className="text-tea-700">
          Loading products...
        </p>
      ) : products.isError ? (
        <p role="alert" className="font-medium text-berry-700">
          Failed to load products. {products.error.message}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-tea-700">No products in this category yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              onEdit={() => setEditing({ product })}
              onDelete={() => setDeleting(product)}
            />
          ))}
        </ul>
      )}
      <ProductFormDialog
        product={editing?.product ?? null}
        defaultCategory={filter === ALL ? '' : filter}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDeleteDialog
        what="product"
        name={deleting?.name ?? ''}
        open={deleting !== null}
        pending={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => toast({ title: 'Product deleted.', tone: 'success' }),
            onError: (error) => toast({ title: 'The product was not deleted.', description: error.message }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </AdminSection>
  );
}

function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: AdminProduct;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const save = useSaveCatalogueItem('products');
  const toast = useToast();
  const switchId = useId();
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
      <ProductImage src={product.image} alt="" width={96} height={96} className="size-24 shrink-0 rounded-xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-display text-lg font-bold leading-tight [overflow-wrap:anywhere]">{product.name}</h3>
        <p className="text-sm text-tea-700">{product.category}</p>
        <p className="text-sm font-semibold">
          <span>REG: {formatPounds(product.priceReg)}</span>
          <span className="mx-2 text-tea-400" aria-hidden>
            ·
          </span>
          <span>LRG: {formatPounds(product.priceLrg)}</span>
        </p>
        <div className="flex items-center gap-2">
          <Switch.Root
            id={switchId}
            checked={product.soldOut}
            disabled={save.isPending}
            onCheckedChange={(soldOut) =>
              save.mutate(
                { id: product.id, input: { soldOut } },
                { onError: (error) => toast({ title: 'The change was not saved.', description: error.message }) },
              )
            }
            className="relative h-6 w-11 shrink-0 rounded-full bg-tea-400/50 transition-colors data-[state=checked]:bg-berry-600 disabled:opacity-60"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
          </Switch.Root>
          <label htmlFor={switchId} className="text-sm font-semibold">
            Sold out
          </label>
        </div>
        <div className="mt-auto pt-1">
          <CardActions name={product.name} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </li>
  );
}
