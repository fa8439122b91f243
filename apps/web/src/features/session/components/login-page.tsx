import { loginRequestSchema, passwordResetRequestSchema } from '@connect/contracts/auth/auth.schemas';
import { Alert, Anchor, Button, Center, List, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useConfiguration } from '@/lib/configuration-context';
import { PasswordField } from '@/components/password-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { beginSession } from '@/lib/session/session-actions';
import { useLogin } from '../api/login';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { paths } from '@/lib/paths';
import type { UiKey } from '@/lib/i18n-keys';
import { messageText } from '@/lib/message-text';
import { secondFactorOf } from '@/entities/second-factor/second-factor-calls';
import type { SecondFactorChallenge } from './second-factor-step';

/**
 * The second step (codes, human check, passkey ceremony) loads when a sign-in asks for it: most sign-ins and every
 * visitor of the page never need it (decision 086).
 */
// Single sign-on (decision 093) loads once an e-mail is typed or the provider sent the browser back.
const SsoSignIn = lazy(() => import('./sso-sign-in').then((m) => ({ default: m.SsoSignIn })));
const SecondFactorStep = lazy(() => import('./second-factor-step').then((m) => ({ default: m.SecondFactorStep })));

function errorText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof ApiError ? error.message : String(error);
}

function SignInForm({ onForgot, email }: { onForgot: (email: string) => void; email: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const loginMutation = useLogin();
  const form = useSchemaForm(loginRequestSchema, { email, password: '' });
  const [secondFactor, setSecondFactor] = useState<SecondFactorChallenge | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const failure = notice ?? (secondFactorOf(loginMutation.error) ? null : errorText(loginMutation.error));

  if (secondFactor) {
    return (
      <Suspense
        fallback={
          <Center py="lg">
            <Loader aria-label={t('app.loader')} />
          </Center>
        }
      >
        <SecondFactorStep
          challenge={secondFactor}
          onSignedIn={beginSession}
          onBack={(message) => {
            setSecondFactor(null);
            loginMutation.reset();
            form.setFieldValue('password', '');
            setNotice(message ?? null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form
      noValidate
      aria-label={t('login.heading')}
      onSubmit={form.onSubmit((values) => {
        setNotice(null);
        loginMutation.mutate(
          { email: values.email.trim(), password: values.password },
          {
            // The route guard then takes the user on to the remembered page, or home.
            onSuccess: beginSession,
            // A second factor (or its set-up) comes next when the account or its company asks for one.
            onError: (error) => setSecondFactor(secondFactorOf(error)),
          },
        );
      })}
    >
      <Stack>
        {failure && (
          <Alert color="red" variant="light" role="alert" title={t('login.failed')}>
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={loginMutation.isPending}>
          {t('login.submit')}
        </Button>
        {(form.values.email.includes('@') || search.includes('sso=')) && (
          <Suspense fallback={null}>
            <SsoSignIn email={form.values.email} />
          </Suspense>
        )}
        <Anchor component="button" type="button" onClick={() => onForgot(form.values.email)} w="fit-content">
          {t('login.forgotPassword')}
        </Anchor>
      </Stack>
    </form>
  );
}

function ForgotPasswordForm({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  const reset = useRequestPasswordReset();
  const form = useSchemaForm(passwordResetRequestSchema, { email });
  const failure = errorText(reset.error);

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('login.forgotHeading')}
      </Title>
      {reset.isSuccess ? (
        <Alert color="green" variant="light" role="status" title={t('login.checkMail')}>
          {messageText(reset.data)}
        </Alert>
      ) : (
        <form
          noValidate
          aria-label={t('login.forgotHeading')}
          onSubmit={form.onSubmit((values) => reset.mutate({ email: values.email.trim() }))}
        >
          <Stack>
            <Text>{t('login.forgotIntro')}</Text>
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput
              label={t('login.email')}
              type="email"
              autoComplete="username"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={reset.isPending}>
              {t('login.sendResetLink')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" onClick={onBack} w="fit-content">
        {t('login.backToSignIn')}
      </Anchor>
    </Stack>
  );
}

/**
 * /u/login: e-mail and password (show/hide, caps-lock warning), the server's error texts, and the
 * 'Forgot password?' flow. After login the user returns to the page the guard remembered, else home
 * (admins go on to /u/admin).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { forwarder } = useConfiguration();
  const [mode, setMode] = useState<{ view: 'sign-in' | 'forgot'; email: string }>({ view: 'sign-in', email: '' });
  const open: { to: string; key: UiKey }[] = [
    { to: paths.tracking.track(), key: 'titles.track' },
    { to: paths.documentation.connect(), key: 'titles.documentationConnect' },
    { to: paths.documentation.api(), key: 'titles.documentationApi' },
    { to: paths.aboutUs(), key: 'titles.aboutUs' },
    { to: paths.legal.terms(), key: 'titles.terms' },
    { to: paths.legal.privacyStatement(), key: 'titles.privacyStatement' },
  ];
  return (
    <Stack maw={480} mx="auto" mt="xl" gap="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack>
          <Title order={1}>{t('login.heading')}</Title>
          <Text>{t('login.intro', { forwarder: forwarder.shortName })}</Text>
          {mode.view === 'sign-in' ? (
            <SignInForm email={mode.email} onForgot={(email) => setMode({ view: 'forgot', email })} />
          ) : (
            <ForgotPasswordForm email={mode.email} onBack={() => setMode({ view: 'sign-in', email: mode.email })} />
          )}
        </Stack>
      </Paper>
      <Stack gap="xs" px="md">
        <Title order={2} size="h5">
          {t('login.publicLinks')}
        </Title>
        <List size="sm">
          {open.map((link) => (
            <List.Item key={link.to}>
              <Anchor component={Link} to={link.to}>
                {t(link.key)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}
