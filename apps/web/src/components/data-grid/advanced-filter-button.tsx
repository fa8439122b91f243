import type { GridFilter } from '@connect/contracts/grid/grid-query.schemas';
import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons';

/** Number of columns with an active filter: the badge on the Advanced Filter button. */
export function countActiveFilters(filters: readonly GridFilter[]): number {
  return new Set(filters.map((f) => f.field)).size;
}

/** The Advanced Filter button of a toolbar, with the count of active filters as a badge. */
export function AdvancedFilterButton({ activeFilters, onClick }: { activeFilters: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<Icon name="filter" size={16} />}
      onClick={onClick}
      rightSection={
        activeFilters > 0 ? (
          <Badge size="sm" circle aria-label={t('grid.activeFilters', { count: activeFilters })}>
            {activeFilters}
          </Badge>
        ) : undefined
      }
    >
      {t('grid.advancedFilter')}
    </Button>
  );
}
