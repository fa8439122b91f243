import { permissionKeySchema } from '@connect/contracts/admin/admin.schemas';
import type { SsoCompany, SsoSettings } from '@connect/contracts/sso/sso.schemas';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  Loader,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { getSsoSettings, removeSsoSettings, saveSsoSettings, ssoKeys } from './sso-calls';

type Draft = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  defaultPermissions: string[];
  enabled: boolean;
  ssoRequired: boolean;
};

const draftOf = (settings: SsoSettings): Draft => ({
  issuer: settings.issuer,
  clientId: settings.clientId,
  clientSecret: '',
  domains: settings.domains.join('\n'),
  defaultPermissions: settings.defaultPermissions,
  enabled: settings.configured ? settings.enabled : true,
  ssoRequired: settings.ssoRequired,
});

function SsoForm({ settings, onClose }: { settings: SsoSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ssoKeys.companies() });
  const save = useMutation({
    mutationFn: () =>
      saveSsoSettings(settings.companyId, {
        issuer: draft.issuer.trim(),
        clientId: draft.clientId.trim(),
        ...(draft.clientSecret ? { clientSecret: draft.clientSecret } : {}),
        domains: draft.domains
          .split(/[\s,;]+/)
          .map((d) => d.trim())
          .filter(Boolean),
        defaultPermissions: draft.defaultPermissions.flatMap((p) => {
          const key = permissionKeySchema.safeParse(p);
          return key.success ? [key.data] : [];
        }),
        enabled: draft.enabled,
        ssoRequired: draft.ssoRequired,
      }),
    onSuccess: async (answer) => {
      notifySuccess(messageText(answer));
      await refresh();
      onClose();
    },
  });
  const remove = useMutation({
    mutationFn: () => removeSsoSettings(settings.companyId),
    onSuccess: async (answer) => {
      notifySuccess(messageText(answer));
      await refresh();
      onClose();
    },
  });
  const failure = save.error ?? remove.error;
  const fields = failure instanceof ApiError ? fieldErrorsOf(failure.body) : {};
  const domainError = Object.entries(fields).find(([name]) => name.startsWith('domains'))?.[1];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack>
        <Text size="sm">{t('sso.admin.intro')}</Text>
        {failure && Object.keys(fields).length === 0 && (
          <Alert color="red" variant="light" role="alert">
            {failure instanceof ApiError ? failure.message : String(failure)}
          </Alert>
        )}
        <TextInput
          label={t('sso.admin.issuer')}
          type="url"
          withAsterisk
          value={draft.issuer}
          error={fields.issuer}
          onChange={(e) => set('issuer', e.currentTarget.value)}
        />
        <TextInput
          label={t('sso.admin.clientId')}
          withAsterisk
          value={draft.clientId}
          error={fields.clientId}
          onChange={(e) => set('clientId', e.currentTarget.value)}
        />
        <PasswordInput
          label={t('sso.admin.clientSecret')}
          autoComplete="new-password"
          withAsterisk={!settings.clientSecretSet}
          description={settings.clientSecretSet ? t('sso.admin.clientSecretKept') : undefined}
          value={draft.clientSecret}
          error={fields.clientSecret}
          onChange={(e) => set('clientSecret', e.currentTarget.value)}
        />
        <Textarea
          label={t('sso.admin.domains')}
          description={t('sso.admin.domainsHint')}
          withAsterisk
          autosize
          minRows={2}
          value={draft.domains}
          error={domainError}
          onChange={(e) => set('domains', e.currentTarget.value)}
        />
        <Checkbox.Group
          label={t('sso.admin.defaultPermissions')}
          value={draft.defaultPermissions}
          onChange={(value) => set('defaultPermissions', value)}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
            {permissionKeySchema.options.map((permission) => (
              <Checkbox key={permission} value={permission} label={t(`permissions.${permission}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Switch
          label={t('sso.admin.enabled')}
          checked={draft.enabled}
          onChange={(e) => set('enabled', e.currentTarget.checked)}
        />
        <Switch
          label={t('sso.admin.ssoRequired')}
          checked={draft.ssoRequired}
          onChange={(e) => set('ssoRequired', e.currentTarget.checked)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('sso.admin.redirectUri')}
          </Text>
          <Code>{settings.redirectUri}</Code>
        </Stack>
        <Group justify="space-between">
          {settings.configured ? (
            <Button color="red" variant="subtle" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('sso.admin.remove')}
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('sso.admin.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('sso.admin.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** A company's single sign-on settings (decision 093); the saved client secret is never shown. */
export function SsoSettingsDialog({ company, onClose }: { company: SsoCompany; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: ssoKeys.settings(company.companyId),
    queryFn: ({ signal }) => getSsoSettings(company.companyId, signal),
    gcTime: 0,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('sso.admin.title', { company: company.companyName })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {settings.isPending && <Loader aria-label={t('app.loader')} />}
      {settings.error && (
        <Alert color="red" variant="light" role="alert">
          {settings.error instanceof ApiError ? settings.error.message : String(settings.error)}
        </Alert>
      )}
      {settings.data && <SsoForm settings={settings.data.settings} onClose={onClose} />}
    </Modal>
  );
}
