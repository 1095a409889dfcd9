import { dedupeByName } from '@domain/catalogue';
import { formatPounds } from '@domain/money';
import { useState } from 'react';
import { ProductImage } from '../../../../components/product-image';
import { useToast } from '../../../../components/toast';
import { AdminSection, CardActions } from '../../../../components/admin/admin-section';
import { useDeleteCatalogueItem } from '../api/delete-catalogue-item';
import { useAdminCategories } from '../api/get-categories';
import { useAdminProducts } from '../api/get-products';
import { useSaveCatalogueItem } from '../api/save-catalogue-item';
import type { AdminProduct } from '../../../../lib/admin/catalogue-types';
import { ALL, CategoryFilterBar } from './category-filter-bar';
import { DeleteItemDialog, ListStatus, SoldOutSwitch, useItemDialogs } from './catalogue-section-parts';
import { ProductFormDialog } from './product-form-dialog';

/** Manage Products: filter bar, cards (image, name, category, REG/LRG prices, Edit, Delete), + Add Product. */
export function ProductsSection() {
  const categories = useAdminCategories();
  const products = useAdminProducts();
  const [filter, setFilter] = useState(ALL);
  const dialogs = useItemDialogs<AdminProduct>();
  const remove = useDeleteCatalogueItem('products');

  // Products de-duplicated by trimmed lower-case name (two saved with one name would show once).
  const shown = dedupeByName(products.data ?? []).filter((product) => filter === ALL || product.category === filter);

  return (
    <AdminSection id="manage-products" title="Manage Products" addLabel="+ Add Product" onAdd={dialogs.add}>
      <CategoryFilterBar
        label="Filter products by category"
        categories={categories}
        selected={filter}
        onSelect={setFilter}
      />
      <ListStatus query={products} what="products" empty={shown.length ? null : 'No products in this category yet.'}>
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              onEdit={() => dialogs.edit(product)}
              onDelete={() => dialogs.askDelete(product)}
            />
          ))}
        </ul>
      </ListStatus>
      <ProductFormDialog {...dialogs.form} defaultCategory={filter === ALL ? '' : filter} />
      <DeleteItemDialog
        what="product"
        target={dialogs.deleting && { id: dialogs.deleting.id, name: dialogs.deleting.name }}
        remove={remove}
        onClose={dialogs.closeDelete}
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
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
      <ProductImage src={product.image} alt="" width={56} height={56} className="size-14 shrink-0 rounded-xl" />
      {/* Name, then category and prices on one line, then the switch and the buttons: a long menu stays short. */}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div>
          <h3 className="font-display text-base leading-tight font-bold [overflow-wrap:anywhere]">{product.name}</h3>
          {/* Spaces between the parts: a narrow card breaks the line between them, never inside one. */}
          <p className="text-sm">
            <span className="whitespace-nowrap text-tea-700">{product.category}</span>{' '}
            <span className="text-tea-400" aria-hidden>
              ·
            </span>{' '}
            <span className="font-semibold whitespace-nowrap">REG: {formatPounds(product.priceReg)}</span>{' '}
            <span className="text-tea-400" aria-hidden>
              ·
            </span>{' '}
            <span className="font-semibold whitespace-nowrap">LRG: {formatPounds(product.priceLrg)}</span>
          </p>
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="flex items-center gap-2">
            <SoldOutSwitch
              checked={product.soldOut}
              pending={save.isPending}
              onChange={(soldOut) =>
                save.mutate(
                  { id: product.id, input: { soldOut } },
                  { onError: (error) => toast({ title: 'The change was not saved.', description: error.message }) },
                )
              }
            />
          </div>
          <CardActions name={product.name} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </li>
  );
}
