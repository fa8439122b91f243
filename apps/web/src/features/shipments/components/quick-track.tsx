import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { messages } from '@connect/contracts/errors/messages';

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

/** The header's quick-track box: a type and a reference number, sent to /search?keyword=…&type=…. */
export function QuickTrack() {
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
  return (
    <form
      role="search"
      aria-label={t('quickTrack.label')}
      noValidate
      onSubmit={form.onSubmit((values) => {
        const params = new URLSearchParams({ keyword: values.keyword.trim(), type: values.type });
        navigate(`/search?${params.toString()}`);
      })}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <NativeSelect
          aria-label={t('quickTrack.type')}
          w={170}
          data={quickTrackTypes.map((type) => ({ value: type.value, label: t(type.labelKey) }))}
          {...form.getInputProps('type')}
        />
        <TextInput
          aria-label={t('quickTrack.reference')}
          placeholder={t('quickTrack.reference')}
          w={{ base: 140, lg: 200 }}
          {...form.getInputProps('keyword')}
        />
        <Button type="submit" variant="light">
          {t('quickTrack.submit')}
        </Button>
      </Group>
    </form>
  );
}
