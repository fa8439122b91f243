import { permissionKeySchema } from '@connect/contracts/admin/admin.schemas';
import {
  messageAudienceKinds,
  messageDraftSchema,
  messageSeverities,
  type AdminMessage,
  type MessageDraft,
} from '@connect/contracts/portal-messages/portal-messages.schemas';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormModal } from '@/components/form-modal';
import { ApiError } from '@/lib/api-client';
import { useConfiguration } from '@/lib/configuration-context';
import { schemaFieldErrors } from '@/lib/contract-message';
import { fieldErrorsOf } from '@/lib/form-errors';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { useSaveAdminMessage } from '@/features/admin/api/admin-messages';
import { useKnownCompanies } from '@/features/admin/hooks/use-known-companies';
import { MessageTextEditor } from './message-text-editor';
import { UserPicker } from '../user-picker';

type Texts = Record<string, { subject: string; body: string }>;
type Form = {
  texts: Texts;
  audienceKind: MessageDraft['audience']['kind'];
  audienceValues: string[];
  severity: MessageDraft['severity'];
  startsAt: string;
  endsAt: string;
  requiresAck: boolean;
  emailCopy: boolean;
  emailAddresses: string[];
};

/** 'YYYY-MM-DDTHH:mm' in the browser's zone, as a datetime-local input holds it. */
function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function formOf(message: AdminMessage | null): Form {
  return {
    texts: message?.texts ?? {},
    audienceKind: message?.audience.kind ?? 'everyone',
    audienceValues: message?.audience.values ?? [],
    severity: message?.severity ?? 'info',
    startsAt: toLocalInput(message ? new Date(message.startsAt) : new Date()),
    endsAt: message?.endsAt ? toLocalInput(new Date(message.endsAt)) : '',
    requiresAck: message?.requiresAck ?? false,
    emailCopy: message?.emailCopy ?? false,
    emailAddresses: message?.emailAddresses ?? [],
  };
}

const localToIso = (value: string) =>
  value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : value;
const emailCheck = z.string().email();

function MessageForm({ message, onDone }: { message: AdminMessage | null; onDone: () => void }) {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  const companies = useKnownCompanies();
  const save = useSaveAdminMessage();
  const defaultLocale = configuration.defaultLocale.locale_code;
  const locales = [
    configuration.defaultLocale,
    ...configuration.activeLocales.filter((l) => l.locale_code !== defaultLocale),
  ];
  const [form, setForm] = useState<Form>(() => formOf(message));
  const [userLabels, setUserLabels] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [emailError, setEmailError] = useState<string | undefined>();
  const [tab, setTab] = useState<string | null>(defaultLocale);
  const update = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  const setText = (locale: string, patch: Partial<{ subject: string; body: string }>) =>
    setForm((current) => ({
      ...current,
      texts: { ...current.texts, [locale]: { subject: '', body: '', ...current.texts[locale], ...patch } },
    }));

  const draftOf = (): unknown => ({
    texts: Object.fromEntries(
      Object.entries(form.texts).filter(
        ([locale, text]) => locale === defaultLocale || text.subject.trim() !== '' || text.body !== '',
      ),
    ),
    defaultLocale,
    audience: { kind: form.audienceKind, values: form.audienceKind === 'everyone' ? [] : form.audienceValues },
    severity: form.severity,
    startsAt: localToIso(form.startsAt),
    endsAt: form.endsAt ? localToIso(form.endsAt) : null,
    requiresAck: form.requiresAck,
    emailCopy: form.emailCopy,
    emailAddresses: form.emailAddresses,
  });

  const submit = (publish: boolean) => {
    const parsed = messageDraftSchema.safeParse({
      ...(draftOf() as object),
      texts: { [defaultLocale]: { subject: '', body: '' }, ...(draftOf() as { texts: Texts }).texts },
    });
    if (!parsed.success) {
      const found = schemaFieldErrors(parsed.error.issues, (path) =>
        path[0] === 'subject' || path[0] === 'body'
          ? `texts.${defaultLocale}.${path[0]}`
          : path[0] === 'texts'
            ? path.slice(0, 3).join('.')
            : path[0] === 'emailAddresses'
              ? 'emailAddresses'
              : path.slice(0, 2).join('.'),
      );
      setErrors(found);
      const textError = Object.keys(found).find((k) => k.startsWith('texts.'));
      if (textError) setTab(textError.split('.')[1] ?? defaultLocale);
      return;
    }
    setErrors({});
    save.mutate(
      { id: message?.id ?? null, draft: parsed.data, publish },
      {
        onSuccess: (saved) => {
          notifySuccess(
            messageText({
              message: '',
              messageKey: saved.publishedAt ? 'server.messages.published' : 'server.messages.saved',
            }),
          );
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(fieldErrorsOf(error.body));
        },
      },
    );
  };

  const failure = save.error instanceof ApiError ? save.error.message : null;
  const companyOptions = (companies.data ?? []).map((c) => ({
    value: c.companyCode,
    label: `${c.name} (${c.companyCode})`,
  }));
  for (const code of form.audienceValues) {
    if (form.audienceKind === 'companies' && !companyOptions.some((o) => o.value === code)) {
      companyOptions.push({ value: code, label: code });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <Stack>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Tabs value={tab} onChange={setTab} keepMounted>
          <Tabs.List>
            {locales.map((locale) => (
              <Tabs.Tab key={locale.locale_code} value={locale.locale_code}>
                {locale.locale_code === defaultLocale
                  ? t('portalMessages.admin.defaultLanguage', { language: locale.locale_name })
                  : locale.locale_name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {locales.map((locale) => {
            const code = locale.locale_code;
            const main = code === defaultLocale;
            return (
              <Tabs.Panel key={code} value={code} pt="sm">
                <Stack gap="sm">
                  {!main && (
                    <Text size="sm" c="dimmed">
                      {t('portalMessages.admin.otherLanguageHint', { language: locale.locale_name })}
                    </Text>
                  )}
                  <TextInput
                    label={t('portalMessages.admin.subject')}
                    withAsterisk={main}
                    lang={code}
                    maxLength={200}
                    value={form.texts[code]?.subject ?? ''}
                    onChange={(e) => setText(code, { subject: e.currentTarget.value })}
                    error={errors[`texts.${code}.subject`]}
                  />
                  <MessageTextEditor
                    label={t('portalMessages.admin.body')}
                    required={main}
                    lang={code}
                    value={form.texts[code]?.body ?? ''}
                    onChange={(body) => setText(code, { body })}
                    error={errors[`texts.${code}.body`] ?? errors[`texts.${code}`]}
                  />
                </Stack>
              </Tabs.Panel>
            );
          })}
        </Tabs>

        <Stack gap="xs">
          <Text fw={500} size="sm" id="message-audience">
            {t('portalMessages.admin.audience')}
          </Text>
          <SegmentedControl
            aria-labelledby="message-audience"
            value={form.audienceKind}
            onChange={(value) => update({ audienceKind: value as Form['audienceKind'], audienceValues: [] })}
            data={messageAudienceKinds.map((kind) => ({
              value: kind,
              label: t(`portalMessages.admin.audiences.${kind}`),
            }))}
          />
          {form.audienceKind === 'companies' && (
            <MultiSelect
              label={t('portalMessages.admin.companies')}
              withAsterisk
              searchable
              data={companyOptions}
              value={form.audienceValues}
              onChange={(audienceValues) => update({ audienceValues })}
              error={errors['audience.values']}
            />
          )}
          {form.audienceKind === 'users' && (
            <UserPicker
              label={t('portalMessages.admin.users')}
              value={form.audienceValues}
              known={userLabels}
              onChange={(audienceValues, labels) => {
                setUserLabels(labels);
                update({ audienceValues });
              }}
              error={errors['audience.values']}
            />
          )}
          {form.audienceKind === 'roles' && (
            <MultiSelect
              label={t('portalMessages.admin.roles')}
              withAsterisk
              data={permissionKeySchema.options.map((p) => ({ value: p, label: t(`permissions.${p}`) }))}
              value={form.audienceValues}
              onChange={(audienceValues) => update({ audienceValues })}
              error={errors['audience.values']}
            />
          )}
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            label={t('portalMessages.admin.severity')}
            value={form.severity}
            onChange={(e) => update({ severity: e.currentTarget.value as Form['severity'] })}
            data={messageSeverities.map((s) => ({ value: s, label: t(`portalMessages.severity.${s}`) }))}
          />
          <TextInput
            type="datetime-local"
            label={t('portalMessages.admin.startsAt')}
            withAsterisk
            value={form.startsAt}
            onChange={(e) => update({ startsAt: e.currentTarget.value })}
            error={errors.startsAt}
          />
          <TextInput
            type="datetime-local"
            label={t('portalMessages.admin.endsAt')}
            value={form.endsAt}
            onChange={(e) => update({ endsAt: e.currentTarget.value })}
            error={errors.endsAt}
          />
        </SimpleGrid>
        <Group>
          <Checkbox
            label={t('portalMessages.admin.requiresAck')}
            checked={form.requiresAck}
            onChange={(e) => update({ requiresAck: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('portalMessages.admin.emailCopy')}
            checked={form.emailCopy}
            onChange={(e) => update({ emailCopy: e.currentTarget.checked })}
          />
        </Group>
        {form.emailCopy && (
          <TagsInput
            label={t('portalMessages.admin.emailAddresses')}
            description={t('portalMessages.admin.emailAddressesHint')}
            value={form.emailAddresses}
            allowDuplicates
            splitChars={[',', ' ', ';']}
            onChange={(values) => {
              const added = values[values.length - 1]?.trim().toLowerCase() ?? '';
              const before = values.slice(0, -1).map((v) => v.toLowerCase());
              if (values.length > form.emailAddresses.length) {
                if (!emailCheck.safeParse(added).success) {
                  setEmailError(t('errors.pleaseEnterValidEmail'));
                  return;
                }
                if (before.includes(added)) {
                  setEmailError(t('errors.emailAlreadyInList'));
                  return;
                }
              }
              setEmailError(undefined);
              update({ emailAddresses: values.map((v) => v.trim().toLowerCase()) });
            }}
            error={emailError ?? errors.emailAddresses}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="light" loading={save.isPending}>
            {t('portalMessages.admin.saveDraft')}
          </Button>
          {!message?.publishedAt && (
            <Button onClick={() => submit(true)} loading={save.isPending}>
              {t('portalMessages.admin.publish')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** Write or change a message: a text per active language, audience, severity, dates, acknowledgment, e-mail copy. */
export function MessageEditorDialog({
  opened,
  message,
  onClose,
}: {
  opened: boolean;
  message: AdminMessage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={message ? t('portalMessages.admin.editTitle') : t('portalMessages.admin.newTitle')}
    >
      <MessageForm key={message?.id ?? 'new'} message={message} onDone={onClose} />
    </FormModal>
  );
}
