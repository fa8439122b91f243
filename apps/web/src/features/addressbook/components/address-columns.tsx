import {
  addressGridFields,
  addressTypeSchema,
  type Address,
  type AddressGridField,
} from '@connect/contracts/addressbook/addressbook.schemas';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '@/components/data-grid/grid-types';
import { TextBadge } from '@/components/text-badge';

/** What a user sees before changing Grid Settings. */
const defaultVisible = new Set<AddressGridField>([
  'name',
  'addressType',
  'addressText',
  'contactPersonName',
  'telNo',
  'isBookingParty',
]);

/** Derived on the server from rules of the domain package: shown and exported, not filtered or sorted. */
const derivedOnly = new Set<AddressGridField>(['unStandarized']);

const widths: Partial<Record<AddressGridField, number>> = { name: 300, addressText: 360, email: 220 };

/**
 * The address grid's columns: every field of the contract, the name with its "possible duplicate" badge (naming
 * and opening the similar addresses) and "needs review" badge, types and yes/no flags as text.
 */
export function useAddressColumns(openAddress?: (addressId: string) => void): GridColumn<Address>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const yesNo = { true: t('addressbook.yes'), false: t('addressbook.no') };
    const typeNames = Object.fromEntries(
      addressTypeSchema.options.map((type) => [type, t(`addressbook.addressTypes.${type}`)]),
    );
    const base = (field: AddressGridField): GridColumn<Address> => ({
      field,
      title: t(`addressbook.columns.${field}`),
      width: widths[field] ?? 160,
      filter: derivedOnly.has(field) ? undefined : { type: 'text' },
      sortable: !derivedOnly.has(field),
      hiddenByDefault: !defaultVisible.has(field),
    });
    const flag = (field: 'isBookingParty' | 'isDuplicate' | 'unStandarized'): Partial<GridColumn<Address>> => ({
      type: 'boolean',
      width: 140,
      filter: derivedOnly.has(field)
        ? undefined
        : {
            type: 'dropdown',
            options: [
              { value: 'true', label: yesNo.true },
              { value: 'false', label: yesNo.false },
            ],
          },
    });
    const special: Partial<Record<AddressGridField, Partial<GridColumn<Address>>>> = {
      name: {
        render: (row) => (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {row.name}
            </Text>
            {(row.isDuplicate || row.unStandarized) && (
              <Group gap={4}>
                {row.isDuplicate && (
                  <TextBadge
                    color="yellow"
                    variant="light"
                    size="sm"
                    hint={t('addressbook.duplicate.badgeHint', { count: row.duplicateAddress.length })}
                  >
                    {t('addressbook.duplicate.badge')}
                  </TextBadge>
                )}
                {row.isDuplicate &&
                  openAddress &&
                  row.duplicateAddress.map((id, index) => (
                    <Anchor
                      key={id}
                      component="button"
                      type="button"
                      size="xs"
                      onClick={() => openAddress(id)}
                      aria-label={t('addressbook.duplicate.openOther', { name: row.name, index: index + 1 })}
                    >
                      {t('addressbook.duplicate.compare', { index: index + 1 })}
                    </Anchor>
                  ))}
                {row.unStandarized && (
                  <TextBadge color="gray" variant="light" size="sm" hint={t('addressbook.unStandarized.hint')}>
                    {t('addressbook.unStandarized.badge')}
                  </TextBadge>
                )}
              </Group>
            )}
          </Stack>
        ),
      },
      addressType: {
        type: 'capsule',
        replace: typeNames,
        filter: {
          type: 'dropdown',
          options: addressTypeSchema.options.map((v) => ({ value: v, label: typeNames[v] ?? v })),
        },
      },
      isBookingParty: flag('isBookingParty'),
      isDuplicate: flag('isDuplicate'),
      unStandarized: flag('unStandarized'),
    };
    return addressGridFields.map((field) => ({ ...base(field), ...special[field] }));
  }, [t, openAddress]);
}
