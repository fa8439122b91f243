import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type LabelledModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: 'lg' | 'xl';
  children: ReactNode;
};

/** A dialog whose close button is named in the user's language; the form and query dialogs build on it. */
export function LabelledModal({ opened, onClose, title, size, children }: LabelledModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={size}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Modal>
  );
}
