import { pseudoLocaleCode } from '@connect/contracts/localization/pseudo-locale';
import { Alert, Badge, Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { messageText } from '@/lib/message-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  useAdminLocales,
  useAdminString,
  usePublishLocale,
  useSaveStringDraft,
} from '@/features/admin/api/admin-localization';
import { TranslationTextarea } from '../localization/translation-textarea';

type Props = { locale: string; keyName: string; onBack?: (() => void) | undefined; onDone: () => void };

/**
 * One text in the translation mode (decision 083): its key, the English source, what readers of the admin's
 * language see now and any draft; the change is saved as a draft of that language (the drafts of the localization
 * screen), and the language's drafts may be published from here.
 */
export function KeyEditor({ locale, keyName, onBack, onDone }: Props) {
  const { t } = useTranslation();
  const item = useAdminString(locale, locale === pseudoLocaleCode ? null : keyName);
  const locales = useAdminLocales();
  const save = useSaveStringDraft();
  const publish = usePublishLocale();
  const [edited, setEdited] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const language = locales.data?.find((l) => l.locale_code === locale);
  const drafts = language?.drafts ?? 0;
  const back = onBack && (
    <Button variant="subtle" onClick={onBack}>
      {t('localizationAdmin.translationMode.back')}
    </Button>
  );

  if (locale === pseudoLocaleCode) {
    return (
      <Stack>
        <Alert color="yellow" variant="light">
          {t('localizationAdmin.translationMode.pseudoActive')}
        </Alert>
        <Group>{back}</Group>
      </Stack>
    );
  }
  if (item.isPending) return <Loader size="sm" aria-label={t('app.loader')} />;
  if (item.error || !item.data) {
    return (
      <Stack>
        <Text size="sm">
          <Code>{keyName}</Code>
        </Text>
        <Alert color={item.error ? 'red' : 'yellow'} variant="light" role="alert">
          {item.error instanceof ApiError
            ? item.error.message
            : item.error
              ? t('app.loadFailed')
              : t('localizationAdmin.translationMode.notInCatalogue')}
        </Alert>
        <Group>{back}</Group>
      </Stack>
    );
  }

  const string = item.data;
  const latest = string.hasDraft ? (string.draft ?? string.builtIn ?? '') : (string.current ?? '');
  const value = edited ?? latest;
  const failed = (e: unknown) => {
    if (e instanceof ApiError) setError(fieldErrorsOf(e.body).value ?? e.message);
    else setError(String(e));
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        save.mutate(
          { locale, key: string.key, value },
          {
            onSuccess: (answer) => {
              notifySuccess(messageText(answer));
              setEdited(null);
            },
            onError: failed,
          },
        );
      }}
    >
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            <Code>{string.key}</Code>
          </Text>
          <Text size="sm" c="dimmed">
            {t('localizationAdmin.translationMode.language', {
              language: language ? `${language.locale_name} (${locale})` : locale,
            })}
          </Text>
        </Group>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('localizationAdmin.english')}
          </Text>
          <Text size="sm" lang="en-US">
            {string.english}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('localizationAdmin.translationMode.current')}
          </Text>
          <Text size="sm" lang={locale}>
            {string.current ?? t('localizationAdmin.translationMode.none')}
          </Text>
        </Stack>
        {string.hasDraft && (
          <Group gap={6}>
            <Badge size="sm" variant="light" color="orange">
              {t('localizationAdmin.translationMode.pendingDraft')}
            </Badge>
            <Text size="sm" lang={locale}>
              {string.draft ?? t('localizationAdmin.builtInAgain')}
            </Text>
          </Group>
        )}
        <TranslationTextarea locale={locale} value={value} onChange={setEdited} error={error} />
        <Group justify="space-between" wrap="wrap">
          <Group>
            {back}
            {string.override !== null && string.builtIn !== null && (
              <Button
                variant="subtle"
                loading={save.isPending && save.variables?.value === null}
                onClick={() => {
                  setError(undefined);
                  save.mutate(
                    { locale, key: string.key, value: null },
                    {
                      onSuccess: (answer) => {
                        notifySuccess(messageText(answer));
                        setEdited(null);
                      },
                      onError: failed,
                    },
                  );
                }}
              >
                {t('localizationAdmin.backToBuiltIn')}
              </Button>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={onDone}>
              {t('common.close')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={edited === null || edited === latest}>
              {t('localizationAdmin.saveDraft')}
            </Button>
            <Button
              variant="light"
              disabled={drafts === 0}
              loading={publish.isPending}
              onClick={() =>
                publish.mutate(locale, {
                  onSuccess: (answer) => {
                    notifySuccess(messageText(answer));
                    onDone();
                  },
                  onError: (e) => notifyError(e instanceof ApiError ? e.message : String(e)),
                })
              }
            >
              {t('localizationAdmin.publish', { count: drafts })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
