import { messages } from '@connect/contracts/errors/messages';
import { ActionIcon, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';

const simpleAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Props = {
  value: string[];
  onChange: (next: string[]) => void;
  /** A problem to show under the field (e.g. the server's, or 'Please add one email to send.'). */
  error?: string | null;
};

/**
 * Invites Emails (spec 1 §2) as chips: an address is added on Enter, comma or leaving the field; a malformed one
 * says 'Please enter valid email address' and a repeated one 'email address already exist in list' (spec 2 §5).
 * Each chip has its own remove button.
 */
export function InviteEmailsField({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listId = useId();

  const add = (): boolean => {
    const address = draft.trim().replace(/,$/, '').trim();
    if (!address) return true;
    if (!simpleAddress.test(address)) {
      setProblem(messages.pleaseEnterValidEmail);
      return false;
    }
    if (value.some((v) => v.toLowerCase() === address.toLowerCase())) {
      setProblem(messages.emailAlreadyInList);
      return false;
    }
    onChange([...value, address]);
    setDraft('');
    setProblem(null);
    return true;
  };

  const shown = problem ?? error ?? null;
  return (
    <Stack gap={6}>
      <TextInput
        label={t('account.invites.emails')}
        description={t('account.invites.emailsHint')}
        type="email"
        autoComplete="off"
        value={draft}
        error={shown}
        aria-describedby={listId}
        onChange={(e) => {
          setDraft(e.currentTarget.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ',') {
            e.preventDefault();
            add();
          } else if (e.key === 'Backspace' && draft === '' && value.length > 0) {
            onChange(value.slice(0, -1));
          }
        }}
        onBlur={() => {
          if (draft.trim()) add();
        }}
      />
      <div id={listId}>
        {value.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('account.invites.noneAdded')}
          </Text>
        ) : (
          <Group gap={6} component="ul" aria-label={t('account.invites.added')} className="plain-list">
            {value.map((address) => (
              <li key={address}>
                <Pill size="md">
                  <Group gap={4} wrap="nowrap">
                    <span>{address}</span>
                    <ActionIcon
                      size="xs"
                      variant="subtle"
                      color="gray"
                      aria-label={t('account.invites.remove', { address })}
                      onClick={() => onChange(value.filter((v) => v !== address))}
                    >
                      <Icon name="close" size={12} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Pill>
              </li>
            ))}
          </Group>
        )}
      </div>
    </Stack>
  );
}
