import { cleanText } from '@connect/domain/text/clean-text';
import { Alert, NativeSelect, TextInput, type NativeSelectProps, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { noop, type ValueProps } from './field-value';
import { emptyComboValue, textMaxLength } from './validators';

/**
 * The form kit's inputs (spec 2 §2), Mantine underneath and usable with `form.getInputProps(field)` (value,
 * onChange, error, onFocus, onBlur). Texts are cleaned (trimmed, non-ASCII removed) when the field is left, with
 * the function the server uses. `value`/`onChange` are optional only so `getInputProps` spreads in. The number,
 * autocomplete, switch and text-area fields are modules of their own (numeric-field.tsx, autocomplete-field.tsx,
 * yes-no-switch.tsx, text-area-field.tsx): a page that uses only these light fields does not download Mantine's
 * NumberInput, Combobox, Switch and Textarea (issue 22, decision 101).
 */

export type TextFieldProps = Omit<TextInputProps, 'onChange' | 'value'> & ValueProps<string>;

/** A text box (also `type="email"`): at most 5000 characters, cleaned on blur. */
export function TextField({ value = '', onChange = noop, onBlur, maxLength = textMaxLength, ...rest }: TextFieldProps) {
  return (
    <TextInput
      {...rest}
      maxLength={maxLength}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        const clean = cleanText(e.currentTarget.value);
        if (clean !== value) onChange(clean);
        onBlur?.(e);
      }}
    />
  );
}

export type DateFieldProps = Omit<TextInputProps, 'onChange' | 'value' | 'min' | 'max' | 'type'> &
  ValueProps<string> & {
    /** Earliest and latest day offered, YYYY-MM-DD. */
    min?: string;
    max?: string;
  };

/**
 * A date picker: the browser's own date input (typed with the keyboard or picked from its calendar, read out by
 * screen readers); value YYYY-MM-DD, '' while empty or incomplete. Check it with `dateRule`.
 */
export function DateField({ value = '', onChange = noop, ...rest }: DateFieldProps) {
  return <TextInput {...rest} type="date" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}

export type MaskedFieldProps = TextFieldProps & {
  /** 9 = a digit, A = a letter, * = either; anything else is shown as typed, e.g. '(999) 999-9999'. */
  mask: string;
};

const slotPattern: Record<string, RegExp> = { '9': /\d/, A: /[A-Za-z]/, '*': /[A-Za-z0-9]/ };

/** The number of characters a mask asks for (its slots): the n of 'Exactly {n} characters are required'. */
export const maskLength = (mask: string) => [...mask].filter((c) => c in slotPattern).length;

/** Applies a mask to what was typed: keeps the characters that fit the slots, adds the literals between. */
export function applyMask(mask: string, input: string): string {
  const chars = input.replace(/[^A-Za-z0-9]/g, '').split('');
  let out = '';
  for (const slot of mask) {
    if (chars.length === 0) break;
    const pattern = slotPattern[slot];
    if (!pattern) {
      out += slot;
      continue;
    }
    while (chars.length > 0 && !pattern.test(chars[0] ?? '')) chars.shift();
    const next = chars.shift();
    if (next === undefined) break;
    out += next;
  }
  return out;
}

/**
 * A masked box. The form checks 'Exactly {n} characters are required' (`maskedRule(maskLength(mask))`) when the
 * field is left; the mask shows as the placeholder ('_' per slot).
 */
export function MaskedField({ mask, value = '', onChange = noop, ...rest }: MaskedFieldProps) {
  const digitsOnly = [...mask].every((c) => c === '9' || !(c in slotPattern));
  return (
    <TextInput
      inputMode={digitsOnly ? 'numeric' : undefined}
      {...rest}
      value={value}
      placeholder={rest.placeholder ?? mask.replace(/[9A*]/g, '_')}
      onChange={(e) => onChange(applyMask(mask, e.currentTarget.value))}
    />
  );
}

export type SelectOption = { id: string; label: string };
export type SelectFieldProps = Omit<NativeSelectProps, 'onChange' | 'value' | 'data'> &
  ValueProps<string> & {
    options: SelectOption[];
    /** Offer the '--select--' item first (value -1, counts as empty; default on). */
    withEmptyItem?: boolean;
  };

/** A select with the optional '--select--' empty item (value '-1'); options are { id, label }. */
export function SelectField({ options, withEmptyItem = true, value = '', onChange = noop, ...rest }: SelectFieldProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      {...rest}
      value={value === '' && withEmptyItem ? emptyComboValue : value}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.currentTarget.value)}
      data={[
        ...(withEmptyItem ? [{ value: emptyComboValue, label: t('form.selectEmpty') }] : []),
        ...options.map((o) => ({ value: o.id, label: o.label })),
      ]}
    />
  );
}

/** 'This form is not valid.' (spec 2 §5) above a form that was submitted with errors; nothing otherwise. */
export function FormNotValidAlert({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <Alert color="red" role="alert" variant="light">
      {t('errors.formNotValid')}
    </Alert>
  );
}
