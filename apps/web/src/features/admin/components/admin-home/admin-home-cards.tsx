import type { AdminHome } from '@connect/contracts/admin/admin-home.schemas';
import { Anchor, Badge, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SimpleTable } from '@/components/simple-table';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { paths } from '@/lib/paths';

/** `/u/admin` on one of its tabs, or with the users grid's quick filters set. */
const adminAt = (query: Record<string, string>) => `${paths.admin.users.path}?${new URLSearchParams(query)}`;

/** A card of the admin home: a heading, its figures, and the links to its screens. */
function HomeCard({
  id,
  title,
  children,
  links,
}: {
  id: string;
  title: string;
  children: ReactNode;
  links: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Stack gap="xs" style={{ flex: 1 }}>
          {children}
        </Stack>
        <Group gap="md">{links}</Group>
      </Stack>
    </Card>
  );
}

/** Figures as a two-column list: what is counted, and how many (a warning colour when it needs attention). */
function Figures({ rows }: { rows: { label: string; value: number; attention?: boolean }[] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.label}>
            <Table.Th scope="row" fw={400}>
              {r.label}
            </Table.Th>
            <Table.Td ta="right">
              {r.attention && r.value > 0 ? (
                <Badge color="orange" variant="light" size="lg">
                  {r.value}
                </Badge>
              ) : (
                <Text fw={600}>{r.value}</Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function UsersCard({ data }: { data: AdminHome }) {
  const { t } = useTranslation();
  return (
    <HomeCard
      id="admin-home-users"
      title={t('adminHome.users.heading')}
      links={
        <>
          <Anchor component={Link} to={paths.admin.users.path}>
            {t('adminHome.openUserManagement')}
          </Anchor>
          <Anchor component={Link} to={adminAt({ status: 'invited' })}>
            {t('adminHome.users.showInvited')}
          </Anchor>
        </>
      }
    >
      <Figures
        rows={[
          { label: t('adminHome.users.active'), value: data.users.active },
          { label: t('adminHome.users.invited'), value: data.users.invited },
          { label: t('adminHome.users.disabled'), value: data.users.disabled },
          { label: t('adminHome.users.joined'), value: data.users.joinedLast7Days },
        ]}
      />
    </HomeCard>
  );
}

export function InvitationsCard({ data }: { data: AdminHome }) {
  const { t } = useTranslation();
  return (
    <HomeCard
      id="admin-home-invitations"
      title={t('adminHome.invitations.heading')}
      links={
        <Anchor component={Link} to={adminAt({ status: 'invited' })}>
          {t('adminHome.users.showInvited')}
        </Anchor>
      }
    >
      <Figures
        rows={[
          { label: t('adminHome.invitations.waiting'), value: data.invitations.waiting },
          { label: t('adminHome.invitations.expiringSoon'), value: data.invitations.expiringSoon, attention: true },
          { label: t('adminHome.invitations.expired'), value: data.invitations.expired, attention: true },
        ]}
      />
    </HomeCard>
  );
}

export function OutboxCard({ data }: { data: AdminHome }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const last = data.outbox.lastFailure;
  return (
    <HomeCard
      id="admin-home-outbox"
      title={t('adminHome.outbox.heading')}
      links={
        <>
          <Anchor component={Link} to={adminAt({ tab: 'outbox' })}>
            {t('adminHome.outbox.openMail')}
          </Anchor>
          <Anchor component={Link} to={adminAt({ tab: 'sms' })}>
            {t('adminHome.outbox.openSms')}
          </Anchor>
        </>
      }
    >
      <Figures
        rows={[
          { label: t('adminHome.outbox.mailFailed'), value: data.outbox.mailFailed7Days, attention: true },
          { label: t('adminHome.outbox.smsFailed'), value: data.outbox.smsFailed7Days, attention: true },
        ]}
      />
      {last ? (
        <Text size="sm" c="dimmed">
          {t('adminHome.outbox.lastFailure', {
            channel: t(`adminHome.outbox.channel.${last.channel}`),
            to: last.to,
            when: formatDateTime(last.at),
          })}
          {last.error ? ` — ${last.error}` : ''}
        </Text>
      ) : (
        data.outbox.mailFailed7Days + data.outbox.smsFailed7Days === 0 && (
          <Text size="sm" c="dimmed">
            {t('adminHome.outbox.allDelivered')}
          </Text>
        )
      )}
    </HomeCard>
  );
}

export function IntegrationCard({ data }: { data: AdminHome }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const i = data.integration;
  const last = (at: string | null) =>
    at ? t('adminHome.integration.lastEvent', { when: formatDateTime(at) }) : t('adminHome.integration.noEvent');
  return (
    <HomeCard
      id="admin-home-integration"
      title={t('adminHome.integration.heading')}
      links={
        <Anchor component={Link} to={adminAt({ tab: 'integration' })}>
          {t('adminHome.integration.open')}
        </Anchor>
      }
    >
      <Figures
        rows={[
          { label: t('adminHome.integration.activeKeys'), value: i.activeKeys },
          { label: t('adminHome.integration.shipmentEvents'), value: i.shipmentEvents24h },
          { label: t('adminHome.integration.warehouseEvents'), value: i.warehouseEvents24h },
        ]}
      />
      <Text size="sm" c="dimmed">
        {i.keyLastUsedAt
          ? t('adminHome.integration.keyLastUsed', { when: formatDateTime(i.keyLastUsedAt) })
          : t('adminHome.integration.keyNeverUsed')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('adminHome.integration.shipmentEvents')}: {last(i.lastShipmentEventAt)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('adminHome.integration.warehouseEvents')}: {last(i.lastWarehouseEventAt)}
      </Text>
    </HomeCard>
  );
}

const severityColor = { info: 'blue', warning: 'orange', critical: 'red' } as const;

export function MessagesCard({ data }: { data: AdminHome }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <HomeCard
      id="admin-home-messages"
      title={t('adminHome.messages.heading')}
      links={
        <Anchor component={Link} to={paths.admin.messages.path}>
          {t('adminHome.messages.open')}
        </Anchor>
      }
    >
      <Text size="sm">
        {t('adminHome.messages.running', { count: data.messages.runningCount })} ·{' '}
        {t('adminHome.messages.drafts', { count: data.messages.drafts })}
      </Text>
      <SimpleTable
        label={t('adminHome.messages.heading')}
        loaded
        rows={data.messages.running}
        rowKey={(m) => m.id}
        empty={t('adminHome.messages.none')}
        columns={[
          {
            header: t('adminHome.messages.subject'),
            cell: (m) => (
              <Group gap={6} wrap="nowrap">
                <Badge color={severityColor[m.severity]} variant="light" size="sm">
                  {t(`adminHome.messages.severity.${m.severity}`)}
                </Badge>
                <Text size="sm">{m.subject}</Text>
              </Group>
            ),
          },
          { header: t('adminHome.messages.audience'), cell: (m) => m.audience },
          { header: t('adminHome.messages.seen'), cell: (m) => m.seen },
          {
            header: t('adminHome.messages.acknowledged'),
            cell: (m) => {
              if (!m.requiresAck) return t('adminHome.messages.noAck');
              const rate = m.audience > 0 ? m.acknowledged / m.audience : 0;
              const text = t('adminHome.messages.rate', {
                acknowledged: m.acknowledged,
                audience: m.audience,
                percent: percent.format(rate),
              });
              return (
                <Stack gap={2} miw={120}>
                  <Text size="sm">{text}</Text>
                  <Progress value={rate * 100} size="sm" aria-label={text} />
                </Stack>
              );
            },
          },
        ]}
      />
    </HomeCard>
  );
}

export function AuditCard({ data }: { data: AdminHome }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const person = (email: string | null) =>
    email ? (
      <Anchor component={Link} to={adminAt({ search: email })} size="sm">
        {email}
      </Anchor>
    ) : (
      '—'
    );
  return (
    <HomeCard id="admin-home-audit" title={t('adminHome.audit.heading')} links={null}>
      <SimpleTable
        label={t('adminHome.audit.heading')}
        loaded
        rows={data.audit}
        rowKey={(a) => String(a.id)}
        empty={t('adminHome.audit.none')}
        columns={[
          { header: t('adminHome.audit.when'), cell: (a) => formatDateTime(a.at) },
          { header: t('adminHome.audit.action'), cell: (a) => <code>{a.action}</code> },
          {
            header: t('adminHome.audit.who'),
            cell: (a) => (a.actorEmail ? person(a.actorEmail) : t('adminHome.audit.system')),
          },
          { header: t('adminHome.audit.subject'), cell: (a) => person(a.subjectEmail) },
          { header: t('adminHome.audit.company'), cell: (a) => a.companyCode ?? '—' },
        ]}
      />
    </HomeCard>
  );
}
