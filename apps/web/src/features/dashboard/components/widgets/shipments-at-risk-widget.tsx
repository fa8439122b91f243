import { Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { paths } from '@/lib/paths';
import { useShipmentsAtRisk } from '@/features/dashboard/api/widget-data';
import { WidgetFrame, WidgetQuery, type WidgetFrameControls } from '../widget-frame';

/** Shipments at risk (issue 21): open exceptions, and arrivals promised in the past that have not happened. */
export function ShipmentsAtRiskWidget({ controls }: { controls: WidgetFrameControls }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const shipments = useShipmentsAtRisk();
  const title = t('dashboard.widgets.shipmentsAtRisk.title');
  return (
    <WidgetFrame
      id="shipmentsAtRisk"
      icon="shipment"
      title={title}
      subHeading={t('dashboard.widgets.shipmentsAtRisk.subHeading')}
      controls={controls}
    >
      <Stack gap="sm">
        <WidgetQuery query={shipments} name={title}>
          {(list) =>
            list.length === 0 ? (
              <Text size="sm">{t('dashboard.widgets.shipmentsAtRisk.nothing')}</Text>
            ) : (
              <List size="sm" spacing={4} aria-label={t('dashboard.widgets.shipmentsAtRisk.list')}>
                {list.map((s) => (
                  <List.Item key={s.id}>
                    <Anchor component={Link} to={paths.shipments.details({ id: s.id })}>
                      {s.reason === 'exception'
                        ? t('dashboard.widgets.shipmentsAtRisk.exception', {
                            bill: s.houseBill,
                            exception: s.exception,
                          })
                        : t('dashboard.widgets.shipmentsAtRisk.late', { bill: s.houseBill, date: formatDate(s.eta) })}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )
          }
        </WidgetQuery>
        <Anchor component={Link} to={paths.shipments.dashboard()} size="sm">
          {t('dashboard.widgets.shipmentsAtRisk.seeAll')}
        </Anchor>
      </Stack>
    </WidgetFrame>
  );
}
