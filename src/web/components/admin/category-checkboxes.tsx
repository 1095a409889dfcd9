import { CheckboxField } from '../form-field';

/**
 * A tick a category, two columns from a small tablet up (the categories an option group is offered on, those that
 * earn stamps). Each box is named by the category's display name; what is kept is its value.
 */
export function CategoryCheckboxes({
  idPrefix,
  categories,
  isChosen,
  onToggle,
  className,
}: {
  idPrefix: string;
  categories: readonly { id: string; value: string; displayName: string }[];
  isChosen: (value: string) => boolean;
  onToggle: (value: string, chosen: boolean) => void;
  className?: string;
}) {
  return (
    <div className={`grid gap-2 sm:grid-cols-2 ${className ?? ''}`}>
      {categories.map((category) => (
        <CheckboxField
          key={category.id}
          id={`${idPrefix}-${category.id}`}
          label={category.displayName}
          checked={isChosen(category.value)}
          onChange={(event) => onToggle(category.value, event.target.checked)}
        />
      ))}
    </div>
  );
}
