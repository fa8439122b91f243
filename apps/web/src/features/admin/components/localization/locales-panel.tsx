import { addLocaleSchema } from '@connect/contracts/localization/localization-admin.schemas';
import { Badge, Button, Card, Group, Stack, Switch, Table, TextInput, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { schemaFieldErrors } from '@/lib/contract-message';
import { fieldErrorsOf } from '@/lib/form-errors';
import { messageText } from '@/lib/message-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddLocale, useAdminLocales, useSetLocaleActive } from '@/features/admin/api/admin-localization';

/** The locales: which readers may choose, which has a built-in translation, and adding one ('Locale is Duplicate'). */
export function LocalesPanel() {
  const { t } = useTranslation();
  const locales = useAdminLocales();
  const add = useAddLocale();
  const setActive = useSetLocaleActive();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const parsed = addLocaleSchema.safeParse({ locale_code: code, locale_name: name });
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (answer) => {
        notifySuccess(messageText(answer));
        setCode('');
        setName('');
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(fieldErrorsOf(error.body));
      },
    });
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="localization-locales">
      <Title order={2} size="h3" id="localization-locales" mb="sm">
        {t('localizationAdmin.locales')}
      </Title>
      <Stack>
        <Table striped withTableBorder aria-labelledby="localization-locales">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('localizationAdmin.language')}</Table.Th>
              <Table.Th scope="col">{t('localizationAdmin.code')}</Table.Th>
              <Table.Th scope="col">{t('localizationAdmin.active')}</Table.Th>
              <Table.Th scope="col">{t('localizationAdmin.translation')}</Table.Th>
              <Table.Th scope="col">{t('localizationAdmin.drafts')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(locales.data ?? []).map((locale) => {
              const toggle = (
                <Switch
                  aria-label={t('localizationAdmin.activeFor', { language: locale.locale_name })}
                  checked={locale.active}
                  disabled={locale.isDefault}
                  onChange={(e) =>
                    setActive.mutate(
                      { locale: locale.locale_code, active: e.currentTarget.checked },
                      {
                        onSuccess: (answer) => notifySuccess(messageText(answer)),
                        onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
                      },
                    )
                  }
                />
              );
              return (
                <Table.Tr key={locale.locale_code}>
                  <Table.Th scope="row" fw={400}>
                    <Group gap="xs">
                      {locale.locale_name}
                      {locale.isDefault && (
                        <Badge size="sm" variant="light">
                          {t('localizationAdmin.default')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Th>
                  <Table.Td>{locale.locale_code}</Table.Td>
                  <Table.Td>
                    {locale.isDefault ? (
                      <Tooltip label={t('localizationAdmin.defaultStaysActive')}>
                        <span>{toggle}</span>
                      </Tooltip>
                    ) : (
                      toggle
                    )}
                  </Table.Td>
                  <Table.Td>
                    {locale.builtIn ? t('localizationAdmin.builtIn') : t('localizationAdmin.englishFallback')}
                  </Table.Td>
                  <Table.Td>{locale.drafts}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <form
          noValidate
          aria-label={t('localizationAdmin.addLocale')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-start">
            <TextInput
              label={t('localizationAdmin.code')}
              description={t('localizationAdmin.codeHint')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={errors.locale_code}
              withAsterisk
              w={180}
            />
            <TextInput
              label={t('localizationAdmin.language')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.locale_name}
              withAsterisk
              w={260}
            />
            <Button type="submit" mt={24} loading={add.isPending}>
              {t('localizationAdmin.addLocale')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
