import { Fragment, type ComponentType, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/dialog';

/** Whether a form dialog is open, and how it asks to close. */
export interface DialogOpenState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Each add button opens a modal form (Add or Edit), max width md; it scrolls inside on a small screen. The form is
 * drawn only while the dialog is open, and afresh for each item (`formKey`), so each opening starts from the saved
 * values; `form` receives what closes the dialog once the item is saved.
 */
export function FormDialogFrame({
  open,
  onOpenChange,
  noun,
  editing,
  description,
  formKey,
  form,
  wide = false,
}: DialogOpenState & {
  /** What the dialog adds or edits, as its title says it: "Add Product", "Edit Product". */
  noun: string;
  editing: boolean;
  description: string;
  formKey: string;
  form: (onDone: () => void) => ReactNode;
  /** A longer form (an option group with its options) takes more width on a large screen. */
  wide?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={`max-h-[calc(100dvh-2rem)] overflow-y-auto ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
        <DialogTitle>{`${editing ? 'Edit' : 'Add'} ${noun}`}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {open ? <Fragment key={formKey}>{form(() => onOpenChange(false))}</Fragment> : null}
      </DialogContent>
    </Dialog>
  );
}

/** What a product's or a promotion's form starts from: the item (null: a new one), and a new one's category. */
export interface CategorisedItemForm<T> {
  item: T | null;
  defaultCategory: string;
}

/** The Add/Edit dialog of a product or a promotion, around its form. */
export function categorisedItemDialog<T extends { id: string }>(
  noun: string,
  description: string,
  Form: ComponentType<CategorisedItemForm<T> & { onDone: () => void }>,
) {
  return function CategorisedItemDialog({
    item,
    defaultCategory,
    ...dialog
  }: CategorisedItemForm<T> & DialogOpenState) {
    return (
      <FormDialogFrame
        {...dialog}
        noun={noun}
        editing={item !== null}
        description={description}
        formKey={item?.id ?? 'new'}
        form={(onDone) => <Form item={item} defaultCategory={defaultCategory} onDone={onDone} />}
      />
    );
  };
}
