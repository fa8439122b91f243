import { ActionIcon, Button, Group, NativeSelect, Popover, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { messages } from '@connect/contracts/errors/messages';
import { Icon } from '@/components/icons';
import { paths } from '@/lib/paths';

/** Shipment search types of spec 1 §3. */
export const quickTrackTypes = [
  { value: 'billNo', labelKey: 'quickTrack.houseBill' },
  { value: 'mbillNo', labelKey: 'quickTrack.masterBill' },
  { value: 'INV', labelKey: 'quickTrack.commercialInvoice' },
  { value: 'PO', labelKey: 'quickTrack.purchaseOrder' },
] as const;

const quickTrackSchema = z.object({
  type: z.enum(['billNo', 'mbillNo', 'INV', 'PO']),
  keyword: z.string().trim().min(1, { message: messages.required }).max(100),
});

/**
 * The header's quick-track box: a type and a reference number, sent to /search?keyword=…&type=…. `stacked` lays it
 * out in a column (in the phone menu and the tablet pop-over); `onTracked` runs after a search is sent.
 */
export function QuickTrack({ stacked = false, onTracked }: { stacked?: boolean; onTracked?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { type: 'billNo' as z.infer<typeof quickTrackSchema>['type'], keyword: '' },
    validate: (values) => {
      const parsed = quickTrackSchema.safeParse(values);
      return parsed.success ? {} : { keyword: parsed.error.issues[0]?.message ?? messages.required };
    },
  });
  /** The type, the reference and the button; fixed widths in a row, full width in a column. */
  const fields = (widths: { type: number; reference: { base: number; lg: number } } | undefined) => (
    <>
      <NativeSelect
        aria-label={t('quickTrack.type')}
        w={widths?.type}
        data={quickTrackTypes.map((type) => ({ value: type.value, label: t(type.labelKey) }))}
        {...form.getInputProps('type')}
      />
      <TextInput
        aria-label={t('quickTrack.reference')}
        placeholder={t('quickTrack.reference')}
        w={widths?.reference}
        {...form.getInputProps('keyword')}
      />
      <Button type="submit" variant="light">
        {t('quickTrack.submit')}
      </Button>
    </>
  );
  return (
    <form
      role="search"
      aria-label={t('quickTrack.label')}
      noValidate
      onSubmit={form.onSubmit((values) => {
        navigate(paths.search({ keyword: values.keyword.trim(), type: values.type }));
        onTracked?.();
      })}
    >
      {stacked ? (
        <Stack gap={6}>{fields(undefined)}</Stack>
      ) : (
        <Group gap={6} wrap="nowrap" align="flex-start">
          {fields({ type: 170, reference: { base: 140, lg: 200 } })}
        </Group>
      )}
    </form>
  );
}

/** Where the header is too narrow for the box (tablets): a button that opens it in a pop-over. */
export function QuickTrackPopover() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Popover opened={opened} onDismiss={close} position="bottom-end" width={280} trapFocus returnFocus shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('quickTrack.label')}
          aria-expanded={opened}
          onClick={toggle}
        >
          <Icon name="search" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <QuickTrack stacked onTracked={close} />
      </Popover.Dropdown>
    </Popover>
  );
}
