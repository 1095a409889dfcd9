import { AdminSection, CardActions } from '../../../../components/admin/admin-section';
import { useDeleteCatalogueItem } from '../api/delete-catalogue-item';
import { useAdminCategories } from '../api/get-categories';
import type { AdminCategory } from '../../../../lib/admin/catalogue-types';
import { CategoryFormDialog } from './category-form-dialog';
import { DeleteItemDialog, useItemDialogs } from './catalogue-section-parts';
import { CategoryLoadMessage, categoryLoadMessage } from './category-load-state';

/** Manage Categories: cards with display name and value, Edit, Delete; + Add Category. */
export function CategoriesSection() {
  const categories = useAdminCategories();
  const dialogs = useItemDialogs((category: AdminCategory) => ({ id: category.id, name: category.displayName }));
  const remove = useDeleteCatalogueItem('categories');
  const message = categoryLoadMessage(categories);

  return (
    <AdminSection id="manage-categories" title="Manage Categories" addLabel="+ Add Category" onAdd={dialogs.add}>
      {message ? (
        <CategoryLoadMessage message={message} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-6">
          {categories.data!.map((category) => (
            <li
              key={category.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-2xl bg-white p-3 ring-1 ring-tea-900/10"
            >
              <div className="min-w-0">
                <h3 className="font-display text-base leading-tight font-bold [overflow-wrap:anywhere]">
                  {category.displayName}
                </h3>
                <p className="text-sm text-tea-700 [overflow-wrap:anywhere]">{category.value}</p>
              </div>
              <CardActions
                name={category.displayName}
                onEdit={() => dialogs.edit(category)}
                onDelete={() => dialogs.askDelete(category)}
              />
            </li>
          ))}
        </ul>
      )}
      <CategoryFormDialog {...dialogs.form} />
      <DeleteItemDialog what="category" remove={remove} {...dialogs.delete} />
    </AdminSection>
  );
}
