import { cleanText } from '@connect/domain/text/clean-text';
import { Textarea, type TextareaProps } from '@mantine/core';
import { noop, type ValueProps } from './field-value';
import { textMaxLength } from './validators';

export type TextAreaFieldProps = Omit<TextareaProps, 'onChange' | 'value'> & ValueProps<string>;

/** A text area: at most 5000 characters, cleaned on blur (line breaks inside kept). */
export function TextAreaField({
  value = '',
  onChange = noop,
  onBlur,
  maxLength = textMaxLength,
  ...rest
}: TextAreaFieldProps) {
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
