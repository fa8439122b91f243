import { reportPeriods } from '@connect/domain/reference/enumerations';
import { Alert, Anchor, Box, Button, Center, Group, Loader, SegmentedControl, Stack, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { DirectLink } from '@/components/data-grid/export-kit/download';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { effectiveUser, useSession } from '@/lib/session/session-store';
import { useTenantKey } from '@/lib/session/tenant-key';
import { downloadReportPdf, useReportDocument } from '../api/get-report-document';
import { viewerRequestOf, withStyleNonce, type ViewerRequest } from '../utils/viewer-request';

/** The style nonce the server put in index.html (the frame's styles need it under the page's CSP). */
function pageStyleNonce(): string {
  const value = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '';
  return value.startsWith('__') ? '' : value;
}

function DocumentFrame({ html, title }: { html: string; title: string }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <Stack gap="xs">
      <Box
        component="iframe"
        ref={frame}
        title={title}
        // No scripts: the page may only be shown and printed (allow-modals lets its print dialog open).
        sandbox="allow-same-origin allow-modals"
        srcDoc={withStyleNonce(html, pageStyleNonce())}
        style={{ border: '1px solid var(--mantine-color-gray-4)', width: '100%', height: '80vh', background: '#fff' }}
      />
      <Group>
        <Button variant="default" onClick={() => frame.current?.contentWindow?.print()}>
          {t('reports.viewer.print')}
        </Button>
      </Group>
    </Stack>
  );
}

function DownloadButton({ request }: { request: ViewerRequest }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<DirectLink | null>(null);
  const [error, setError] = useState('');
  return (
    <Stack gap={4} align="flex-start">
      <Button
        loading={busy}
        onClick={() => {
          setBusy(true);
          setError('');
          downloadReportPdf(request)
            .then(setLink)
            .catch((failure: unknown) =>
              setError(failure instanceof Error ? failure.message : t('errors.genericError')),
            )
            .finally(() => setBusy(false));
        }}
      >
        {t('reports.viewer.download')}
      </Button>
      {link && (
        <Anchor href={link.href} download={link.fileName}>
          {t('reports.viewer.directLink', { fileName: link.fileName })}
        </Anchor>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * /report-viewer?documentName=…&id=…&type=…&companyCode=…&forwarderCode=… (spec 1 §2): the report service's HTML
 * of one document of the selected company in a sandboxed frame, with print and a PDF download of the same layout.
 * A missing, malformed, foreign or other-company id shows 'Record Not Found'; the billing statement's period
 * (type) can be switched on the page.
 */
export function ReportViewerPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const user = effectiveUser(session);
  const sessionKey = useTenantKey();
  const request = viewerRequestOf(params, user?.selectedCompany ?? null);
  const document = useReportDocument(request, session.user?.email ?? '', sessionKey);
  const name = request ? t(`reports.documents.${request.name}`) : t('reports.titles.viewer');
  const notFound = !request || (document.error instanceof ApiError && [400, 404].includes(document.error.status));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('reports.viewer.heading', { document: name })}</Title>
        {request && document.data && <DownloadButton request={request} />}
      </Group>
      {request?.name === 'billing_statement' && (
        <SegmentedControl
          aria-label={t('reports.viewer.period')}
          value={request.Parameters.periodCode ?? 'YTD'}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            next.set('type', value);
            setParams(next, { replace: true });
          }}
          data={reportPeriods.map((p) => ({
            value: p.code,
            label: t(`analytics.periods.${p.code as 'YTD' | 'L6M' | 'L3M' | 'LM'}`),
          }))}
          w="fit-content"
        />
      )}
      {notFound ? (
        <Stack align="flex-start">
          <Alert color="red" role="alert">
            {document.error && !(document.error instanceof ApiError && document.error.code === 'NOT_FOUND')
              ? document.error.message
              : t('errors.recordNotFound')}
          </Alert>
          <Anchor component={Link} to={paths.reports.dashboard()}>
            {t('reports.viewer.backToReports')}
          </Anchor>
        </Stack>
      ) : document.isError ? (
        <Alert color="red" role="alert">
          {document.error.message}
        </Alert>
      ) : document.data ? (
        <DocumentFrame html={document.data} title={t('reports.viewer.frameTitle', { document: name })} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('reports.viewer.loading')} />
        </Center>
      )}
    </Stack>
  );
}
