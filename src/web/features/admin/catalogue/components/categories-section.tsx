import { useState } from 'react';
import { useToast } from '../../../../components/toast';
import { AdminSection, CardActions } from '../../components/admin-section';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { useDeleteCatalogueItem } from '../api/delete-catalogue-item';
import { useAdminCategories } from '../api/get-categories';
import type { AdminCategory } from '../api/types';
import { CategoryFormDialog } from './category-form-dialog';
import { CategoryLoadMessage, categoryLoadMessage } from './category-load-state';

/** Spec §2 Manage Categories: cards with display name and value, Edit, Delete; + Add Category. */
export function CategoriesSection() {
  const categories = useAdminCategories();
  const [editing, setEditing] = useState<{ category: AdminCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const remove = useDeleteCatalogueItem('categories');
  const toast = useToast();
  const message = categoryLoadMessage(categories);

  return (
    <AdminSection
      id="manage-categories"
      title="Manage Categories"
      addLabel="+ Add Category"
      onAdd={() => setEditing({ category: null })}
    >
      {message ? (
        <CategoryLoadMessage message={message} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {categories.data!.map((category) => (
            <li
              key={category.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-2xl bg-white p-4 ring-1 ring-tea-900/10"
            >
              <div className="min-w-0">
                <h3 className="font-display text-lg font-bold [overflow-wrap:anywhere]">{category.displayName}</h3>
                <p className="text-sm text-tea-700 [overflow-wrap:anywhere]">{category.value}</p>
              </div>
              <CardActions
                name={category.displayName}
                onEdit={() => setEditing({ category })}
                onDelete={() => setDeleting(category)}
              />
            </li>
          ))}
        </ul>
      )}
      <CategoryFormDialog
        category={editing?.category ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDeleteDialog
        what="category"
        name={deleting?.displayName ?? ''}
        open={deleting !== null}
        pending={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => toast({ title: 'Category deleted.', tone: 'success' }),
            onError: (error) => toast({ title: 'The category was not deleted.', description: error.message }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </AdminSection>
  );
}
