import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog holding a form that is mounted only while the dialog is open, so every opening starts again from the
 * record's values (or an empty form). The editors of admin messages, resources and tariff lanes use it.
 */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: 'lg' | 'xl';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={size}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && children}
    </Modal>
  );
}
