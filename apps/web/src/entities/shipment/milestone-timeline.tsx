import type { Milestone } from '@connect/contracts/shipments/shipments.schemas';
import { milestoneState } from '@connect/domain/shipments/shipment-progress';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/dates/use-date-format';
import { TextBadge } from '@/components/text-badge';
import { useEventName } from '@/entities/event/event-name';

/** Event code of spec 2 §3 'Exceptions': shown apart from the regular milestones. */
export const exceptionEventCode = 21;

const locationText = (m: Milestone) =>
  m.locationName && m.locationCode ? `${m.locationName} (${m.locationCode})` : m.locationName || m.locationCode;

/**
 * The milestone timeline of a shipment as an ordered list: each milestone with its estimated and actual time
 * and its location (the milestone named in the user's language by its event code), marked in words (not by colour alone) as the progress rule says (decision 032): Done with an
 * actual time, Planned with only an estimate, Not set with neither. An exception stands out with a red edge and
 * an 'Exception' badge.
 */
export function MilestoneTimeline({ milestones, labelledBy }: { milestones: Milestone[]; labelledBy?: string }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const eventName = useEventName();
  if (milestones.length === 0) return <Text c="dimmed">{t('shipmentStatus.timeline.empty')}</Text>;
  return (
    <Box component="ol" aria-labelledby={labelledBy} className="milestone-timeline" m={0} p={0}>
      {milestones.map((milestone, index) => {
        const exception = milestone.eventCode === exceptionEventCode;
        const state = milestoneState(milestone.estimatedAt, milestone.actualAt);
        const location = locationText(milestone);
        return (
          <Box
            component="li"
            key={`${milestone.eventCode}-${index}`}
            className="milestone-timeline-item"
            data-state={exception ? 'exception' : state}
          >
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{eventName(milestone.eventCode, milestone.name)}</Text>
              {exception ? (
                <TextBadge color="red" variant="light" radius="sm" tt="none">
                  {t('shipmentStatus.timeline.exception')}
                </TextBadge>
              ) : (
                <TextBadge color={state === 'done' ? 'green' : 'gray'} variant="light" radius="sm" tt="none">
                  {state === 'done'
                    ? t('shipmentStatus.timeline.done')
                    : state === 'planned'
                      ? t('shipmentStatus.timeline.planned')
                      : t('shipmentStatus.timeline.unscheduled')}
                </TextBadge>
              )}
            </Group>
            <Text size="sm">
              {t('shipmentStatus.timeline.estimated')}:{' '}
              {formatDateTime(milestone.estimatedAt) || t('shipmentStatus.timeline.notSet')}
              {' · '}
              {t('shipmentStatus.timeline.actual')}:{' '}
              {formatDateTime(milestone.actualAt) || t('shipmentStatus.timeline.notSet')}
            </Text>
            {location && (
              <Text size="sm" c="dimmed">
                {t('shipmentStatus.timeline.location')}: {location}
              </Text>
            )}
            {milestone.description && <Text size="sm">{milestone.description}</Text>}
          </Box>
        );
      })}
    </Box>
  );
}
