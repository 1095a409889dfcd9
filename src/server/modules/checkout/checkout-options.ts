/**
 * A checkout line's drink options, checked against the live catalogue with the domain's validateChoices
 * (the size dialog's own check) and named and priced by the catalogue, never by the browser. A line sent without
 * options (a basket from before drink options) takes the drink's defaults.
 */
import { defaultChoices, validateChoices, type ChosenOption } from '@domain/drink-options';
import type { Size } from '@domain/sizes';
import { invalid } from '../../errors';
import { productGroupsOf, type OptionCatalogue } from '../catalogue';

export function chooseOptions(
  catalogue: OptionCatalogue,
  product: { id: string; name: string; category: string },
  size: Size,
  optionIds: readonly string[] | null,
): ChosenOption[] {
  const groups = productGroupsOf(catalogue, product);
  const chosen = optionIds ?? defaultChoices(groups);
  const result = validateChoices(product.name, groups, chosen, { size, catalogue: catalogue.groups });
  if (!result.ok) throw invalid(`${result.message}. Please change it in your basket.`);
  return result.options;
}
