import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, withQuery } from '@/lib/paths';
import { WidgetFrame, type WidgetFrameControls } from '../widget-frame';

/** Track (spec 1 §2): a tracking number, opened on the track screen. */
export function TrackWidget({ controls }: { controls: WidgetFrameControls }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = reference.trim();
    if (!value) {
      setError(t('dashboard.widgets.track.required'));
      return;
    }
    void navigate(withQuery(paths.tracking.track(), { ref: value }));
  };

  return (
    <WidgetFrame
      id="track"
      icon="tracking"
      title={t('dashboard.widgets.track.title')}
      subHeading={t('dashboard.widgets.track.subHeading')}
      controls={controls}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('dashboard.widgets.track.trackingNumber')}
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
            <Button type="submit">{t('dashboard.widgets.track.track')}</Button>
          </Group>
        </Stack>
      </form>
    </WidgetFrame>
  );
}
