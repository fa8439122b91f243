import { Switch, type SwitchProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { noop } from './field-value';

export type YesNoSwitchProps = Omit<SwitchProps, 'onChange' | 'checked' | 'value' | 'onLabel' | 'offLabel'> & {
  checked?: boolean;
  onChange?: (checked: boolean) => void;
};

/** A switch whose track reads Yes or No; `form.getInputProps(field, { type: 'checkbox' })` spreads in. */
export function YesNoSwitch({ checked = false, onChange = noop, size = 'lg', ...rest }: YesNoSwitchProps) {
  const { t } = useTranslation();
  return (
    <Switch
      {...rest}
      size={size}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      onLabel={t('form.yes')}
      offLabel={t('form.no')}
    />
  );
}
