import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { portOptions, usesSeaports } from '../utils/port-label';

type PortSelectProps = Omit<SelectProps, 'data' | 'onChange' | 'value'> & {
  /** Booking mode: ocean modes offer seaports (UN/LOCODE), air and domestic offer airports (IATA). */
  mode: string;
  value?: string;
  onChange?: (code: string) => void;
};

/** Origin or destination: a searchable list of ports for the mode; typing a city, a name or a code filters it. */
export function PortSelect({ mode, value = '', onChange, ...rest }: PortSelectProps) {
  const { t } = useTranslation();
  const ocean = usesSeaports(mode);
  const data = useMemo(() => portOptions(ocean ? 'OCEAN' : 'AIR'), [ocean]);
  // A code kept from another mode (or a template) that is not in this list still shows as itself.
  const options = value && !data.some((d) => d.value === value) ? [{ value, label: value }, ...data] : data;
  return (
    <Select
      {...rest}
      searchable
      clearable
      placeholder={t('bookings.form.portPlaceholder')}
      nothingFoundMessage={t('errors.noRecordsFound')}
      data={options}
      value={value || null}
      onChange={(code) => onChange?.(code ?? '')}
      limit={50}
    />
  );
}
