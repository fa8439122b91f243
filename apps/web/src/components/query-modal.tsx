import { Alert, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { LabelledModal } from './labelled-modal';

/**
 * A dialog showing what one query answers: a loader while it loads, the server's message (or `failureText`) when
 * it fails, else `children` with the answer. The "who has read it" dialogs of admin messages and resources use it.
 */
export function QueryModal<T>({
  opened,
  onClose,
  title,
  size,
  query,
  failureText,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: 'lg' | 'xl';
  query: UseQueryResult<T>;
  failureText: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <LabelledModal opened={opened} onClose={onClose} size={size} title={title}>
      {query.isPending ? (
        <Loader aria-label={t('app.loader')} />
      ) : query.error ? (
        <Alert color="red" variant="light" role="alert">
          {query.error instanceof ApiError ? query.error.message : failureText}
        </Alert>
      ) : query.data !== undefined ? (
        children(query.data)
      ) : null}
    </LabelledModal>
  );
}
