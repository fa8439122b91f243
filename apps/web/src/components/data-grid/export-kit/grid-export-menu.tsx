import { Anchor, Button, Group, Menu, Progress, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { Icon } from '@/components/icons';
import type { GridToolbarApi } from '../data-grid';
import { cellText, useCellTexts } from '../grid-cells';
import type { GridRow } from '../grid-types';
import { buildExport, exportFileName, type ExportColumn, type ExportFormat } from './build-files';
import { saveBlob, fetchServerFile, type DirectLink } from './download';
import { ExportEmailDialog } from './export-email-dialog';

type Props<Row extends GridRow> = {
  api: GridToolbarApi<Row>;
  /** Title of the PDF and the sheet name. */
  title: string;
  /**
   * A server-mode list's streamed export: the path for a format (same filters and sort as the grid, the visible
   * columns in order). Without it the file is built in the browser from the grid's rows.
   */
  serverPath?: (format: ExportFormat) => string;
};

/**
 * Export menu of the grid (spec 2 §2, §9): CSV, Excel, PDF and E-mail, the visible exportable columns in the
 * grid's order, texts as the grid shows them, cells escaped against formula injection. Long exports show
 * progress; if the download does not start, a direct link is offered.
 */
export function GridExportMenu<Row extends GridRow>({ api, title, serverPath }: Props<Row>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ received: number; fraction: number | null } | null>(null);
  const [link, setLink] = useState<DirectLink | null>(null);
  const [emailing, setEmailing] = useState(false);
  const texts = useCellTexts();
  const columns: ExportColumn<Row>[] = api.visibleColumns.map((c) => ({
    title: c.title,
    value: (row) => {
      const text = cellText(c, row, texts);
      const raw = row[c.field];
      return (c.type === 'number' || c.type === 'money') && typeof raw === 'number' ? raw : text;
    },
  }));

  const exportAs = async (format: ExportFormat) => {
    setBusy(true);
    setLink(null);
    setProgress({ received: 0, fraction: null });
    const fileName = exportFileName(format, title);
    try {
      const blob = serverPath
        ? await fetchServerFile(serverPath(format), setProgress)
        : await buildExport(format, columns, await api.loadAllRows(), title);
      setLink(saveBlob(blob, fileName));
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : t('grid.export.failed'));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button variant="default" size="xs" loading={busy} leftSection={<Icon name="download" size={16} />}>
            {t('grid.export.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void exportAs('csv')}>{t('grid.export.csv')}</Menu.Item>
          <Menu.Item onClick={() => void exportAs('xlsx')}>{t('grid.export.excel')}</Menu.Item>
          <Menu.Item onClick={() => void exportAs('pdf')}>{t('grid.export.pdf')}</Menu.Item>
          <Menu.Item leftSection={<Icon name="mail" size={16} />} onClick={() => setEmailing(true)}>
            {t('grid.export.email')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {progress && (
        <Group gap={4} wrap="nowrap" role="status" aria-live="polite">
          {progress.fraction !== null ? (
            <Progress value={progress.fraction * 100} w={80} aria-label={t('grid.export.progress')} />
          ) : null}
          <Text size="xs">{t('grid.export.received', { kb: Math.round(progress.received / 1024) })}</Text>
        </Group>
      )}
      {link && (
        <Anchor href={link.href} download={link.fileName} size="sm">
          {t('grid.export.directLink', { fileName: link.fileName })}
        </Anchor>
      )}
      {emailing && (
        <ExportEmailDialog
          opened
          onClose={() => setEmailing(false)}
          columns={columns}
          loadRows={api.loadAllRows}
          title={title}
        />
      )}
    </Group>
  );
}
