import type { OutboxMail } from '@connect/contracts/admin/admin.schemas';
import { messages } from '@connect/contracts/errors/messages';
import { Anchor, Button, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useMailOutbox } from '../api/get-mail-outbox';

const pageSize = 20;

/** The mail text with its web addresses as links (React escapes the rest). */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <Anchor key={index} href={part} underline="always">
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

function MailRow({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const textId = `mail-${mail.id}`;
  return (
    <>
      <Table.Tr>
        <Table.Td>{mail.to}</Table.Td>
        <Table.Td>{mail.subject}</Table.Td>
        <Table.Td>
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }).format(
            new Date(mail.createdAt),
          )}
        </Table.Td>
        <Table.Td>{t(`admin.mailStatus.${mail.status}`)}</Table.Td>
        <Table.Td>
          <Button
            size="xs"
            variant="subtle"
            aria-expanded={open}
            aria-controls={open ? textId : undefined}
            aria-label={t(open ? 'admin.hideMessageTo' : 'admin.showMessageTo', { subject: mail.subject, to: mail.to })}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('admin.hideMessage') : t('admin.showMessage')}
          </Button>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={5} id={textId}>
            <MailText text={mail.text} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** Mail outbox: invites and password resets land here when no SMTP server is configured. */
export function MailOutboxTab() {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const outbox = useMailOutbox(pageNumber, pageSize);
  if (outbox.isPending) return <Loader aria-label={t('app.loader')} />;
  if (outbox.error) {
    return (
      <Text role="alert" c="red">
        {outbox.error instanceof ApiError ? outbox.error.message : String(outbox.error)}
      </Text>
    );
  }
  const pages = Math.max(1, Math.ceil(outbox.data.total / pageSize));
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('admin.outboxIntro')}
      </Text>
      <Table.ScrollContainer minWidth={700}>
        <Table striped aria-label={t('admin.outboxTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.columns.to')}</Table.Th>
              <Table.Th>{t('admin.columns.subject')}</Table.Th>
              <Table.Th>{t('admin.columns.date')}</Table.Th>
              <Table.Th>{t('admin.columns.status')}</Table.Th>
              <Table.Th>
                <span className="visually-hidden">{t('admin.columns.message')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {outbox.data.items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>{messages.noRecordsFound}</Table.Td>
              </Table.Tr>
            )}
            {outbox.data.items.map((mail) => (
              <MailRow key={mail.id} mail={mail} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={pageNumber} onChange={setPageNumber} />}
    </Stack>
  );
}
