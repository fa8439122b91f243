import type { Profile } from '@connect/contracts/profile/profile.schemas';
import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useConfiguration } from '@/lib/configuration-context';
import { notifyError, notifySuccess } from '@/lib/notify';
import { applyLocale } from '../api/apply-locale';
import { useUpdateUserProfile } from '../api/update-profile';

/**
 * A language in its own words ("Português (Brasil)", "Español (México)"), as language pickers show them so that
 * a reader finds their language whatever the UI's; the stored English name where Intl does not know the code.
 */
function languageName(code: string, fallback: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language', languageDisplay: 'standard' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Locale (the active locales), time zone (disabled: set by the forwarder), inactivity timeout (1–8 hours) and
 * the multi-factor status, saved with Save Changes (POST customer/user/profile). The session store takes the
 * new claims at once (refreshed token), and the UI switches language without a reload.
 */
export function PreferencesForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const configuration = useConfiguration();
  const [locale, setLocale] = useState(profile.locale);
  const [timeout, setTimeoutSeconds] = useState(String(profile.inactivityTimeout));
  const save = useUpdateUserProfile();

  const localeOptions = configuration.activeLocales.map((l) => ({
    value: l.locale_code,
    label: languageName(l.locale_code, l.locale_name),
  }));
  if (!localeOptions.some((o) => o.value === locale)) localeOptions.push({ value: locale, label: locale });
  const timeoutOptions = configuration.inactivity.options.map((o) => ({
    value: String(o.Seconds),
    label: t('profile.hours', { count: o.Hours }),
  }));
  if (!timeoutOptions.some((o) => o.value === timeout))
    timeoutOptions.push({ value: timeout, label: t('profile.seconds', { count: Number(timeout) }) });

  // mutateAsync, not mutate's callbacks: the new claims re-render the page around this form, and mutate's own
  // callbacks are dropped once their observer is gone (the language then did not switch until a reload).
  const submit = async () => {
    try {
      await save.mutateAsync({
        eventAlertNotifications: [],
        claims: [
          { name: 'locale', value: locale },
          { name: 'timezone', value: profile.timezone },
          { name: 'inactivityTimeout', value: timeout },
        ],
        applyToAll: false,
      });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : String(error));
      return;
    }
    await applyLocale(locale).catch(() => undefined);
    // i18n.t, not this render's t: the confirmation speaks the language just chosen.
    notifySuccess(i18n.t('profile.saved'));
  };

  return (
    <form
      noValidate
      aria-label={t('profile.details')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('profile.locale')}
            data={localeOptions}
            value={locale}
            onChange={(value) => value && setLocale(value)}
            allowDeselect={false}
          />
          <Tooltip label={t('profile.timezoneDisabled')} multiline w={300} withArrow>
            <div>
              <Select
                label={t('profile.timezone')}
                data={[profile.timezone]}
                value={profile.timezone}
                disabled
                description={t('profile.timezoneDisabled')}
              />
            </div>
          </Tooltip>
          <Select
            label={t('profile.inactivityTimeout')}
            data={timeoutOptions}
            value={timeout}
            onChange={(value) => value && setTimeoutSeconds(value)}
            allowDeselect={false}
          />
          <div>
            <Text size="sm" fw={500} id="mfa-status-label">
              {t('profile.mfaStatus')}
            </Text>
            <Badge mt={8} variant="light" color={profile.mfaStatus === 'Enabled' ? 'green' : 'gray'}>
              {profile.mfaStatus === 'Enabled' ? t('profile.mfaEnabled') : t('profile.mfaDisabled')}
            </Badge>
          </div>
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('profile.saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
