import { cleanText } from '@connect/domain/text/clean-text';
import {
  Autocomplete,
  Group,
  NativeSelect,
  NumberInput,
  Switch,
  Textarea,
  TextInput,
  type AutocompleteProps,
  type NumberInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { type ClipboardEvent, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyComboValue, textMaxLength } from './validators';

/**
 * The form kit's inputs (spec 2 §2), Mantine underneath and usable with `form.getInputProps(field)`.
 * Texts are cleaned (trimmed, non-ASCII removed) when the field is left, with the same function the server uses.
 */

/** `value`/`onChange` are optional only so `form.getInputProps(field)` spreads in; a form always passes both. */
type TextFieldProps = Omit<TextInputProps, 'onChange' | 'value'> & {
  value?: string;
  onChange?: (value: string) => void;
};
const noop = () => undefined;

/** A text box: at most 5000 characters, cleaned on blur. */
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

/** A date picker (the browser's own, keyboard-accessible); value YYYY-MM-DD or ''. */
export function DateField({ value = '', onChange = noop, ...rest }: TextFieldProps) {
  return <TextInput {...rest} type="date" value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}

type NumericFieldProps = Omit<NumberInputProps, 'onChange' | 'value' | 'min'> & {
  value?: number | '';
  onChange?: (value: number | '') => void;
  /** Minimum (default 0): the minus key is refused, and so is a pasted value below it. */
  min?: number;
  decimals?: number;
};

/** A numeric box: decimal mode without grouping, minimum 0 by default, no minus key, no pasted value below min. */
export function NumericField({
  value = '',
  onChange = noop,
  min = 0,
  decimals = 2,
  onKeyDown,
  ...rest
}: NumericFieldProps) {
  return (
    <NumberInput
      {...rest}
      value={value}
      min={min}
      decimalScale={decimals}
      allowDecimal={decimals > 0}
      allowNegative={min < 0}
      thousandSeparator={false}
      clampBehavior="none"
      onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === '-' && min >= 0) e.preventDefault();
        onKeyDown?.(e);
      }}
      onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
        const pasted = Number(e.clipboardData.getData('text').trim());
        if (Number.isNaN(pasted) || pasted < min) e.preventDefault();
      }}
    />
  );
}

type MaskedFieldProps = TextFieldProps & {
  /** 9 = a digit, A = a letter, * = either; anything else is shown as typed, e.g. '(999) 999-9999'. */
  mask: string;
};

const slotPattern: Record<string, RegExp> = { '9': /\d/, A: /[A-Za-z]/, '*': /[A-Za-z0-9]/ };

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

/** A masked box; the form checks 'Exactly {n} characters are required' when the field is left. */
export function MaskedField({ mask, value = '', onChange = noop, ...rest }: MaskedFieldProps) {
  return (
    <TextInput
      {...rest}
      value={value}
      placeholder={rest.placeholder ?? mask.replace(/[9A*]/g, '_')}
      onChange={(e) => onChange(applyMask(mask, e.currentTarget.value))}
    />
  );
}

type SelectFieldProps = {
  label: string;
  value?: string;
  onChange?: (value: string) => void;
  options: { id: string; label: string }[];
  /** Offer the '--select--' item (value -1, counts as empty). */
  withEmptyItem?: boolean;
  error?: ReactNode;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
};

/** A select with the optional '--select--' empty item; options are { id, label } (spec 2 §3). */
export function SelectField({ options, withEmptyItem = true, value = '', onChange = noop, ...rest }: SelectFieldProps) {
  return (
    <NativeSelect
      {...rest}
      value={value === '' && withEmptyItem ? emptyComboValue : value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data={[
        ...(withEmptyItem ? [{ value: emptyComboValue, label: '--select--' }] : []),
        ...options.map((o) => ({ value: o.id, label: o.label })),
      ]}
    />
  );
}

/** A switch with the labels Yes and No. */
export function YesNoSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Switch
        label={label}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        onLabel={t('form.yes')}
        offLabel={t('form.no')}
        size="md"
      />
    </Group>
  );
}

/** A text area: at most 5000 characters, cleaned on blur (line breaks kept). */
export function TextAreaField({
  value = '',
  onChange = noop,
  onBlur,
  maxLength = textMaxLength,
  ...rest
}: Omit<TextareaProps, 'onChange' | 'value'> & { value?: string; onChange?: (value: string) => void }) {
  return (
    <Textarea
      {...rest}
      maxLength={maxLength}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e) => {
        const clean = cleanText(e.currentTarget.value);
        if (clean !== value) onChange(clean);
        onBlur?.(e);
      }}
    />
  );
}

/** An autocomplete that offers options from the first character (minimum length 1). */
export function AutocompleteField({
  data,
  value,
  onChange,
  ...rest
}: Omit<AutocompleteProps, 'onChange' | 'value' | 'data'> & {
  data: string[];
  value: string;
  onChange: (value: string) => void;
}) {
  // No options until one character is typed: Mantine opens no dropdown for an empty list.
  return (
    <Autocomplete
      {...rest}
      data={value.trim().length >= 1 ? data : []}
      value={value}
      onChange={onChange}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
