import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { noop, type ValueProps } from './field-value';

export type AutocompleteFieldProps = Omit<AutocompleteProps, 'onChange' | 'value' | 'data'> &
  ValueProps<string> & {
    data: string[];
    /** Characters typed before options are offered (default 1, spec 2 §5). */
    minLength?: number;
  };

/** An autocomplete that offers options once `minLength` (default 1) characters are typed. */
export function AutocompleteField({
  data,
  value = '',
  onChange = noop,
  minLength = 1,
  ...rest
}: AutocompleteFieldProps) {
  // No options before the minimum length: Mantine opens no dropdown for an empty list.
  return (
    <Autocomplete {...rest} data={value.trim().length >= minLength ? data : []} value={value} onChange={onChange} />
  );
}
