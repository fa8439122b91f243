import { Alert, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/form-fields';
import type { AchDetails } from '../hooks/use-ach-details';

/** Bank account (ACH): account type, routing number (ABA checksum), account number and holder name. */
export function AchFields({ ach, reenter }: { ach: AchDetails; reenter: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {reenter && (
        <Alert color="blue" variant="light" role="status">
          {t('billing.payment.ach.reenter')}
        </Alert>
      )}
      <Radio.Group
        label={t('billing.payment.ach.accountType')}
        value={ach.accountType}
        onChange={(value) => ach.setAccountType(value === 'savings' ? 'savings' : 'checking')}
      >
        <Group gap="lg" mt={4}>
          <Radio value="checking" label={t('billing.payment.ach.checking')} />
          <Radio value="savings" label={t('billing.payment.ach.savings')} />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextField
          label={t('billing.payment.ach.routingNumber')}
          description={t('billing.payment.ach.routingHint')}
          required
          inputMode="numeric"
          maxLength={9}
          value={ach.routingNumber}
          onChange={ach.setRoutingNumber}
          error={ach.errors.routingNumber}
          onBlur={(event) => ach.validateField('routingNumber', event.currentTarget.value)}
        />
        <TextField
          label={t('billing.payment.ach.accountNumber')}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
          value={ach.accountNumber}
          onChange={ach.setAccountNumber}
          error={ach.errors.accountNumber}
          onBlur={(event) => ach.validateField('accountNumber', event.currentTarget.value)}
        />
      </SimpleGrid>
      <TextField
        label={t('billing.payment.ach.holderName')}
        required
        maxLength={100}
        value={ach.holderName}
        onChange={ach.setHolderName}
        error={ach.errors.holderName}
        onBlur={(event) => ach.validateField('holderName', event.currentTarget.value)}
      />
    </Stack>
  );
}
