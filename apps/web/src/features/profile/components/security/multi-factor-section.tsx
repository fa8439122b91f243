import { Alert, Button, Card, Group, List, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mfaStatusQuery } from '@/entities/second-factor/second-factor-calls';
import { ApiError } from '@/lib/api-client';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { useSession } from '@/lib/session/session-store';
import { tenantKeyOf } from '@/lib/session/tenant-key';
import { MultiFactorDialog, type MultiFactorAction } from './multi-factor-dialog';
import { PasskeysPanel } from './passkeys-panel';

/**
 * My Profile's multi-factor status (spec 1 §2) and, beyond it, the list of sign-in methods, adding another,
 * removing one and new recovery codes. Choosing Enabled starts the phone-verify flow, Disabled the code entry.
 */
export function MultiFactorSection() {
  const { t } = useTranslation();
  const session = useSession();
  const status = useQuery(mfaStatusQuery(tenantKeyOf(session)));
  const { formatDate } = useDateFormat();
  const [action, setAction] = useState<MultiFactorAction | null>(null);
  const impersonating = Boolean(session.impersonation);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-mfa">
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-mfa">
          {t('mfa.section')}
        </Title>
        <Text size="sm">{t('mfa.sectionIntro')}</Text>
        {status.isPending ? (
          <Loader size="sm" aria-label={t('app.loader')} />
        ) : status.error ? (
          <Alert color="red" variant="light" role="alert">
            {status.error instanceof ApiError ? status.error.message : String(status.error)}
          </Alert>
        ) : (
          <>
            <Select
              label={t('mfa.status')}
              data={[
                { value: 'Enabled', label: t('mfa.enabled') },
                { value: 'Disabled', label: t('mfa.disabled') },
              ]}
              value={status.data.status}
              allowDeselect={false}
              disabled={impersonating || (status.data.status === 'Enabled' && status.data.requiredByCompany)}
              onChange={(value) => {
                if (value === status.data.status) return;
                setAction(value === 'Enabled' ? { kind: 'enable' } : { kind: 'disable' });
              }}
              maw={260}
            />
            {impersonating && <Text size="sm">{t('mfa.impersonating')}</Text>}
            {status.data.requiredByCompany && <Text size="sm">{t('mfa.requiredByCompany')}</Text>}
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('mfa.methods')}
              </Title>
              {status.data.factors.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('mfa.noMethods')}
                </Text>
              ) : (
                <List listStyleType="none" spacing="xs" aria-label={t('mfa.methods')}>
                  {status.data.factors.map((factor) => {
                    const method = `${t(`mfa.kind.${factor.kind}`)} ${factor.label}`;
                    return (
                      <List.Item key={factor.id}>
                        <Group gap="sm" wrap="nowrap">
                          <Stack gap={0} style={{ flex: 1 }}>
                            <Text fw={500}>{method}</Text>
                            <Text size="sm" c="dimmed">
                              {t('mfa.added', { date: formatDate(factor.createdAt) })},{' '}
                              {factor.lastUsedAt
                                ? t('mfa.lastUsed', { date: formatDate(factor.lastUsedAt) })
                                : t('mfa.neverUsed')}
                            </Text>
                          </Stack>
                          <Button
                            variant="subtle"
                            color="red"
                            size="compact-sm"
                            disabled={impersonating}
                            aria-label={t('mfa.removeMethod', { method })}
                            onClick={() => setAction({ kind: 'remove', factorId: factor.id, method })}
                          >
                            {t('mfa.remove')}
                          </Button>
                        </Group>
                      </List.Item>
                    );
                  })}
                </List>
              )}
            </Stack>
            <Group gap="sm">
              {status.data.factors.length > 0 && (
                <Button variant="default" disabled={impersonating} onClick={() => setAction({ kind: 'add' })}>
                  {t('mfa.addMethod')}
                </Button>
              )}
              {status.data.factors.length > 0 && (
                <Button variant="default" disabled={impersonating} onClick={() => setAction({ kind: 'recovery' })}>
                  {t('mfa.renewRecoveryCodes')}
                </Button>
              )}
              {status.data.factors.length > 0 && (
                <Text size="sm" c="dimmed">
                  {t('mfa.recoveryCodesLeft', { count: status.data.recoveryCodesLeft })}
                </Text>
              )}
            </Group>
            <PasskeysPanel />
          </>
        )}
      </Stack>
      {action && status.data && (
        <MultiFactorDialog
          action={action}
          phoneAvailable={status.data.phoneAvailable}
          hasPasskey={status.data.factors.some((factor) => factor.kind === 'passkey')}
          onClose={() => setAction(null)}
        />
      )}
    </Card>
  );
}
