import { Alert, Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client';

type RecordNotFoundText = { message: string; backTo: string; backLabel: string };

/** 'Record Not Found' (spec 2 §8) for a missing, malformed or another company's id, with the way back. */
function RecordNotFound({ title, notFound }: { title: string; notFound: RecordNotFoundText }) {
  return (
    <Stack align="flex-start">
      <Title order={1}>{title}</Title>
      <Alert color="red" role="alert">
        {notFound.message}
      </Alert>
      <Anchor component={Link} to={notFound.backTo}>
        {notFound.backLabel}
      </Anchor>
    </Stack>
  );
}

/**
 * A detail page's record, loaded by the id of its address: a loader while it loads, 'Record Not Found' for no
 * valid id or an answer of 404 or 400, any other failure as an alert under the page's title, else the record.
 */
export function LoadedRecord<T>({
  id,
  query,
  title,
  loadingLabel,
  notFound,
  failureText,
  children,
}: {
  /** The record's id from the address, undefined when missing or malformed. */
  id: string | undefined;
  query: UseQueryResult<T>;
  title: string;
  loadingLabel: string;
  notFound: RecordNotFoundText;
  failureText: (error: Error) => string;
  children: (record: T) => ReactNode;
}) {
  if (!id) return <RecordNotFound title={title} notFound={notFound} />;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={loadingLabel} />
      </Center>
    );
  }
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return <RecordNotFound title={title} notFound={notFound} />;
    }
    return (
      <Stack align="flex-start">
        <Title order={1}>{title}</Title>
        <Alert color="red" role="alert">
          {failureText(error)}
        </Alert>
      </Stack>
    );
  }
  return children(query.data);
}
