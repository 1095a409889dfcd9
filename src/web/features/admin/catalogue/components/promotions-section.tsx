import { dedupeByCategoryAndSize } from '@domain/catalogue';
import { isScheduled, scheduleSummary } from '@domain/deal-schedule';
import { formatPounds } from '@domain/money';
import { bundlePrice } from '@domain/promotion';
import { sizeCode } from '@domain/sizes';
import { cn } from '../../../../lib/cn';
import { AdminSection, CardActions } from '../../../../components/admin/admin-section';
import { useDeleteCatalogueItem } from '../api/delete-catalogue-item';
import { useAdminPromotions } from '../api/get-promotions';
import type { AdminPromotion } from '../../../../lib/admin/catalogue-types';
import { CategoryFilterBar, useCategoryFilter } from './category-filter-bar';
import { DeleteItemDialog, ListStatus, useItemDialogs } from './catalogue-section-parts';
import { PromotionFormDialog } from './promotion-form-dialog';

/** Manage Promotions: filter bar; cards 'category - SIZE', 'Buy N for £price', 'Active: Yes/No'; + Add Promotion. */
export function PromotionsSection() {
  const filter = useCategoryFilter();
  const promotions = useAdminPromotions();
  const dialogs = useItemDialogs((promotion: AdminPromotion) => ({ id: promotion.id, name: promotionName(promotion) }));
  const remove = useDeleteCatalogueItem('promotions');

  // De-duplicated by category plus size, yet every inactive promotion stays listed so it can be edited or
  // deleted; within a pair the active one comes first.
  const shown = dedupeByCategoryAndSize(promotions.data ?? [])
    .filter(filter.shows)
    .sort(
      (a, b) =>
        a.category.localeCompare(b.category) || a.size.localeCompare(b.size) || Number(b.active) - Number(a.active),
    );

  return (
    <AdminSection id="manage-promotions" title="Manage Promotions" addLabel="+ Add Promotion" onAdd={dialogs.add}>
      <CategoryFilterBar what="promotions" {...filter.bar} />
      <ListStatus
        query={promotions}
        what="promotions"
        empty={shown.length ? null : 'No promotions in this category yet.'}
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((promotion) => {
            const label = `${promotion.category} - ${sizeCode(promotion.size)}`;
            return (
              <li key={promotion.id} className="flex flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-tea-900/10">
                <h3 className="font-display text-lg font-bold">{label}</h3>
                <p className="text-sm text-tea-700">{promotion.title}</p>
                <p className="font-semibold">
                  Buy {promotion.requiredQuantity} for {formatPounds(bundlePrice(promotion))}
                </p>
                <p className={cn('text-sm font-semibold', promotion.active ? 'text-matcha-700' : 'text-tea-700')}>
                  Active: {promotion.active ? 'Yes' : 'No'}
                </p>
                {/* Only a scheduled deal says when it runs; one that always runs keeps the card as it was. */}
                {isScheduled(promotion.schedule) ? (
                  <p className="text-sm text-tea-700">Runs: {scheduleSummary(promotion.schedule)}</p>
                ) : null}
                <div className="mt-2">
                  <CardActions
                    name={`${label} promotion`}
                    onEdit={() => dialogs.edit(promotion)}
                    onDelete={() => dialogs.askDelete(promotion)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </ListStatus>
      <PromotionFormDialog {...dialogs.form} defaultCategory={filter.newItemCategory} />
      <DeleteItemDialog what="promotion" remove={remove} {...dialogs.delete} />
    </AdminSection>
  );
}

/** How the delete question names a promotion. */
const promotionName = (promotion: AdminPromotion) =>
  `${promotion.category} - ${sizeCode(promotion.size)}: ${promotion.title}`;
