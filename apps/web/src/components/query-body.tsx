import { Alert, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A section's body that loads on its own: a loader named `loadingLabel` while the call runs, the error's message
 * as an alert when it failed, else the body for the data.
 */
export function QueryBody<T>({
  query,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loader aria-label={loadingLabel} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
