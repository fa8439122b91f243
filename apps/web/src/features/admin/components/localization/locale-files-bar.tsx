import type { LocaleExportFormat } from '@connect/contracts/localization/localization-admin.schemas';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/components/data-grid/export-kit/download';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { fetchLocaleFile } from '@/features/admin/api/admin-localization';
import { ImportDialog } from './import-dialog';

/** A locale's files: export as JSON or XLIFF, the missing-keys report as CSV, and import (decision 074). */
export function LocaleFilesBar({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const download = async (kind: LocaleExportFormat | 'missing') => {
    setBusy(kind);
    try {
      const file = await fetchLocaleFile(locale, kind);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" role="group" aria-label={t('localizationAdmin.files.heading', { locale })}>
      <Button size="xs" variant="light" loading={busy === 'json'} onClick={() => void download('json')}>
        {t('localizationAdmin.files.exportJson')}
      </Button>
      <Button size="xs" variant="light" loading={busy === 'xliff'} onClick={() => void download('xliff')}>
        {t('localizationAdmin.files.exportXliff')}
      </Button>
      <Button size="xs" variant="light" loading={busy === 'xliff2'} onClick={() => void download('xliff2')}>
        {t('localizationAdmin.files.exportXliff20')}
      </Button>
      <Button size="xs" variant="light" loading={busy === 'missing'} onClick={() => void download('missing')}>
        {t('localizationAdmin.files.missingReport')}
      </Button>
      <Button size="xs" variant="light" onClick={() => setImporting(true)}>
        {t('localizationAdmin.files.import')}
      </Button>
      <ImportDialog locale={locale} opened={importing} onClose={() => setImporting(false)} />
    </Group>
  );
}
