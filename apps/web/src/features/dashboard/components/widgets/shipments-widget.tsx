import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { WidgetFrame, type WidgetFrameControls } from '../widget-frame';

const referenceTypes = ['refno', 'billno', 'mbillno'] as const;
type ReferenceType = (typeof referenceTypes)[number];
const isReferenceType = (value: string): value is ReferenceType =>
  (referenceTypes as readonly string[]).includes(value);

/** Shipments (spec 1 §2): a reference type and a reference; the search opens the shipment dashboard with it. */
export function ShipmentsWidget({ controls }: { controls: WidgetFrameControls }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<ReferenceType>('refno');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = reference.trim();
    if (!value) {
      setError(t('dashboard.widgets.shipments.required'));
      return;
    }
    void navigate(paths.shipments.dashboard({ [type]: value }));
  };

  return (
    <WidgetFrame
      id="shipments"
      icon="shipment"
      title={t('dashboard.widgets.shipments.title')}
      subHeading={t('dashboard.widgets.shipments.subHeading')}
      controls={controls}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label={t('dashboard.widgets.shipments.referenceType')}
            value={type}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isReferenceType(value)) setType(value);
            }}
            data={referenceTypes.map((value) => ({
              value,
              label: t(`dashboard.widgets.shipments.types.${value}`),
            }))}
          />
          <TextInput
            label={t('dashboard.widgets.shipments.reference')}
            value={reference}
            maxLength={100}
            required
            error={error}
            onChange={(event) => {
              setReference(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group>
            <Button type="submit">{t('dashboard.widgets.shipments.search')}</Button>
          </Group>
        </Stack>
      </form>
    </WidgetFrame>
  );
}
