import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<ButtonProps, 'children' | 'onClick'> & {
  label: string;
  /** The accessible name of the button when it differs from its text (e.g. names the row). */
  ariaLabel?: string;
  question: string;
  onConfirm: () => void;
};

/** A button that asks first, in a small dialog (the question, Cancel and the action again). */
export function ConfirmActionButton({ label, ariaLabel, question, onConfirm, ...button }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button {...button} aria-label={ariaLabel} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={label}
        size="sm"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text size="sm">{question}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setOpened(false);
                onConfirm();
              }}
            >
              {label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
