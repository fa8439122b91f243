import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type ClipboardEvent, type KeyboardEvent } from 'react';
import { noop, type ValueProps } from './field-value';

export type NumericFieldProps = Omit<
  NumberInputProps,
  'onChange' | 'value' | 'min' | 'decimalScale' | 'allowNegative' | 'thousandSeparator'
> &
  ValueProps<number | ''> & {
    /** Minimum (default 0): with a minimum of 0 or more the minus key is refused, and so is a pasted value below it. */
    min?: number;
    /** Decimal places allowed (default 2; 0 for whole numbers). */
    decimals?: number;
  };

/** A numeric box: decimal mode without grouping, minimum 0 by default, no minus key, no pasted value below min. */
export function NumericField({
  value = '',
  onChange = noop,
  min = 0,
  decimals = 2,
  onKeyDown,
  onPaste,
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
      hideControls={rest.hideControls ?? true}
      onChange={(v) => onChange(typeof v === 'number' ? v : v.trim() === '' ? '' : Number(v))}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === '-' && min >= 0) e.preventDefault();
        onKeyDown?.(e);
      }}
      onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
        const text = e.clipboardData.getData('text').trim();
        const pasted = Number(text);
        if (text === '' || Number.isNaN(pasted) || pasted < min) e.preventDefault();
        onPaste?.(e);
      }}
    />
  );
}
