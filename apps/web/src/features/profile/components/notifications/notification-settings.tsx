import {
  notificationModules,
  type EventNotificationEntry,
  type NotificationFrequency,
} from '@connect/contracts/notifications/notifications.schemas';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  NativeSelect,
  Radio,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventName } from '@/entities/event/event-name';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { tenantKeyOf } from '@/lib/session/tenant-key';
import { useEventNotifications, useSaveEventNotifications } from '@/features/profile/api/notification-settings';
import { QuietHoursForm } from './quiet-hours-form';

const keyOf = (e: Pick<EventNotificationEntry, 'companyCode' | 'eventTypeId'>) => `${e.companyCode}:${e.eventTypeId}`;
type Change = Partial<Pick<EventNotificationEntry, 'flag' | 'emailEnabled' | 'portalEnabled' | 'frequency'>>;

/**
 * The notifications section of My Profile (spec 1 §2, §6; issue #16): per module a row per event with its toggle
 * (disabled with the reason when the module's permission is missing), channels and frequency; apply to this
 * account only or to all; company-group users get a panel per company plus an all-group-companies panel; quiet
 * hours below.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const session = useSession();
  const sessionKey = tenantKeyOf(session);
  const groupUser = Boolean(effectiveUser(session)?.companyGroup);
  const query = useEventNotifications(sessionKey);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-notifications">
      <Title order={2} size="h3" id="profile-notifications" mb="xs">
        {t('notifications.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('notifications.intro')}
      </Text>
      {query.isPending ? (
        <Loader aria-label={t('app.loader')} />
      ) : query.error ? (
        <Alert color="red" variant="light" role="alert">
          {query.error instanceof ApiError ? query.error.message : t('notifications.loadFailed')}
        </Alert>
      ) : (
        <NotificationEditor key={sessionKey} entries={query.data} groupUser={groupUser} />
      )}
      <QuietHoursForm sessionKey={sessionKey} />
    </Card>
  );
}

/**
 * Holds only the user's unsaved edits, layered over the server's entries: a late reload of the entries (a company
 * switch settling, another tab saving) refreshes the rows the user has not touched and keeps every unsaved change.
 */
function NotificationEditor({ entries, groupUser }: { entries: EventNotificationEntry[]; groupUser: boolean }) {
  const { t } = useTranslation();
  const [edits, setEdits] = useState<Record<string, Change>>({});
  const [applyTo, setApplyTo] = useState<'account' | 'all'>('account');
  const save = useSaveEventNotifications();
  const companies = [...new Set(entries.map((e) => e.companyCode))];
  const allRows = entries.map((e) => ({ ...e, ...edits[keyOf(e)] }));

  const change = (targets: readonly EventNotificationEntry[], patch: Change) =>
    setEdits((current) => {
      const next = { ...current };
      for (const target of targets) {
        const key = keyOf(target);
        next[key] = { ...next[key], ...patch };
      }
      return next;
    });

  const submit = () => {
    const rows = allRows.filter((e) => e.enabled);
    save.mutate(
      { entries: rows, applyToAll: !groupUser && applyTo === 'all', group: groupUser },
      {
        onSuccess: () => {
          setEdits({});
          notifySuccess(t('notifications.saved'));
        },
        onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
      },
    );
  };

  return (
    <form
      noValidate
      aria-labelledby="profile-notifications"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {groupUser ? (
          <Tabs defaultValue="all" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="all">{t('notifications.allGroupCompanies')}</Tabs.Tab>
              {companies.map((code) => (
                <Tabs.Tab key={code} value={code}>
                  {code}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="all" pt="md">
              <Text size="sm" c="dimmed" mb="sm">
                {t('notifications.allGroupCompaniesHint')}
              </Text>
              <ModulePanels rows={allRows} idPrefix="all" onChange={change} combined />
            </Tabs.Panel>
            {companies.map((code) => (
              <Tabs.Panel key={code} value={code} pt="md">
                <ModulePanels rows={allRows.filter((e) => e.companyCode === code)} idPrefix={code} onChange={change} />
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : (
          <>
            <ModulePanels rows={allRows} idPrefix={companies[0] ?? 'company'} onChange={change} />
            <Radio.Group
              label={t('notifications.applyTo.label')}
              value={applyTo}
              onChange={(value) => setApplyTo(value === 'all' ? 'all' : 'account')}
            >
              <Group mt="xs">
                <Radio value="account" label={t('notifications.applyTo.account')} />
                <Radio value="all" label={t('notifications.applyTo.all')} />
              </Group>
            </Radio.Group>
          </>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('notifications.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The four module panels for a set of rows. `combined` (the all-group-companies panel) shows one row per event:
 * the value of the first company that has the module, and a change goes to every company that has it.
 */
function ModulePanels({
  rows,
  idPrefix,
  onChange,
  combined = false,
}: {
  rows: EventNotificationEntry[];
  idPrefix: string;
  onChange: (targets: readonly EventNotificationEntry[], patch: Change) => void;
  combined?: boolean;
}) {
  const { t } = useTranslation();
  const eventName = useEventName();
  return (
    <Stack gap="md">
      {notificationModules.map((module) => {
        const moduleRows = rows.filter((r) => r.moduleId === module);
        if (moduleRows.length === 0) return null;
        const events = [...new Set(moduleRows.map((r) => r.eventTypeId))];
        const lines = events.map((eventTypeId) => {
          const all = moduleRows.filter((r) => r.eventTypeId === eventTypeId);
          const permitted = all.filter((r) => r.enabled);
          const shown = permitted[0] ?? all[0];
          return { eventTypeId, shown, targets: combined ? permitted : permitted.slice(0, 1) };
        });
        const reasonId = `notifications-${idPrefix}-${module}-reason`;
        const anyPermitted = lines.some((line) => line.targets.length > 0);
        return (
          <Fieldset key={module} legend={t(`notifications.modules.${module}`)}>
            {!anyPermitted && (
              <Text size="sm" c="dimmed" id={reasonId} mb="xs">
                {t('notifications.noPermission', { module: t(`notifications.modules.${module}`) })}
              </Text>
            )}
            <Table verticalSpacing={4} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('notifications.columns.event')}</Table.Th>
                  <Table.Th scope="col">{t('notifications.columns.on')}</Table.Th>
                  <Table.Th scope="col">{t('notifications.columns.email')}</Table.Th>
                  <Table.Th scope="col">{t('notifications.columns.portal')}</Table.Th>
                  <Table.Th scope="col">{t('notifications.columns.frequency')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map(({ eventTypeId, shown, targets }) => {
                  if (!shown) return null;
                  const event = eventName(eventTypeId, shown.eventTypeName);
                  const disabled = targets.length === 0;
                  const described = disabled ? { 'aria-describedby': reasonId } : {};
                  return (
                    <Table.Tr key={eventTypeId}>
                      <Table.Th scope="row" fw={400}>
                        {event}
                      </Table.Th>
                      <Table.Td>
                        <Switch
                          aria-label={t('notifications.toggle', { event })}
                          checked={shown.flag}
                          disabled={disabled}
                          onChange={(e) => onChange(targets, { flag: e.currentTarget.checked })}
                          {...described}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={t('notifications.emailFor', { event })}
                          checked={shown.emailEnabled}
                          disabled={disabled || !shown.flag}
                          onChange={(e) => onChange(targets, { emailEnabled: e.currentTarget.checked })}
                          {...described}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={t('notifications.portalFor', { event })}
                          checked={shown.portalEnabled}
                          disabled={disabled || !shown.flag}
                          onChange={(e) => onChange(targets, { portalEnabled: e.currentTarget.checked })}
                          {...described}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NativeSelect
                          aria-label={t('notifications.frequencyFor', { event })}
                          value={shown.frequency}
                          disabled={disabled || !shown.flag || !shown.emailEnabled}
                          data={[
                            { value: 'immediate', label: t('notifications.frequency.immediate') },
                            { value: 'daily', label: t('notifications.frequency.daily') },
                          ]}
                          onChange={(e) =>
                            onChange(targets, { frequency: e.currentTarget.value as NotificationFrequency })
                          }
                          {...described}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
