import { dedupeByName } from '@domain/catalogue';
import { formatPounds } from '@domain/money';
import { useState, type DragEvent } from 'react';
import { ProductPicture } from '../../../../components/product-image';
import { cn } from '../../../../lib/cn';
import { useToast } from '../../../../components/toast';
import { AdminSection, CardActions } from '../../../../components/admin/admin-section';
import { useDeleteCatalogueItem } from '../api/delete-catalogue-item';
import { useAdminProducts } from '../api/get-products';
import { useReorderProducts } from '../api/reorder-products';
import { useSaveCatalogueItem } from '../api/save-catalogue-item';
import type { AdminProduct } from '../../../../lib/admin/catalogue-types';
import { atEnd, dropOnto, moveWithinCategory, productsInMenuOrder } from '../product-order';
import { CategoryFilterBar, useCategoryFilter } from './category-filter-bar';
import { MoveControls } from './move-controls';
import { DeleteItemDialog, ListStatus, SoldOutSwitch, useItemDialogs } from './catalogue-section-parts';
import { ProductFormDialog } from './product-form-dialog';

/**
 * Manage Products: filter bar, cards (image, name, category, REG/LRG prices, Edit, Delete), + Add Product. The cards
 * come in the menu's order; within its category a card moves by drag and drop or by its Move up and Move down.
 */
export function ProductsSection() {
  const filter = useCategoryFilter();
  const products = useAdminProducts();
  const dialogs = useItemDialogs((product: AdminProduct) => product);
  const remove = useDeleteCatalogueItem('products');
  const order = useProductOrder();

  const all = productsInMenuOrder(products.data ?? [], filter.categories.data ?? []);
  // Products de-duplicated by trimmed lower-case name (two saved with one name would show once).
  const shown = dedupeByName(all).filter(filter.shows);

  return (
    <AdminSection id="manage-products" title="Manage Products" addLabel="+ Add Product" onAdd={dialogs.add}>
      <CategoryFilterBar what="products" {...filter.bar} />
      <ListStatus query={products} what="products" empty={shown.length ? null : 'No products in this category yet.'}>
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              first={atEnd(all, product, -1)}
              last={atEnd(all, product, 1)}
              order={order}
              onMove={(by) => order.save(product.category, moveWithinCategory(all, product.id, by))}
              onDrop={(dragged) => order.save(product.category, dropOnto(all, dragged, product.id))}
              onEdit={() => dialogs.edit(product)}
              onDelete={() => dialogs.askDelete(product)}
            />
          ))}
        </ul>
      </ListStatus>
      <ProductFormDialog {...dialogs.form} defaultCategory={filter.newItemCategory} />
      <DeleteItemDialog what="product" remove={remove} {...dialogs.delete} />
    </AdminSection>
  );
}

/** Saving a category's new order, and which card is being dragged. */
function useProductOrder() {
  const reorder = useReorderProducts();
  const toast = useToast();
  const [dragging, setDragging] = useState<AdminProduct | null>(null);
  return {
    dragging,
    setDragging,
    save(category: string, ids: string[] | null) {
      if (!ids) return;
      reorder.mutate(
        { category, ids },
        {
          onSuccess: () => toast({ title: 'Order saved.', tone: 'success' }),
          onError: (error) => toast({ title: 'The order was not saved.', description: error.message }),
        },
      );
    },
  };
}

type ProductOrder = ReturnType<typeof useProductOrder>;

/** Where a dragged card may land: on another card of its own category. */
const dropsOn = (order: ProductOrder, product: AdminProduct) =>
  order.dragging !== null && order.dragging.id !== product.id && order.dragging.category === product.category;

function ProductCard({
  product,
  first,
  last,
  order,
  onMove,
  onDrop,
  onEdit,
  onDelete,
}: {
  product: AdminProduct;
  first: boolean;
  last: boolean;
  order: ProductOrder;
  onMove: (by: -1 | 1) => void;
  onDrop: (draggedId: string) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const save = useSaveCatalogueItem('products');
  const toast = useToast();
  const target = dropsOn(order, product);
  const allowDrop = (event: DragEvent) => {
    if (target) event.preventDefault();
  };
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', product.id);
        order.setDragging(product);
      }}
      onDragEnd={() => order.setDragging(null)}
      onDragEnter={allowDrop}
      onDragOver={allowDrop}
      onDrop={(event) => {
        event.preventDefault();
        if (target && order.dragging) onDrop(order.dragging.id);
        order.setDragging(null);
      }}
      className={cn(
        'flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-tea-900/10',
        order.dragging?.id === product.id && 'opacity-50',
        target && 'ring-2 ring-taro-600/60',
      )}
    >
      {/* The picture is where a card is taken to drag it; Move up and Move down sit under it, adding no height. */}
      <div className="flex shrink-0 flex-col items-center gap-1">
        <ProductPicture src={product.image} size={56} className="size-14 cursor-grab rounded-xl" />
        <MoveControls name={product.name} first={first} last={last} compact onMove={onMove} />
      </div>
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
