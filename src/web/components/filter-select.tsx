/** A staff page's labelled drop-down filter (orders, sales reports): one choice from a fixed list of values. */
import { inputClasses } from './form-field';
import { Labelled } from './labelled';

export function FilterSelect<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: Value;
  /** Each value and its words, in the order the list shows them. */
  options: Record<Value, string>;
  onChange: (value: Value) => void;
}) {
  return (
    <Labelled id={id} label={label} small>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        className={inputClasses}
      >
        {Object.entries<string>(options).map(([choice, words]) => (
          <option key={choice} value={choice}>
            {words}
          </option>
        ))}
      </select>
    </Labelled>
  );
}
