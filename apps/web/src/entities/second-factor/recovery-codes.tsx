import { Button, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One-time recovery codes, shown once: copy or download them. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'connect-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('mfa.recoveryTitle')}
      </Title>
      <Text size="sm">{t('mfa.recoveryIntro')}</Text>
      <List aria-label={t('mfa.recoveryList')} ff="monospace" listStyleType="none" spacing={2}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('mfa.copied') : t('mfa.copyAll')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download}>
          {t('mfa.download')}
        </Button>
      </Group>
    </Stack>
  );
}
