import { inviteMessageMaxLength } from '@connect/contracts/account/account.schemas';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import { useSendInvitations } from '@/features/profile/api/invites-calls';
import { InviteEmailsField } from './invite-emails-field';

type Props = {
  opened: boolean;
  onClose: () => void;
  companies: { code: string; name: string }[];
  companyCode: string;
  onCompanyChange: (code: string) => void;
};

/**
 * The Invite Colleagues panel (spec 1 §2): Invites Emails, Message, Cancel and Send Invite; a company-group user
 * also chooses the company. On failure everything typed stays and the server's reasons show (which address already
 * has an account or a pending invitation).
 */
export function InviteColleaguesDialog({ opened, onClose, companies, companyCode, onCompanyChange }: Props) {
  const { t } = useTranslation();
  const [emails, setEmails] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendInvitations();

  const close = () => {
    setProblem(null);
    onClose();
  };

  const submit = () => {
    if (emails.length === 0) return setProblem(t('account.invites.addOne'));
    setProblem(null);
    send.mutate(
      { emails, message, companyCode },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer));
          setEmails([]);
          setMessage('');
          onClose();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return setProblem(String(error));
          const fields = Object.values(fieldErrorsOf(error.body));
          setProblem(fields.length > 0 ? fields.join(' ') : error.message);
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('account.invites.panelTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        aria-label={t('account.invites.panelTitle')}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          {companies.length > 1 && (
            <NativeSelect
              label={t('account.invites.company')}
              value={companyCode}
              onChange={(e) => onCompanyChange(e.currentTarget.value)}
              data={companies.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
            />
          )}
          <InviteEmailsField value={emails} onChange={setEmails} />
          <Textarea
            label={t('account.invites.message')}
            rows={4}
            maxLength={inviteMessageMaxLength}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('account.invites.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('account.invites.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
