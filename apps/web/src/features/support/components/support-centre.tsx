import { ActionIcon, Button, Center, Group, Loader, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';

/**
 * The ticket form loads when the dialog first opens: it brings the form library and the ticket schema, which the
 * public pages (where the headset button also is) should not pay for up front (decision 042).
 */
const TicketForm = lazy(() => import('./ticket-form').then((m) => ({ default: m.TicketForm })));

/**
 * The support-centre headset button, the ticket dialog (current page prefilled, e-mail locked when known)
 * and the thank-you dialog that follows a sent ticket (spec 1 §2, §4).
 */
export function SupportCentre() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [ticketId, setTicketId] = useState<string | null>(null);
  return (
    <>
      <Tooltip label={t('support.open')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('support.open')}
          onClick={() => setOpen(true)}
        >
          <Icon name="headset" />
        </ActionIcon>
      </Tooltip>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('support.title')} size="lg">
        {open && (
          <Suspense
            fallback={
              <Center py="lg">
                <Loader aria-label={t('app.loader')} />
              </Center>
            }
          >
            <TicketForm
              onCancel={() => setOpen(false)}
              onSent={(id) => {
                setOpen(false);
                setTicketId(id);
              }}
            />
          </Suspense>
        )}
      </Modal>
      <Modal opened={ticketId !== null} onClose={() => setTicketId(null)} title={t('support.thanksTitle')}>
        <Stack>
          <Text>{t('support.thanksBody', { ticketId })}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setTicketId(null)} data-autofocus>
              {t('support.done')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
