import { ActionIcon } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '@/components/deferred-tooltip';
import { ChromeIcon } from '@/components/chrome-icons';

/**
 * The dialogs (and the dialog, focus-trap and scroll-lock code) load when the headset button is first pressed:
 * every public page shows the button, few visitors open it (decision 086).
 */
const SupportDialogs = lazy(() => import('./support-dialogs').then((m) => ({ default: m.SupportDialogs })));

/** The support-centre headset button and, once pressed, its ticket and thank-you dialogs (spec 1 §2, §4). */
export function SupportCentre() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [ticketId, setTicketId] = useState<string | null>(null);
  // Kept mounted after the first opening, so closing animates and focus returns as before.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <DeferredTooltip label={t('support.open')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('support.open')}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <ChromeIcon name="headset" />
        </ActionIcon>
      </DeferredTooltip>
      {wanted && (
        <Suspense fallback={null}>
          <SupportDialogs
            open={open}
            ticketId={ticketId}
            onClose={() => setOpen(false)}
            onSent={(id) => {
              setOpen(false);
              setTicketId(id);
            }}
            onThanksClosed={() => setTicketId(null)}
          />
        </Suspense>
      )}
    </>
  );
}
