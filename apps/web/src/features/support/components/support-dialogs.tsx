import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The ticket form loads when the dialog first opens: it brings the form library and the ticket schema, which the
 * public pages (where the headset button also is) should not pay for up front (decision 042).
 */
const TicketForm = lazy(() => import('./ticket-form').then((m) => ({ default: m.TicketForm })));

/**
 * The ticket dialog (current page prefilled, e-mail locked when known) and the thank-you dialog that follows a
 * sent ticket (spec 1 §2, §4). Loaded when the headset button is first pressed (decision 086).
 */
export function SupportDialogs({
  open,
  ticketId,
  onClose,
  onSent,
  onThanksClosed,
}: {
  open: boolean;
  ticketId: string | null;
  onClose: () => void;
  onSent: (ticketId: string) => void;
  onThanksClosed: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Modal opened={open} onClose={onClose} title={t('support.title')} size="lg">
        {open && (
          <Suspense
            fallback={
              <Center py="lg">
                <Loader aria-label={t('app.loader')} />
              </Center>
            }
          >
            <TicketForm onCancel={onClose} onSent={onSent} />
          </Suspense>
        )}
      </Modal>
      <Modal opened={ticketId !== null} onClose={onThanksClosed} title={t('support.thanksTitle')}>
        <Stack>
          <Text>{t('support.thanksBody', { ticketId })}</Text>
          <Group justify="flex-end">
            <Button onClick={onThanksClosed} data-autofocus>
              {t('support.done')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
