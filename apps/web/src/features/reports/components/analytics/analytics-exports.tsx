import type { AnalyticsFormat } from '@connect/contracts/analytics/analytics.schemas';
import { Button, Group, Menu, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/components/data-grid/export-kit/download';
import { downloadQuarterlyReview } from '@/features/reports/api/get-analytics';
import { formats } from './analytics-parts';

/** Downloads a file the server makes and saves it, with whether one is under way and whether the last one failed. */
function useFileDownload() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async (make: () => Promise<{ blob: Blob; fileName: string }>) => {
    setBusy(true);
    setFailed(false);
    try {
      const file = await make();
      saveBlob(file.blob, file.fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failed, run };
}

/** The analytics page's export menu and the quarterly business review download. */
export function ExportMenu({
  download,
  label,
  pdfLabel,
}: {
  download: (format: AnalyticsFormat) => Promise<{ blob: Blob; fileName: string }>;
  label: string;
  pdfLabel: string;
}) {
  const { t } = useTranslation();
  const { busy, failed, run: save } = useFileDownload();
  const run = (format: AnalyticsFormat) => save(() => download(format));
  return (
    <Group gap="xs">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" loading={busy}>
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {formats.map((format) => (
            <Menu.Item key={format} onClick={() => void run(format)}>
              {format === 'pdf' ? pdfLabel : t(`analytics.exportAs.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {busy && (
        <Text size="sm" role="status">
          {t('analytics.exporting')}
        </Text>
      )}
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {t('analytics.exportFailed')}
        </Text>
      )}
    </Group>
  );
}

/** The current calendar quarter and the four before it, newest first, as `YYYY-Qn`. */
function recentQuarters(today = new Date()): string[] {
  let year = today.getFullYear();
  let quarter = Math.floor(today.getMonth() / 3) + 1;
  const quarters: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    quarters.push(`${year}-Q${quarter}`);
    quarter -= 1;
    if (quarter === 0) {
      quarter = 4;
      year -= 1;
    }
  }
  return quarters;
}

/** The quarterly business review (`wwt-qbr`, decision 068): one PDF of the company's KPIs for a chosen quarter. */
export function QuarterlyReview() {
  const { t } = useTranslation();
  const quarters = recentQuarters();
  const [quarter, setQuarter] = useState(quarters[1] ?? quarters[0] ?? '');
  const { busy, failed, run: save } = useFileDownload();
  const run = () => save(() => downloadQuarterlyReview(quarter));
  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        label={t('analytics.qbr.quarter')}
        value={quarter}
        onChange={(event) => setQuarter(event.currentTarget.value)}
        data={quarters}
      />
      <Button variant="default" loading={busy} onClick={() => void run()}>
        {t('analytics.qbr.download')}
      </Button>
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {t('analytics.qbr.failed')}
        </Text>
      )}
    </Group>
  );
}

/** The spend report with the sender/receiver filter applied: its range, total, months and export. */
