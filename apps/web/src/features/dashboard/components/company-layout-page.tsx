import {
  dashboardWidgetCatalogue,
  type CompanyDashboardLayoutResponse,
  type DashboardWidgetType,
} from '@connect/contracts/dashboard/dashboard.schemas';
import { ActionIcon, Alert, Button, Card, Group, Loader, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { ApiError } from '@/lib/api-client';
import { useCompanyLayout, useSaveCompanyLayout } from '../api/company-layout';

type Row = { type: DashboardWidgetType; shown: boolean };

/** The rows to edit: the company's default in its order then the rest hidden, or the standard order all shown. */
function rowsOf(layout: CompanyDashboardLayoutResponse): Row[] {
  const standard = [...dashboardWidgetCatalogue].sort((a, b) => a.sequenceId - b.sequenceId).map((w) => w.type);
  if (!layout.widgets) return standard.map((type) => ({ type, shown: true }));
  const chosen = [...layout.widgets].sort((a, b) => a.sequenceId - b.sequenceId).map((w) => w.type);
  return [
    ...chosen.map((type) => ({ type, shown: true })),
    ...standard.filter((type) => !chosen.includes(type)).map((type) => ({ type, shown: false })),
  ];
}

function LayoutEditor({ layout }: { layout: CompanyDashboardLayoutResponse }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(layout));
  const [done, setDone] = useState<'saved' | 'cleared' | null>(null);
  const [noneChosen, setNoneChosen] = useState(false);
  const save = useSaveCompanyLayout(layout.companyCode);
  const titleOf = (type: DashboardWidgetType) => t(`dashboard.widgets.${type}.title`);

  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (!row) return;
    next.splice(index + by, 0, row);
    setRows(next);
    setDone(null);
  };
  const submit = (widgets: Row[], outcome: 'saved' | 'cleared') => {
    setDone(null);
    save.mutate(
      widgets.map((row, i) => ({ type: row.type, sequenceId: i + 1 })),
      {
        onSuccess: (answer) => {
          setRows(rowsOf(answer));
          setDone(outcome);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text role="status">
        {layout.widgets ? t('dashboard.companyLayout.current.company') : t('dashboard.companyLayout.current.standard')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('dashboard.companyLayout.permissionNote')}
      </Text>
      <Stack
        component="ol"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('dashboard.companyLayout.list')}
      >
        {rows.map((row, index) => {
          const name = titleOf(row.type);
          return (
            <Card key={row.type} component="li" withBorder padding="xs" radius="md">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Switch
                    checked={row.shown}
                    label={name}
                    onChange={(event) => {
                      const shown = event.currentTarget.checked;
                      setRows((current) => current.map((r) => (r.type === row.type ? { ...r, shown } : r)));
                      setDone(null);
                      setNoneChosen(false);
                    }}
                  />
                  <Text size="xs" c="dimmed">
                    {t(`dashboard.widgets.${row.type}.subHeading`)}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    disabled={index === 0}
                    aria-label={t('dashboard.companyLayout.moveUp', { name })}
                    onClick={() => move(index, -1)}
                  >
                    <Icon name="arrow-up" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    disabled={index === rows.length - 1}
                    aria-label={t('dashboard.companyLayout.moveDown', { name })}
                    onClick={() => move(index, 1)}
                  >
                    <Icon name="arrow-down" />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
      {noneChosen && (
        <Alert color="red" variant="light" role="alert">
          {t('dashboard.companyLayout.noneChosen')}
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('dashboard.companyLayout.saveFailed')}
        </Alert>
      )}
      {done && (
        <Alert color="green" variant="light" role="status">
          {t(`dashboard.companyLayout.${done}`)}
        </Alert>
      )}
      <Group>
        <Button
          loading={save.isPending && save.variables.length > 0}
          onClick={() => {
            const shown = rows.filter((row) => row.shown);
            if (shown.length === 0) setNoneChosen(true);
            else submit(shown, 'saved');
          }}
        >
          {t('dashboard.companyLayout.save')}
        </Button>
        <Button
          variant="default"
          loading={save.isPending && save.variables.length === 0}
          onClick={() => submit([], 'cleared')}
        >
          {t('dashboard.companyLayout.clear')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /u/dashboard-layouts (issue 21, decision 056): the forwarder's staff set the home widgets a company's users see
 * until they arrange their own (their Reset goes back to it): which widgets, in which order, or the standard layout.
 */
export function CompanyLayoutPage() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [opened, setOpened] = useState<string | null>(null);
  const layout = useCompanyLayout(opened);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (value) setOpened(value);
  };
  const notFound = layout.error instanceof ApiError && layout.error.status === 404;

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('dashboard.companyLayout.heading')}</Title>
        <Text c="dimmed">{t('dashboard.companyLayout.intro')}</Text>
      </Stack>
      <form onSubmit={onSubmit}>
        <Group align="flex-end">
          <TextInput
            label={t('dashboard.companyLayout.companyCode')}
            value={code}
            maxLength={20}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button type="submit">{t('dashboard.companyLayout.open')}</Button>
        </Group>
      </form>
      {opened &&
        (layout.isPending ? (
          <Loader size="sm" aria-label={t('dashboard.companyLayout.loading')} />
        ) : layout.isError ? (
          <Alert color="red" variant="light" role="alert">
            {notFound ? t('dashboard.companyLayout.notFound') : t('dashboard.companyLayout.loadFailed')}
          </Alert>
        ) : (
          <section aria-labelledby="company-layout-title">
            <Title order={2} size="h3" id="company-layout-title" mb="sm">
              {t('dashboard.companyLayout.companyHeading', { code: layout.data.companyCode })}
            </Title>
            <LayoutEditor key={layout.data.companyCode} layout={layout.data} />
          </section>
        ))}
    </Stack>
  );
}
