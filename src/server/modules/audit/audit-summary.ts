/**
 * One audit row in words, for the staff activity list, so a shop owner can see what happened. Built on the
 * server from the row's details so the browser never receives them raw: only the fields named here are ever shown, and
 * a field whose name looks like a secret is named without its value.
 */
import { isStaffRole, STAFF_ROLE_LABELS } from '@domain/staff-roles';
import { formatPounds } from '@domain/money';
import { orderNumber } from '@domain/order-status';
import { isSize, sizeCode } from '@domain/sizes';
import { stockSummary } from './stock-summary';

export interface SummarisedRow {
  action: string;
  entityType: string;
  entityId: string | null;
  details: Record<string, unknown>;
}

/** How many changed fields a summary lists before "and N more". */
const MAX_CHANGES_SHOWN = 3;
/** Longer texts (a description, an image address) are cut: the summary is one short line. */
const MAX_TEXT_SHOWN = 40;
const SECRET_FIELD = /password|token|secret|hash|code/i;

const FIELD_LABELS: Record<string, string> = {
  value: 'value',
  displayName: 'display name',
  sortOrder: 'sort order',
  name: 'name',
  category: 'category',
  description: 'description',
  priceReg: 'regular price',
  priceLrg: 'large price',
  image: 'image',
  calories: 'calories',
  soldOut: 'sold out',
  title: 'title',
  size: 'size',
  requiredQuantity: 'required quantity',
  active: 'active',
  allergens: 'allergens',
  tags: 'dietary tags',
  kind: 'kind',
  min: 'minimum',
  max: 'maximum',
  options: 'options',
  categories: 'categories',
  products: 'products',
};

const labelOf = (field: string) => FIELD_LABELS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

function shortText(value: string): string {
  // Control characters would break the one-line summary (and have no business in it).
  const clean = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return clean.length > MAX_TEXT_SHOWN ? `${clean.slice(0, MAX_TEXT_SHOWN - 1)}…` : clean;
}

const quoted = (value: unknown) => (typeof value === 'string' && value.trim() ? `"${shortText(value)}"` : null);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? shortText(value) : null);
const pounds = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? formatPounds(value) : null;
const count = (value: unknown, word: string) =>
  typeof value === 'number' ? `${value} ${word}${value === 1 ? '' : 's'}` : null;
const minutes = (value: unknown) => (typeof value === 'number' ? `${value} min` : null);

/** A field's value as a person reads it, or null when it is not worth (or not safe) showing. */
function shownValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return field.startsWith('price') ? pounds(value) : String(value);
  if (typeof value === 'string') return field === 'size' && isSize(value) ? sizeCode(value) : (quoted(value) ?? '""');
  return null;
}

/** "regular price £3.50 → £3.80, sold out no → yes and 2 more" from { field: { from, to } }. */
function describeChanges(changes: unknown): string | null {
  if (!changes || typeof changes !== 'object') return null;
  const parts = Object.entries(changes as Record<string, unknown>).map(([field, change]) => {
    if (SECRET_FIELD.test(field) || !change || typeof change !== 'object') return labelOf(field);
    const { from, to } = change as { from?: unknown; to?: unknown };
    const before = shownValue(field, from);
    const after = shownValue(field, to);
    return before !== null && after !== null ? `${labelOf(field)} ${before} → ${after}` : labelOf(field);
  });
  if (parts.length === 0) return null;
  const shown = parts.slice(0, MAX_CHANGES_SHOWN).join(', ');
  return parts.length > MAX_CHANGES_SHOWN ? `${shown} and ${parts.length - MAX_CHANGES_SHOWN} more` : shown;
}

const orderNumberOf = (id: string | null) => (id ? orderNumber(id) : 'unknown');

function promotionLabel(d: Record<string, unknown>): string | null {
  const category = text(d.category);
  if (!category) return null;
  return isSize(d.size) ? `${category} - ${sizeCode(d.size)}` : category;
}

const join = (...parts: Array<string | null | false | undefined>) => parts.filter(Boolean).join(' ');
const inBrackets = (...parts: Array<string | null | false | undefined>) => {
  const inside = parts.filter(Boolean).join(', ');
  return inside ? `(${inside})` : null;
};
const withChanges = (head: string, changes: string | null) => (changes ? `${head}: ${changes}` : head);

/** Counter devices and PINs in words, or null for any other action. */
function counterDeviceSummary(action: string, d: Record<string, unknown>): string | null {
  switch (action) {
    case 'staff.pin':
      return d.own === true ? 'Set their own PIN' : join('Set the PIN of', text(d.name) ?? text(d.email) ?? 'someone');
    case 'device.register':
      return join('Signed in the counter device', quoted(d.name));
    case 'device.revoke':
      return join('Revoked the counter device', quoted(d.name));
    case 'device.mode':
      return join(d.mode === 'kiosk' ? 'Made a self-order kiosk of' : 'Made a till again of', quoted(d.name));
    case 'device.pin_locked':
      return join(
        'The PIN screen of',
        quoted(d.name) ?? 'a counter device',
        'locked',
        typeof d.tries === 'number' && `after ${d.tries} wrong PINs`,
      );
    default:
      return null;
  }
}

export function summariseAudit(row: SummarisedRow): string {
  const d = row.details;
  const onDevice = counterDeviceSummary(row.action, d) ?? stockSummary(row.action, d);
  if (onDevice !== null) return onDevice;
  switch (row.action) {
    case 'auth.sign_in':
      return 'Signed in';
    case 'auth.pin_switch':
      return 'Switched in with their PIN';

    case 'category.create':
      return join('Added category', quoted(d.displayName), inBrackets(text(d.value)));
    case 'category.update': {
      const changes = d.changes as Record<string, { to?: unknown }> | undefined;
      const name = quoted(changes?.displayName?.to) ?? text(row.entityId);
      return withChanges(join('Changed category', name), describeChanges(d.changes));
    }
    case 'category.delete':
      return join('Deleted category', quoted(d.displayName), inBrackets(text(d.value)));

    case 'product.create':
      return join(
        'Added product',
        quoted(d.name),
        text(d.category) && `to ${text(d.category)}`,
        inBrackets(
          pounds(d.priceReg) && `REG ${pounds(d.priceReg)}`,
          pounds(d.priceLrg) && `LRG ${pounds(d.priceLrg)}`,
        ),
      );
    case 'product.update':
      return withChanges(join('Changed product', quoted(d.name)), describeChanges(d.changes));
    case 'product.sold_out':
      return join('Marked', quoted(d.name) ?? 'a product', 'as sold out');
    case 'product.back_in_stock':
      return join('Marked', quoted(d.name) ?? 'a product', 'as back in stock');
    case 'product.delete':
      return join('Deleted product', quoted(d.name), inBrackets(text(d.category)));
    case 'product.reorder':
      return join('Changed the order of the products in', text(row.entityId) ?? 'a category');
    case 'product.photo':
      return join('Uploaded a photo for', quoted(d.name) ?? 'a product');

    case 'promotion.create':
      return join(
        'Added promotion',
        quoted(d.title),
        inBrackets(promotionLabel(d), typeof d.active === 'boolean' && (d.active ? 'active' : 'inactive')),
      );
    case 'promotion.update':
      return withChanges(join('Changed promotion', quoted(d.title)), describeChanges(d.changes));
    case 'promotion.delete':
      return join('Deleted promotion', quoted(d.title), inBrackets(promotionLabel(d)));

    case 'option_group.create':
      return join(
        'Added option group',
        quoted(d.name),
        inBrackets(count(Array.isArray(d.options) ? d.options.length : null, 'option')),
      );
    case 'option_group.update':
      return withChanges(join('Changed option group', quoted(d.name)), describeChanges(d.changes));
    case 'option_group.delete':
      return join('Deleted option group', quoted(d.name));
    case 'option_group.reorder':
      return 'Changed the order of the option groups';
    case 'drink_option.sold_out':
      return join('Marked option', quoted(d.name) ?? 'an option', inBrackets(text(d.group)), 'as sold out');
    case 'drink_option.back_in_stock':
      return join('Marked option', quoted(d.name) ?? 'an option', inBrackets(text(d.group)), 'as back in stock');

    case 'order.confirm':
      return (
        join(
          `Confirmed order ${orderNumberOf(row.entityId)}`,
          inBrackets(minutes(d.prepTime) && `prep time ${minutes(d.prepTime)}`),
        ) + (d.notified ? ', customer e-mailed' : '')
      );
    case 'order.ready':
      return `Marked order ${orderNumberOf(row.entityId)} as ready` + (d.notified ? ', customer e-mailed' : '');
    case 'order.recall':
      return `Recalled order ${orderNumberOf(row.entityId)}`;
    case 'order.cup_made':
      return join('Made', typeof d.cup === 'number' && `cup ${d.cup} of`, `order ${orderNumberOf(row.entityId)}`);
    case 'order.complete':
      return `Marked order ${orderNumberOf(row.entityId)} as completed`;
    case 'order.prep_time':
      return minutes(d.from)
        ? `Changed the prep time of order ${orderNumberOf(row.entityId)} from ${minutes(d.from)} to ${minutes(d.to) ?? 'none'}`
        : `Set the prep time of order ${orderNumberOf(row.entityId)} to ${minutes(d.to) ?? 'none'}`;
    case 'order.refund':
      return (
        join('Refunded', pounds(d.amount), `on order ${orderNumberOf(row.entityId)}`) +
        (d.notified ? ', customer e-mailed' : '')
      );

    case 'order.print_labels':
      return `Printed the labels of order ${orderNumberOf(row.entityId)} again`;
    case 'order.print_ticket':
      return `Printed the ticket of order ${orderNumberOf(row.entityId)} again`;
    case 'printer.add':
      return join('Added printer', quoted(d.name) ?? 'a printer');
    case 'printer.delete':
      return join('Deleted printer', quoted(d.name) ?? 'a printer');
    case 'printer.test':
      return join('Printed a test page on', quoted(d.name) ?? 'a printer');

    case 'payment.test':
      return join('Made a test payment', pounds(d.amount) && `of ${pounds(d.amount)}`, inBrackets(text(d.provider)));

    case 'user.create':
      return join(
        'Added user',
        text(d.email),
        roleWords(d, (role) => `as ${role}`, {
          admin: 'as an admin',
          notAdmin: 'as staff',
          none: 'with no staff role',
        }),
      );
    case 'user.update':
      return join(
        'Set the password and role of',
        text(d.email) ?? 'a user',
        roleWords(d, (role) => `(${role})`, { admin: '(admin)', notAdmin: '(staff)', none: '(no staff role)' }),
      );

    case 'staff.add':
      return join(
        'Added',
        text(d.name) ?? text(d.email),
        roleWords(d, (role) => `as ${role}`, NO_ROLE_WORDS),
      );
    case 'staff.role':
      return join(
        'Made',
        text(d.name) ?? text(d.email),
        roleWords(d, (role) => `a ${role}`, NO_ROLE_WORDS),
      );
    case 'staff.deactivate':
      return join('Deactivated', text(d.name) ?? text(d.email) ?? 'a member of staff');
    case 'staff.link':
      return join('Sent a new password link to', text(d.name) ?? text(d.email) ?? 'a member of staff');
    case 'user.password_set':
      return 'Set their password from an e-mailed link';

    case 'privacy.data_erased':
      return join(
        "Erased a customer's data on request",
        inBrackets(count(d.orders, 'order'), count(d.emails, 'e-mail')),
      );

    default:
      // An action this list does not know yet: its name and what it touched, never its details.
      return join(shortText(row.action), `on ${shortText(row.entityType)}`, row.entityId && shortText(row.entityId));
  }
}

/** The role an account entry names; entries written before roles existed say isAdmin instead. */
function roleWords(d: Record<string, unknown>, named: (role: string) => string, words: RoleWords): string | false {
  if (isStaffRole(d.role)) return named(STAFF_ROLE_LABELS[d.role]);
  if (d.role === null) return words.none;
  return typeof d.isAdmin === 'boolean' && (d.isAdmin ? words.admin : words.notAdmin);
}

interface RoleWords {
  admin: string;
  notAdmin: string;
  none: string;
}

const NO_ROLE_WORDS: RoleWords = { admin: '', notAdmin: '', none: '' };
