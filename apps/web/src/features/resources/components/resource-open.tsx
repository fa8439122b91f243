import type { Resource } from '@connect/contracts/resources/resources.schemas';
import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { saveBlob } from '@/components/data-grid/export-kit/download';
import { notifyError } from '@/lib/notify';
import { useOpenResourceFile, useRecordResourceRead } from '../api/my-resources';

/**
 * Opens a resource: a link in a new tab (a real link, so the browser's own handling applies; the opening is
 * recorded as it is followed), a file downloaded through the API (the server records the opening).
 */
export function ResourceOpen({ resource, variant = 'button' }: { resource: Resource; variant?: 'button' | 'link' }) {
  const { t } = useTranslation();
  const record = useRecordResourceRead();
  const openFile = useOpenResourceFile();
  const label = variant === 'link' ? resource.title : t('resources.open');
  const name = t('resources.openTitle', { title: resource.title });

  if (resource.kind === 'link' && resource.url) {
    const onClick = () => record.mutate({ resourceId: resource.id, action: 'open' });
    return variant === 'link' ? (
      <Anchor href={resource.url} target="_blank" rel="noopener noreferrer" onClick={onClick} size="sm">
        {label}
      </Anchor>
    ) : (
      <Button
        component="a"
        href={resource.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        size="xs"
        variant="light"
        aria-label={name}
      >
        {label}
      </Button>
    );
  }
  const onOpen = () =>
    openFile.mutate(
      { resourceId: resource.id, fileName: resource.fileName ?? resource.title },
      {
        onSuccess: ({ blob, fileName }) => void saveBlob(blob, fileName),
        onError: (error) => notifyError(error.message),
      },
    );
  return variant === 'link' ? (
    <Anchor component="button" type="button" onClick={onOpen} size="sm" ta="left">
      {label}
    </Anchor>
  ) : (
    <Button
      size="xs"
      variant="light"
      onClick={onOpen}
      loading={openFile.isPending}
      aria-label={name}
      leftSection={<Icon name="download" size={16} />}
    >
      {label}
    </Button>
  );
}
