import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MaskedField, TextField } from '@/components/form/form-fields';
import type { CardDetails } from '../hooks/use-card-details';

/**
 * Card number (brand shown as it is recognised), expiry MM/YY, security code and name on the card. The number and
 * the code are uncontrolled inputs (see `useCardDetails`): nothing keeps them once they are tokenized.
 */
export function CardFields({ card, reenter }: { card: CardDetails; reenter: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {reenter && (
        <Alert color="blue" variant="light" role="status">
          {t('billing.payment.card.reenter')}
        </Alert>
      )}
      <TextInput
        ref={card.numberRef}
        label={t('billing.payment.card.number')}
        required
        defaultValue=""
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        description={card.brand ? t('billing.payment.card.brand', { brand: card.brand }) : undefined}
        error={card.errors.number}
        onChange={(event) => card.onNumberInput(event.currentTarget.value)}
        onBlur={(event) => card.validateField('number', event.currentTarget.value.trim() !== '')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <MaskedField
          mask="99/99"
          label={t('billing.payment.card.expiry')}
          required
          autoComplete="cc-exp"
          value={card.expiry}
          onChange={card.setExpiry}
          error={card.errors.expiry}
          onBlur={(event) => card.validateField('expiry', event.currentTarget.value.trim() !== '')}
        />
        <TextInput
          ref={card.cvcRef}
          label={t('billing.payment.card.cvc')}
          description={t('billing.payment.card.cvcHint')}
          required
          defaultValue=""
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={card.errors.cvc}
          onBlur={(event) => card.validateField('cvc', event.currentTarget.value.trim() !== '')}
        />
      </SimpleGrid>
      <TextField
        label={t('billing.payment.card.name')}
        required
        autoComplete="cc-name"
        maxLength={100}
        value={card.name}
        onChange={card.setName}
        error={card.errors.name}
        onBlur={(event) => card.validateField('name', event.currentTarget.value.trim() !== '')}
      />
    </Stack>
  );
}
