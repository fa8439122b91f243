import { quotationStatusSchema } from '@connect/contracts/quotations/quotations.schemas';
import { requestProgress } from '@connect/domain/grid/progress';
import { Alert, Button, Center, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/entities/display/format';
import { hasPermission } from '@/lib/permissions';
import { paths } from '@/lib/paths';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { useQuotationCounts } from '../api/quotations-api';
import { useQuotationSession } from '../hooks/use-quotation-session';

/**
 * /freight-manager/dashboard (the side menu's Quotations): quotations by status with their progress colour, the
 * offers past their validity, and the ways on — the quotation list, a new request, the freight calculator.
 */
export function FreightManagerDashboardPage() {
  const { t } = useTranslation();
  const { sessionKey, isStaff } = useQuotationSession();
  const user = effectiveUser(useSession());
  const canPrice = hasPermission(user?.permissions ?? [], 'freight-manager');
  const counts = useQuotationCounts(sessionKey);
  const listPath = isStaff ? paths.freightManager.quotations() : paths.quotations.dashboard();
  return (
    <Stack>
      <Title order={1}>{t('quotations.manager.heading')}</Title>
      <Text>{t('quotations.manager.intro')}</Text>
      <Group>
        <Button component={Link} to={listPath}>
          {t('quotations.manager.openQuotations')}
        </Button>
        {!isStaff && canPrice && (
          <Button component={Link} to={paths.quotations.new()} variant="default">
            {t('quotations.manager.newQuotation')}
          </Button>
        )}
        {canPrice && (
          <Button component={Link} to={paths.freightManager.calculator()} variant="default">
            {t('quotations.manager.openCalculator')}
          </Button>
        )}
      </Group>
      <Paper component="section" aria-labelledby="quotation-counts" withBorder p="md" radius="md">
        <Title order={2} size="h4" id="quotation-counts" mb="sm">
          {t('quotations.manager.byStatus')}
        </Title>
        {counts.isPending ? (
          <Center py="md">
            <Loader aria-label={t('quotations.manager.byStatus')} />
          </Center>
        ) : counts.isError ? (
          <Alert color="red" role="alert">
            {counts.error.message}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {quotationStatusSchema.options.map((status) => {
              const progress = requestProgress(status);
              const label = t(`quotations.statuses.${status}`);
              return (
                <Paper component="li" key={status} withBorder p="sm" radius="md">
                  <Text size="sm">{label}</Text>
                  <Text size="xl" fw={700}>
                    {formatNumber(counts.data.counts[status])}
                  </Text>
                  <Progress
                    value={progress.percent}
                    color={progress.tone === 'danger' ? 'red' : undefined}
                    size="sm"
                    aria-hidden
                  />
                </Paper>
              );
            })}
            <Paper component="li" withBorder p="sm" radius="md">
              <Text size="sm">{t('quotations.manager.expiredOffers')}</Text>
              <Text size="xl" fw={700} c={counts.data.expired > 0 ? 'orange.9' : undefined}>
                {formatNumber(counts.data.expired)}
              </Text>
            </Paper>
          </SimpleGrid>
        )}
      </Paper>
    </Stack>
  );
}
