import { messages } from '@connect/contracts/errors/messages';
import { exportFileTypes } from '@connect/contracts/grid/export-email.schemas';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NativeSelect,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { Icon } from '@/components/icons';
import { buildExport, exportFileName, exportMatrix, type ExportColumn, type ExportFormat } from './build-files';
import { blobToBase64, sendExportEmail, type ExportEmailFileType } from './send-export-email';

const simpleAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const formats: Record<ExportEmailFileType, ExportFormat> = { CSV: 'csv', PDF: 'pdf', Excel: 'xlsx' };

type Props<Row> = {
  opened: boolean;
  onClose: () => void;
  columns: readonly ExportColumn<Row>[];
  /** The rows to send: read when the user presses Send (all filtered rows, not just the page). */
  loadRows: () => Promise<Row[]>;
  title: string;
};

/**
 * The export e-mail dialog of spec 2 §5: recipients added one by one (a simple address pattern, no duplicates),
 * a file type, a 6-row message. Sending builds the file, posts it as base64 and says how it went; on failure
 * everything typed stays.
 */
export function ExportEmailDialog<Row>({ opened, onClose, columns, loadRows, title }: Props<Row>) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [recipients, setRecipients] = useState<string[]>([]);
  const [fileType, setFileType] = useState<ExportEmailFileType | ''>('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const add = () => {
    const value = address.trim();
    if (!simpleAddress.test(value)) return setProblem(messages.pleaseEnterValidEmail);
    if (recipients.some((r) => r.toLowerCase() === value.toLowerCase())) return setProblem(messages.emailAlreadyInList);
    setRecipients([...recipients, value]);
    setAddress('');
    setProblem(null);
  };

  const send = async () => {
    if (recipients.length === 0 || !fileType) return setProblem(messages.emailAddressRequired);
    setProblem(null);
    setSending(true);
    try {
      const rows = await loadRows();
      const format = formats[fileType];
      const file = await buildExport(format, columns, rows, title);
      const [header = [], ...body] = exportMatrix(columns, rows);
      const titles = header.map((h) => String(h));
      const result = await sendExportEmail({
        emailAddresses: recipients,
        message,
        columns: titles,
        data: body.map((line) => Object.fromEntries(titles.map((title, i) => [title, line[i] ?? null]))),
        fileType,
        file: await blobToBase64(file),
        fileName: exportFileName(format, title),
      });
      notifySuccess(result.message || messages.emailSent);
      setRecipients([]);
      setMessage('');
      setFileType('');
      onClose();
    } catch (error) {
      notifyError(error instanceof ApiError && error.status === 400 ? error.message : messages.errorSendingEmail);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('grid.export.emailTitle')} size="lg">
      <Stack>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t('grid.export.recipient')}
            type="email"
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            style={{ flex: 1 }}
          />
          <Button variant="default" onClick={add}>
            {t('grid.export.add')}
          </Button>
        </Group>
        <ScrollArea h={100} type="auto" aria-label={t('grid.export.recipients')} tabIndex={0}>
          {recipients.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('grid.export.noRecipients')}
            </Text>
          ) : (
            <ul className="plain-list" aria-label={t('grid.export.recipients')}>
              {recipients.map((r) => (
                <li key={r}>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">{r}</Text>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={t('grid.export.remove', { address: r })}
                      onClick={() => setRecipients(recipients.filter((x) => x !== r))}
                    >
                      <Icon name="close" size={14} />
                    </ActionIcon>
                  </Group>
                </li>
              ))}
            </ul>
          )}
        </ScrollArea>
        <NativeSelect
          label={t('grid.export.fileType')}
          value={fileType}
          onChange={(e) => setFileType(e.currentTarget.value as ExportEmailFileType | '')}
          data={[{ value: '', label: '--select--' }, ...exportFileTypes.map((f) => ({ value: f, label: f }))]}
        />
        <Textarea
          label={t('grid.export.message')}
          rows={6}
          maxLength={5000}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        {problem && (
          <Text role="alert" c="red" size="sm">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('grid.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={sending}>
            {t('grid.export.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
