import type { Booking } from '@connect/contracts/bookings/bookings.schemas';
import { errorEnvelopeSchema, type FieldIssue } from '@connect/contracts/errors/error-envelope.schemas';
import { messages } from '@connect/contracts/errors/messages';
import { Alert, Anchor, List } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectLink } from '@/components/data-grid/export-kit/download';
import { ApiError } from '@/lib/api-client';
import type { SectionKey, UiStrings } from '@/lib/i18n-keys';

/** Pieces the booking details page and its sections share: catalogue texts in the user's language, error lists. */

const catalogKeys = new Map<string, SectionKey<UiStrings['errors']>>(
  Object.entries(messages).map(([key, text]) => [text, key as SectionKey<UiStrings['errors']>]),
);

/** A text of the message catalogue (the server's or the schema's) in the user's language; other texts as they are. */
export function useCatalogText(): (text: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const key = catalogKeys.get(text);
      return key ? t(`errors.${key}`) : text;
    },
    [t],
  );
}

/** The field messages of a 400 answer (`error.details.fields`), in the server's order. */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = errorEnvelopeSchema.safeParse(error.body);
  return parsed.success ? (parsed.data.error.details?.fields ?? []) : [];
}

/** The text of a failure: an API error's (catalogue) text, else the error's own message. */
export function failureText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return messages.genericError;
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** An error in words: its title and, when the server named fields, one line per field. */
export function ProblemAlert({ title, problems = [] }: { title: string; problems?: string[] }) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {problems.length > 0 && (
        <List size="sm" spacing={2}>
          {problems.map((problem, index) => (
            <List.Item key={`${index}-${problem}`}>{problem}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/**
 * What a file action (a download, an opened PDF) left to say: its failure, until closed, and the direct link to
 * follow when the browser refused the automatic download.
 */
export function FileActionOutcome({
  failure,
  link,
  onCloseFailure,
}: {
  failure: string | null;
  link: DirectLink | null;
  onCloseFailure: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {failure && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={onCloseFailure}>
          {failure}
        </Alert>
      )}
      {link && (
        <Anchor href={link.href} download={link.fileName} size="sm">
          {t('grid.export.directLink', { fileName: link.fileName })}
        </Anchor>
      )}
    </>
  );
}

/** Hands the booking of a server answer (upload, remove, submit, review) back to the page's cache. */
export type BookingChanged = (booking: Booking) => void;
