import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '../lib/storage';

const seenKey = 'welcomeTourSeen';

/** Who the tour speaks to: customers follow freight; the forwarder's employees review; admins manage users. */
export type TourRole = 'customer' | 'employee' | 'admin';

const stepsFor = (role: TourRole) =>
  [
    { title: 'welcome.step1Title', body: `welcome.${role}.step1Body`, button: 'welcome.okay' },
    { title: 'welcome.step2Title', body: `welcome.${role}.step2Body`, button: 'welcome.next' },
    { title: 'welcome.step3Title', body: 'welcome.step3Body', button: 'welcome.gotIt' },
  ] as const;

/**
 * The three welcome dialogs (Okay, Next, Got It!) shown once per browser after the first login (spec 1 §4),
 * worded for the role of who signed in.
 */
export function WelcomeTour({ role }: { role: TourRole }) {
  const { t } = useTranslation();
  const steps = stepsFor(role);
  // The step stays put while the dialog fades out after the last one, so it keeps its title throughout.
  const [tour, setTour] = useState(() => ({ open: !readStored<boolean>(seenKey), step: 0 }));
  const finish = () => {
    writeStored(seenKey, true);
    setTour((current) => ({ ...current, open: false }));
  };
  const current = steps[tour.step] ?? steps[0];
  const next = () => (tour.step < steps.length - 1 ? setTour({ open: true, step: tour.step + 1 }) : finish());
  return (
    <Modal opened={tour.open} onClose={finish} title={t(current.title)} centered>
      <Stack>
        <Text>{t(current.body)}</Text>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('welcome.progress', { step: tour.step + 1, total: steps.length })}
          </Text>
          <Button data-autofocus onClick={next}>
            {t(current.button)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
