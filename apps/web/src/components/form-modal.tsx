import { LabelledModal, type LabelledModalProps } from './labelled-modal';

/**
 * A dialog holding a form that is mounted only while the dialog is open, so every opening starts again from the
 * record's values (or an empty form). The editors of admin messages, resources and tariff lanes use it.
 */
export function FormModal({ opened, children, ...modal }: LabelledModalProps) {
  return (
    <LabelledModal opened={opened} {...modal}>
      {opened && children}
    </LabelledModal>
  );
}
