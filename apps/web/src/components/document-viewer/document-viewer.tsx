import { Alert, Box, Button, Center, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { detectDocumentKind, fileExtension } from './document-kind';
import { DocxView } from './docx-view';
import {
  fetchDocumentBytes,
  loadDocumentContent,
  saveBytes,
  type LoadedContent,
  type ViewerDocument,
} from './load-document';
import { PptxView } from './pptx-view';
import { XlsxView } from './xlsx-view';

export type { ViewerDocument } from './load-document';

export type DocumentViewerProps = {
  /** The document to show; none shows 'No document available' (spec 2 §8). */
  document: ViewerDocument | null | undefined;
  /** Height of the viewer; the spec's is 93vh. */
  height?: string;
  /** false: the document may be viewed but not saved (no Download buttons). Default true. */
  allowDownload?: boolean;
};

const documentKeys = {
  content: (document: ViewerDocument | null | undefined) =>
    ['document-viewer', document?.url, document?.fileName, document?.contentType] as const,
};

/**
 * A blob: URL for bytes, revoked when they change or the viewer goes. The type is the viewer's own choice
 * (sniffed image type, application/pdf), never the server's, so the browser never renders the file as a page.
 */
function useObjectUrl(bytes: Uint8Array, type: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [bytes, type]);
  return url;
}

function ImageContent({ bytes, type, fileName }: { bytes: Uint8Array; type: string; fileName: string }) {
  const { t } = useTranslation();
  const url = useObjectUrl(bytes, type);
  if (!url) return null;
  // An SVG goes through <img> too: the browser shows it as a picture and runs none of its script.
  return <Image src={url} alt={t('viewer.imageAlt', { fileName })} fit="contain" h="100%" w="100%" />;
}

function PdfContent({ bytes, fileName }: { bytes: Uint8Array; fileName: string }) {
  const { t } = useTranslation();
  const url = useObjectUrl(bytes, 'application/pdf');
  if (!url) return null;
  // The browser's own PDF viewer in a frame (CSP frame-src allows blob:, see plugins/security.ts).
  return (
    <iframe src={url} title={t('viewer.pdfTitle', { fileName })} style={{ border: 0, width: '100%', height: '100%' }} />
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <Center h="100%" p="md">
      <Text role="status">{children}</Text>
    </Center>
  );
}

function DownloadNotice({
  title,
  text,
  onDownload,
  busy,
}: {
  title: string;
  text: string;
  onDownload: (() => void) | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Center h="100%" p="md">
      <Alert color="blue" title={title} maw="36rem">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{text}</Text>
          {onDownload && (
            <Button variant="light" onClick={onDownload} loading={busy}>
              {t('viewer.downloadToOpen')}
            </Button>
          )}
        </Stack>
      </Alert>
    </Center>
  );
}

/** Scrollable document text: focusable so the keyboard can scroll it, labelled so it can be found. */
function ScrollableContent({ fileName, children }: { fileName: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      role="region"
      aria-label={t('viewer.contentOf', { fileName })}
      tabIndex={0}
      h="100%"
      style={{ overflow: 'auto' }}
    >
      {children}
    </Box>
  );
}

/**
 * The document viewer of spec 2 §2: images directly, PDF in the browser's own viewer, Word, Excel and PowerPoint
 * (.docx, .xlsx, .pptx) read in the app without any outside viewer service, the legacy .doc/.xls/.ppt offered for
 * download. The document is fetched with a GET of its URL (spec 2 §7); a Download button is always there.
 */
export function DocumentViewer({ document, height = '93vh', allowDownload = true }: DocumentViewerProps) {
  const { t } = useTranslation();
  const kind = document ? detectDocumentKind(document.fileName, document.contentType) : undefined;
  const shownInApp = kind !== undefined && kind !== 'legacy-office' && kind !== 'unsupported';
  const content = useQuery({
    queryKey: documentKeys.content(document),
    queryFn: ({ signal }): Promise<LoadedContent> =>
      document ? loadDocumentContent(document, signal) : Promise.resolve({ kind: 'empty' }),
    enabled: shownInApp,
    retry: false,
    staleTime: 5 * 60_000,
    gcTime: 60_000,
  });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string>();

  const download = async () => {
    if (!document) return;
    setDownloadError(undefined);
    if (content.data && content.data.kind !== 'empty') {
      saveBytes(content.data.bytes, document.fileName);
      return;
    }
    setDownloading(true);
    try {
      saveBytes(await fetchDocumentBytes(document.url), document.fileName);
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };
  const onDownload = allowDownload ? () => void download() : undefined;
  const nothingThere = !document || content.data?.kind === 'empty';

  let body: ReactNode;
  if (!document) {
    body = <Notice>{t('errors.noDocumentAvailable')}</Notice>;
  } else if (kind === 'legacy-office') {
    body = (
      <DownloadNotice
        title={t('viewer.legacyOfficeTitle')}
        text={t('viewer.legacyOffice', { extension: fileExtension(document.fileName) || 'doc' })}
        onDownload={onDownload}
        busy={downloading}
      />
    );
  } else if (kind === 'unsupported') {
    body = (
      <DownloadNotice
        title={t('viewer.unsupportedTitle')}
        text={t('viewer.unsupported')}
        onDownload={onDownload}
        busy={downloading}
      />
    );
  } else if (content.isPending) {
    body = (
      <Center h="100%" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('viewer.loading')}</Text>
        </Group>
      </Center>
    );
  } else if (content.isError) {
    body = (
      <Center h="100%" p="md">
        <Alert color="red" title={t('viewer.loadFailed')} role="alert" maw="36rem">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{content.error.message}</Text>
            <Button variant="light" color="red" onClick={() => void content.refetch()}>
              {t('viewer.retry')}
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  } else {
    const data = content.data;
    switch (data.kind) {
      case 'empty':
        body = <Notice>{t('errors.noDocumentAvailable')}</Notice>;
        break;
      case 'image':
        body = <ImageContent bytes={data.bytes} type={data.type} fileName={document.fileName} />;
        break;
      case 'pdf':
        body = <PdfContent bytes={data.bytes} fileName={document.fileName} />;
        break;
      case 'docx':
        body = (
          <ScrollableContent fileName={document.fileName}>
            <DocxView blocks={data.document.blocks} />
          </ScrollableContent>
        );
        break;
      case 'xlsx':
        body = (
          <ScrollableContent fileName={document.fileName}>
            <XlsxView sheets={data.document.sheets} />
          </ScrollableContent>
        );
        break;
      case 'pptx':
        body = (
          <ScrollableContent fileName={document.fileName}>
            <PptxView slides={data.document.slides} />
          </ScrollableContent>
        );
        break;
      case 'unreadable':
        body = (
          <DownloadNotice
            title={t('viewer.unreadableTitle')}
            text={t('viewer.unreadable', { fileName: document.fileName })}
            onDownload={onDownload}
            busy={downloading}
          />
        );
        break;
    }
  }

  return (
    <Stack
      component="section"
      aria-label={document ? t('viewer.region', { fileName: document.fileName }) : t('viewer.title')}
      aria-busy={content.isFetching}
      h={height}
      gap="xs"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={600} truncate="end" title={document?.fileName}>
          {document?.fileName ?? t('viewer.title')}
        </Text>
        {allowDownload && (
          <Button
            variant="default"
            onClick={onDownload}
            loading={downloading}
            disabled={nothingThere}
            aria-label={document ? t('viewer.downloadFile', { fileName: document.fileName }) : undefined}
          >
            {t('viewer.download')}
          </Button>
        )}
      </Group>
      {downloadError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setDownloadError(undefined)}>
          {t('viewer.downloadFailed', { message: downloadError })}
        </Alert>
      )}
      <Box style={{ flex: 1, minHeight: 0 }}>{body}</Box>
    </Stack>
  );
}
