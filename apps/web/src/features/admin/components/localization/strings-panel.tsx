import type { AdminString } from '@connect/contracts/localization/localization-admin.schemas';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Modal,
  NativeSelect,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { messageText } from '@/lib/message-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  useAdminLocales,
  useAdminStrings,
  useDiscardStringDraft,
  usePublishLocale,
  useSaveStringDraft,
  type StringsQuery,
} from '@/features/admin/api/admin-localization';
import { LocaleFilesBar } from './locale-files-bar';
import { TranslationTextarea } from './translation-textarea';

/** A text as readers will see it: placeholders shown as sample values in brackets. */
function preview(text: string): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => `[${name}]`);
}

function StringEditor({ locale, item, onClose }: { locale: string; item: AdminString; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveStringDraft();
  const discard = useDiscardStringDraft();
  const [value, setValue] = useState(item.hasDraft ? (item.draft ?? item.builtIn ?? '') : (item.current ?? ''));
  const [error, setError] = useState<string | undefined>();
  const done = (answer: { message: string }) => {
    notifySuccess(messageText(answer));
    onClose();
  };
  const failed = (e: unknown) => {
    if (e instanceof ApiError) setError(fieldErrorsOf(e.body).value ?? e.message);
    else setError(String(e));
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ locale, key: item.key, value }, { onSuccess: done, onError: failed });
      }}
    >
      <Stack>
        <Text size="sm">
          <Code>{item.key}</Code>
        </Text>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('localizationAdmin.english')}
          </Text>
          <Text size="sm" lang="en-US">
            {item.english}
          </Text>
        </Stack>
        <TranslationTextarea locale={locale} value={value} onChange={setValue} error={error} />
        <Stack gap={2}>
          <Text size="sm" fw={500} id="string-preview">
            {t('localizationAdmin.preview')}
          </Text>
          <Text size="sm" lang={locale} aria-labelledby="string-preview" role="status">
            {preview(value)}
          </Text>
        </Stack>
        <Group justify="space-between">
          <Group>
            {item.hasDraft && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => discard.mutate({ locale, key: item.key }, { onSuccess: done, onError: failed })}
              >
                {t('localizationAdmin.discardDraft')}
              </Button>
            )}
            {item.override !== null && item.builtIn !== null && (
              <Button
                variant="subtle"
                onClick={() =>
                  save.mutate({ locale, key: item.key, value: null }, { onSuccess: done, onError: failed })
                }
              >
                {t('localizationAdmin.backToBuiltIn')}
              </Button>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('localizationAdmin.saveDraft')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Every UI string of a locale with its English source: search, area, missing or changed; edit as drafts; publish. */
export function StringsPanel() {
  const { t } = useTranslation();
  const locales = useAdminLocales();
  const [locale, setLocale] = useState('pt-BR');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [area, setArea] = useState('');
  const [status, setStatus] = useState<StringsQuery['status']>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminString | null>(null);
  const query: StringsQuery = { search: term, area, status, pageNumber: page, pageSize: 25 };
  const strings = useAdminStrings(locale, query);
  const publish = usePublishLocale();
  const current = locales.data?.find((l) => l.locale_code === locale);
  const drafts = current?.drafts ?? 0;
  const data = strings.data;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="localization-strings">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="localization-strings">
          {t('localizationAdmin.strings')}
        </Title>
        <Button
          disabled={drafts === 0}
          loading={publish.isPending}
          onClick={() =>
            publish.mutate(locale, {
              onSuccess: (answer) => notifySuccess(messageText(answer)),
              onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
            })
          }
        >
          {t('localizationAdmin.publish', { count: drafts })}
        </Button>
      </Group>
      <Stack>
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('localizationAdmin.language')}
            value={locale}
            onChange={(e) => {
              setLocale(e.currentTarget.value);
              setPage(1);
            }}
            data={(locales.data ?? []).map((l) => ({
              value: l.locale_code,
              label: `${l.locale_name} (${l.locale_code})`,
            }))}
            w={260}
          />
          <TextInput
            label={t('localizationAdmin.search')}
            leftSection={<Icon name="search" size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={260}
          />
          <NativeSelect
            label={t('localizationAdmin.area')}
            value={area}
            onChange={(e) => {
              setArea(e.currentTarget.value);
              setPage(1);
            }}
            data={[
              { value: '', label: t('localizationAdmin.allAreas') },
              ...(data?.areas ?? []).map((a) => ({ value: a, label: a })),
            ]}
            w={200}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="localization-status">
              {t('localizationAdmin.show')}
            </Text>
            <SegmentedControl
              aria-labelledby="localization-status"
              value={status}
              onChange={(value) => {
                setStatus(value as StringsQuery['status']);
                setPage(1);
              }}
              data={[
                { value: 'all', label: t('localizationAdmin.statuses.all') },
                { value: 'missing', label: t('localizationAdmin.statuses.missing') },
                { value: 'changed', label: t('localizationAdmin.statuses.changed') },
              ]}
            />
          </Stack>
        </Group>
        <LocaleFilesBar locale={locale} />
        {strings.error && (
          <Alert color="red" variant="light" role="alert">
            {strings.error instanceof ApiError ? strings.error.message : t('app.loadFailed')}
          </Alert>
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('localizationAdmin.count', { count: data?.total ?? 0 })}
        </Text>
        <Table striped withTableBorder aria-labelledby="localization-strings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('localizationAdmin.key')}</Table.Th>
              <Table.Th scope="col">{t('localizationAdmin.english')}</Table.Th>
              <Table.Th scope="col">{t('localizationAdmin.text')}</Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">{t('localizationAdmin.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.items ?? []).map((item) => (
              <Table.Tr key={item.key}>
                <Table.Th scope="row" fw={400}>
                  <Code>{item.key}</Code>
                </Table.Th>
                <Table.Td lang="en-US">{item.english}</Table.Td>
                <Table.Td lang={locale}>
                  <Stack gap={2}>
                    <span>{item.current ?? '—'}</span>
                    {item.hasDraft && (
                      <Group gap={4}>
                        <Badge size="xs" variant="light" color="orange">
                          {t('localizationAdmin.draft')}
                        </Badge>
                        <Text size="xs">{item.draft ?? t('localizationAdmin.builtInAgain')}</Text>
                      </Group>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setEditing(item)}
                    aria-label={t('localizationAdmin.editKey', { key: item.key })}
                  >
                    {t('localizationAdmin.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {data && data.total > data.pageSize && (
          <Pagination
            total={Math.ceil(data.total / data.pageSize)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`localizationAdmin.pages.${control}`) })}
            getItemProps={(n) => ({ 'aria-label': t('localizationAdmin.pages.page', { n }) })}
          />
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('localizationAdmin.editTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing && <StringEditor key={editing.key} locale={locale} item={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </Card>
  );
}
