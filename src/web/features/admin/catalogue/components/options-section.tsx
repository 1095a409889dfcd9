import type { AdminOptionGroupAnswer } from '@domain/contracts/admin-options';
import { dedupeByName } from '@domain/catalogue';
import { choiceHint } from '@domain/drink-options';
import { formatPounds } from '@domain/money';
import { cn } from '../../../../lib/cn';
import { useToast } from '../../../../components/toast';
import { AdminSection, CardActions } from '../../../../components/admin/admin-section';
import { useAdminCategories } from '../api/get-categories';
import { useAdminProducts } from '../api/get-products';
import {
  useAdminOptionGroups,
  useDeleteOptionGroup,
  useReorderOptionGroups,
  useSetOptionSoldOut,
} from '../../../../lib/admin/option-groups';
import type { AdminCategory, AdminProduct } from '../../../../lib/admin/catalogue-types';
import { MoveControls } from './move-controls';
import { DeleteItemDialog, ListStatus, SoldOutSwitch, useItemDialogs } from './catalogue-section-parts';
import { OptionGroupFormDialog } from './option-group-form-dialog';

/**
 * Manage Options: each option group (Sugar, Ice, Toppings) as a card with its rule, where it is offered, its
 * options with their prices and a sold-out switch each; Move up/down, Edit, Delete; + Add Option Group.
 */
export function OptionsSection() {
  const groups = useAdminOptionGroups();
  const categories = useAdminCategories();
  const products = useAdminProducts();
  const dialogs = useItemDialogs((answer: AdminOptionGroupAnswer) => answer.group);
  const remove = useDeleteOptionGroup();
  const reorder = useReorderOptionGroups();
  const toast = useToast();
  const list = groups.data ?? [];
  const productList = dedupeByName(products.data ?? []);

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((entry) => entry.group.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids, {
      onSuccess: () => toast({ title: 'Order saved.', tone: 'success' }),
      onError: (error) => toast({ title: 'The order was not saved.', description: error.message }),
    });
  };

  return (
    <AdminSection id="manage-options" title="Manage Options" addLabel="+ Add Option Group" onAdd={dialogs.add}>
      <p className="-mt-2 text-tea-700">Sugar, ice and toppings. The size dialog shows the groups in this order.</p>
      <ListStatus query={groups} what="options" empty={list.length ? null : 'No option groups yet.'}>
        <ol className="grid gap-3 lg:grid-cols-2">
          {list.map((entry, index) => (
            <GroupCard
              key={entry.group.id}
              entry={entry}
              categories={categories.data ?? []}
              products={productList}
              first={index === 0}
              last={index === list.length - 1}
              moving={reorder.isPending}
              onMove={(by) => move(index, by)}
              onEdit={() => dialogs.edit(entry)}
              onDelete={() => dialogs.askDelete(entry)}
            />
          ))}
        </ol>
      </ListStatus>
      <OptionGroupFormDialog
        {...dialogs.form}
        sortOrder={list.reduce((max, entry) => Math.max(max, entry.group.sortOrder + 1), 0)}
        categories={categories.data ?? []}
        products={productList}
      />
      <DeleteItemDialog what="option group" remove={remove} {...dialogs.delete} />
    </AdminSection>
  );
}

/** "Milk Tea, Fruit Tea; also on Mango Shake; off on Taro Milk Tea", or "Not offered on any drink yet". */
function whereOffered(entry: AdminOptionGroupAnswer, categories: AdminCategory[], products: AdminProduct[]): string {
  const categoryName = (value: string) => categories.find((c) => c.value === value)?.displayName ?? value;
  const productName = (id: string) => products.find((p) => p.id.toLowerCase() === id.toLowerCase())?.name;
  const names = (mode: 'add' | 'remove') =>
    entry.products
      .filter((link) => link.mode === mode)
      .map((link) => productName(link.productId))
      .filter(Boolean)
      .join(', ');
  const parts = [
    entry.categories.map(categoryName).join(', '),
    names('add') && `also on ${names('add')}`,
    names('remove') && `off on ${names('remove')}`,
  ].filter(Boolean);
  return parts.length ? `On ${parts.join('; ')}` : 'Not offered on any drink yet';
}

function priceText(option: { priceReg: number; priceLrg: number }): string | null {
  if (option.priceReg === 0 && option.priceLrg === 0) return null;
  return option.priceReg === option.priceLrg
    ? `+${formatPounds(option.priceReg)}`
    : `+${formatPounds(option.priceReg)} / +${formatPounds(option.priceLrg)} large`;
}

function GroupCard({
  entry,
  categories,
  products,
  first,
  last,
  moving,
  onMove,
  onEdit,
  onDelete,
}: {
  entry: AdminOptionGroupAnswer;
  categories: AdminCategory[];
  products: AdminProduct[];
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { group } = entry;
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-tea-900/10">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-bold [overflow-wrap:anywhere]">{group.name}</h3>
          <p className="text-sm text-tea-700">{choiceHint(group)}</p>
          <p className="text-sm text-tea-700 [overflow-wrap:anywhere]">{whereOffered(entry, categories, products)}</p>
        </div>
        <MoveControls name={group.name} first={first} last={last} busy={moving} onMove={onMove} />
      </div>
      <ul className="divide-y divide-tea-900/10">
        {group.options.map((option) => (
          <OptionRow key={option.id} option={option} />
        ))}
      </ul>
      <CardActions name={group.name} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}

function OptionRow({
  option,
}: {
  option: { id: string; name: string; priceReg: number; priceLrg: number; isDefault: boolean; soldOut: boolean };
}) {
  const setSoldOut = useSetOptionSoldOut();
  const toast = useToast();
  const price = priceText(option);
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <p className="min-w-0 flex-1">
        <span className={cn('[overflow-wrap:anywhere]', option.soldOut ? 'text-tea-700 line-through' : 'font-medium')}>
          {option.name}
        </span>
        {price ? <span className="ml-2 text-sm text-tea-700">{price}</span> : null}
        {option.isDefault ? (
          <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-taro-100 px-2 py-0.5 text-xs font-semibold text-taro-700">
            Default
          </span>
        ) : null}
      </p>
      <div className="flex shrink-0 items-center gap-2">
        <SoldOutSwitch
          label={`Sold out: ${option.name}`}
          checked={option.soldOut}
          pending={setSoldOut.isPending}
          onChange={(soldOut) =>
            setSoldOut.mutate(
              { id: option.id, soldOut },
              {
                onSuccess: () =>
                  toast({
                    title: soldOut ? `${option.name} marked sold out.` : `${option.name} is back in stock.`,
                    tone: 'success',
                  }),
                onError: (error) => toast({ title: 'The change was not saved.', description: error.message }),
              },
            )
          }
        />
      </div>
    </li>
  );
}
