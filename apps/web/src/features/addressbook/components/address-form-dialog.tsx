import {
  addressInputSchema,
  addressTypeSchema,
  type Address,
  type AddressInput,
  type SaveAddressResponse,
} from '@connect/contracts/addressbook/addressbook.schemas';
import { countries } from '@connect/domain/reference/countries';
import { usStates } from '@connect/domain/reference/us-states';
import { Alert, Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotValidAlert, SelectField, TextField } from '@/components/form/form-fields';
import { TextAreaField } from '@/components/form/text-area-field';
import { YesNoSwitch } from '@/components/form/yes-no-switch';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveAddress } from '../api/save-address';

type FormValues = Required<AddressInput>;

const blank: FormValues = {
  addressType: 'CONSIGNEE',
  name: '',
  address: '',
  city: '',
  stateProvince: '',
  postalCode: '',
  countryCode: '',
  contactPersonName: '',
  email: '',
  telNo: '',
  taxId: '',
  nearestAirportCode: '',
  nearestOceanPortLocationCode: '',
  isBookingParty: true,
};

const valuesOf = (address: Address | undefined): FormValues =>
  address
    ? {
        addressType: address.addressType,
        name: address.name,
        address: address.address,
        city: address.city,
        stateProvince: address.stateProvince,
        postalCode: address.postalCode,
        countryCode: address.countryCode,
        contactPersonName: address.contactPersonName,
        email: address.email,
        telNo: address.telNo,
        taxId: address.taxId,
        nearestAirportCode: address.nearestAirportCode,
        nearestOceanPortLocationCode: address.nearestOceanPortLocationCode,
        isBookingParty: address.isBookingParty,
      }
    : blank;

/** '-1' is the '--select--' item: empty (spec 2 §5). */
const fromSelect = (value: string) => (value === '-1' ? '' : value);

function AddressForm({
  address,
  companyCode,
  onSaved,
  onCancel,
}: {
  address: Address | undefined;
  companyCode: string | null | undefined;
  onSaved: (answer: SaveAddressResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAddress(companyCode);
  const form = useSchemaForm<FormValues>(addressInputSchema, valuesOf(address));
  const [invalid, setInvalid] = useState(false);
  const failure = save.error instanceof ApiError ? save.error.message : null;
  const country = form.values.countryCode.toUpperCase();
  const select = (field: keyof FormValues) => {
    const props = form.getInputProps(field);
    return { ...props, onChange: (value: string) => form.setFieldValue(field, fromSelect(value)) };
  };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => {
          setInvalid(false);
          save.mutate(
            { id: address?.addressId, values },
            {
              onSuccess: onSaved,
              onError: (error) => {
                if (error instanceof ApiError) form.setErrors(fieldErrorsOf(error.body));
              },
            },
          );
        },
        () => setInvalid(true),
      )}
    >
      <Stack>
        <FormNotValidAlert visible={invalid && Object.keys(form.errors).length > 0} />
        {failure && !Object.keys(form.errors).length && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label={t('addressbook.columns.name')}
            withAsterisk
            data-autofocus
            maxLength={200}
            {...form.getInputProps('name')}
          />
          <SelectField
            label={t('addressbook.columns.addressType')}
            withAsterisk
            options={addressTypeSchema.options.map((type) => ({
              id: type,
              label: t(`addressbook.addressTypes.${type}`),
            }))}
            {...select('addressType')}
          />
        </SimpleGrid>
        <TextAreaField
          label={t('addressbook.form.address')}
          description={t('addressbook.form.addressHint')}
          withAsterisk
          rows={2}
          maxLength={500}
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            label={t('addressbook.columns.city')}
            withAsterisk
            maxLength={100}
            {...form.getInputProps('city')}
          />
          <SelectField
            label={t('addressbook.form.country')}
            withAsterisk
            options={countries.map((c) => ({ id: c.code, label: `${c.name} (${c.code})` }))}
            {...select('countryCode')}
          />
          {country === 'US' ? (
            <SelectField
              label={t('addressbook.form.stateProvince')}
              options={usStates.map((s) => ({ id: s.code, label: `${s.name} (${s.code})` }))}
              {...select('stateProvince')}
            />
          ) : (
            <TextField
              label={t('addressbook.form.stateProvince')}
              maxLength={100}
              {...form.getInputProps('stateProvince')}
            />
          )}
          <TextField label={t('addressbook.columns.postalCode')} maxLength={20} {...form.getInputProps('postalCode')} />
          <TextField
            label={t('addressbook.columns.contactPersonName')}
            maxLength={200}
            {...form.getInputProps('contactPersonName')}
          />
          <TextField
            label={t('addressbook.columns.email')}
            type="email"
            maxLength={254}
            {...form.getInputProps('email')}
          />
          <TextField
            label={t('addressbook.columns.telNo')}
            type="tel"
            maxLength={40}
            {...form.getInputProps('telNo')}
          />
          <TextField label={t('addressbook.columns.taxId')} maxLength={50} {...form.getInputProps('taxId')} />
          <TextField
            label={t('addressbook.columns.nearestAirportCode')}
            maxLength={3}
            {...form.getInputProps('nearestAirportCode')}
          />
          <TextField
            label={t('addressbook.columns.nearestOceanPortLocationCode')}
            maxLength={5}
            {...form.getInputProps('nearestOceanPortLocationCode')}
          />
        </SimpleGrid>
        <YesNoSwitch
          label={t('addressbook.form.isBookingParty')}
          {...form.getInputProps('isBookingParty', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('addressbook.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('addressbook.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add or edit an address; a save that looks like a duplicate is reported by the page (it links to the other). */
export function AddressFormDialog({
  opened,
  address,
  companyCode,
  onClose,
  onSaved,
}: {
  opened: boolean;
  address: Address | undefined;
  companyCode: string | null | undefined;
  onClose: () => void;
  onSaved: (answer: SaveAddressResponse) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={address ? t('addressbook.form.editTitle') : t('addressbook.form.addTitle')}
      size="xl"
    >
      {opened && (
        <AddressForm
          key={address?.addressId ?? 'new'}
          address={address}
          companyCode={companyCode}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}
