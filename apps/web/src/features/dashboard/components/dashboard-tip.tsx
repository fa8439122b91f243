import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '@/lib/storage';

type Tip = 'enhancement' | 'help';
const storageKey = (userId: string) => `dashboard.tips.${userId}`;

function seenTips(userId: string): Tip[] {
  const stored = readStored<unknown>(storageKey(userId));
  return Array.isArray(stored) ? stored.filter((v): v is Tip => v === 'enhancement' || v === 'help') : [];
}

/**
 * The one-time UI enhancement tip and the Help & Settings tip of spec 1 §2: shown until the user dismisses them,
 * then never again for this user in this browser.
 */
export function DashboardTip({ userId, tip }: { userId: string; tip: Tip }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => seenTips(userId).includes(tip));
  if (hidden) return null;
  const titleId = `dashboard-tip-${tip}`;
  return (
    <Paper withBorder radius="md" p="sm" role="note" aria-labelledby={titleId} bg="var(--mantine-primary-color-light)">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600} id={titleId}>
            {t(`dashboard.tips.${tip}.title`)}
          </Text>
          <Text size="sm">{t(`dashboard.tips.${tip}.body`)}</Text>
        </Stack>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            writeStored(storageKey(userId), [...new Set([...seenTips(userId), tip])]);
            setHidden(true);
          }}
        >
          {t(`dashboard.tips.${tip}.dismiss`)}
        </Button>
      </Group>
    </Paper>
  );
}
