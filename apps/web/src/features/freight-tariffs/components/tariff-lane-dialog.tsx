import type { TariffDetail } from '@connect/contracts/freight/tariffs.schemas';
import { Alert, Button, Checkbox, Fieldset, Group, List, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { tariffErrorTexts, tariffFieldErrors } from '../api/tariff-error-text';
import { useSaveTariffLane } from '../api/tariffs-api';
import {
  airBreaks,
  draftOf,
  inputOf,
  laneLabel,
  newCharge,
  type AnyLane,
  type ChargeDraft,
  type LaneDraft,
} from './tariff-lane-draft';

/**
 * Adds or changes one lane of a tariff (decision 080): an air lane (ports, service level, the six rate breaks,
 * margin, minimums), an ocean lane with its charge lines, or an accessorial charge. The server checks every figure;
 * its problems show beside their fields and in a list.
 */
export function TariffLaneDialog({
  tariff,
  lane,
  opened,
  onClose,
}: {
  tariff: TariffDetail;
  /** The lane to change; none to add one. */
  lane: (AnyLane & { id: string }) | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = lane
    ? t('freightTariffs.laneForm.editTitle', { lane: laneLabel(tariff.kind, lane) })
    : t('freightTariffs.laneForm.newTitle', { tariffNumber: tariff.tariffNumber });
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="xl">
      <LaneForm key={lane?.id ?? 'new'} tariff={tariff} lane={lane} onDone={onClose} />
    </FormModal>
  );
}

function LaneForm({
  tariff,
  lane,
  onDone,
}: {
  tariff: TariffDetail;
  lane: (AnyLane & { id: string }) | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<LaneDraft>(() => draftOf(tariff.kind, lane));
  const save = useSaveTariffLane();
  const errors = save.isError ? tariffFieldErrors(save.error) : new Map<string, string>();
  const setField = (key: string, value: string) => setDraft((d) => ({ ...d, fields: { ...d.fields, [key]: value } }));
  const setCharge = (i: number, patch: Partial<ChargeDraft>) =>
    setDraft((d) => ({ ...d, charges: d.charges.map((c, j) => (j === i ? { ...c, ...patch } : c)) }));
  const text = (key: string, label: string, extra: { required?: boolean; maxLength?: number } = {}) => (
    <TextInput
      label={label}
      value={draft.fields[key] ?? ''}
      onChange={(e) => setField(key, e.currentTarget.value)}
      error={errors.get(key)}
      {...extra}
    />
  );
  const choice = (key: string, label: string, values: readonly string[], labelOf?: (v: string) => string) => (
    <Select
      label={label}
      data={values.map((v) => ({ value: v, label: labelOf ? labelOf(v) : v }))}
      value={draft.fields[key] ?? values[0] ?? ''}
      onChange={(v) => setField(key, v ?? values[0] ?? '')}
      error={errors.get(key)}
      allowDeselect={false}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ tariffId: tariff.id, laneId: lane?.id, input: inputOf(tariff.kind, draft) }, { onSuccess: onDone });
  };
  const unitLabel = (u: string) => t(`freightTariffs.laneForm.units.${u as 'K' | 'S' | 'C'}`);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {tariff.kind === 'AIR' && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {text('originPort', t('freightTariffs.lanes.origin'), { required: true, maxLength: 5 })}
              {text('destinationPort', t('freightTariffs.lanes.destination'), { required: true, maxLength: 5 })}
              {choice('serviceLevel', t('freightTariffs.lanes.serviceLevel'), ['Economy', 'Express'])}
              {text('carrierCode', t('freightTariffs.laneForm.carrierOptional'), { maxLength: 4 })}
              {text('transitDays', t('freightTariffs.laneForm.transitOptional'), { maxLength: 3 })}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 2, sm: 6 }}>
              {airBreaks.map((b) => (
                <div key={b}>
                  {text(`rate${b}`, t('freightTariffs.laneForm.rate', { weight: b }), { required: true })}
                </div>
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {text('margin', t('freightTariffs.lanes.margin'), { required: true })}
              {choice('marginType', t('freightTariffs.laneForm.marginType'), ['K', 'FLAT', 'PERCENT'])}
              {text('freightMinimum', t('freightTariffs.lanes.minimum'), { required: true })}
              {text('originCharge', t('freightTariffs.laneForm.originCharge'), { required: true })}
              {choice('originUnit', t('freightTariffs.laneForm.originUnit'), ['K', 'S'], unitLabel)}
              {text('originMinimum', t('freightTariffs.laneForm.originMinimum'), { required: true })}
              {text('destHandlingCharge', t('freightTariffs.laneForm.destHandlingCharge'), { required: true })}
              {choice('destHandlingUnit', t('freightTariffs.laneForm.destHandlingUnit'), ['K', 'S'], unitLabel)}
              {text('destHandlingMin', t('freightTariffs.laneForm.destHandlingMin'), { required: true })}
            </SimpleGrid>
          </>
        )}
        {tariff.kind === 'OCEAN' && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              {text('portOfLoading', t('freightTariffs.lanes.portOfLoading'), { required: true, maxLength: 5 })}
              {text('portOfDischarge', t('freightTariffs.lanes.portOfDischarge'), { required: true, maxLength: 5 })}
              {text('carrierCode', t('freightTariffs.lanes.carrier'), { required: true, maxLength: 4 })}
              {text('transitDays', t('freightTariffs.laneForm.transitOptional'), { maxLength: 3 })}
            </SimpleGrid>
            {draft.charges.map((c, i) => (
              <Fieldset key={i} legend={t('freightTariffs.laneForm.charge', { n: i + 1 })}>
                <Group align="flex-end" wrap="wrap">
                  <TextInput
                    label={t('freightTariffs.lanes.chargeCode')}
                    value={c.chargeCode}
                    onChange={(e) => setCharge(i, { chargeCode: e.currentTarget.value })}
                    error={errors.get(`charges.${i}.chargeCode`)}
                    maxLength={10}
                    required
                  />
                  <TextInput
                    label={t('freightTariffs.lanes.chargeDescription')}
                    value={c.description}
                    onChange={(e) => setCharge(i, { description: e.currentTarget.value })}
                    error={errors.get(`charges.${i}.description`)}
                    maxLength={100}
                    required
                  />
                  <TextInput
                    label={t('freightTariffs.lanes.amount')}
                    value={c.amount}
                    onChange={(e) => setCharge(i, { amount: e.currentTarget.value })}
                    error={errors.get(`charges.${i}.amount`)}
                    required
                  />
                  <Checkbox
                    label={t('freightTariffs.laneForm.perUnit')}
                    checked={c.isPerUnit}
                    onChange={(e) => setCharge(i, { isPerUnit: e.currentTarget.checked })}
                  />
                  {draft.charges.length > 1 && (
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => setDraft((d) => ({ ...d, charges: d.charges.filter((_, j) => j !== i) }))}
                    >
                      {t('freightTariffs.laneForm.removeCharge', { n: i + 1 })}
                    </Button>
                  )}
                </Group>
              </Fieldset>
            ))}
            <Group>
              <Button
                variant="default"
                onClick={() => setDraft((d) => ({ ...d, charges: [...d.charges, newCharge()] }))}
              >
                {t('freightTariffs.laneForm.addCharge')}
              </Button>
            </Group>
          </>
        )}
        {tariff.kind === 'ACCESSORIAL' && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('chargeCode', t('freightTariffs.lanes.chargeCode'), { required: true, maxLength: 10 })}
            {text('description', t('freightTariffs.lanes.chargeDescription'), { required: true, maxLength: 100 })}
            {choice('mode', t('freightTariffs.lanes.mode'), ['ANY', 'AIR', 'OCEAN'], (m) =>
              t(`freightTariffs.laneForm.modes.${m as 'AIR' | 'OCEAN' | 'ANY'}`),
            )}
            {choice('unit', t('freightTariffs.lanes.unit'), ['S', 'K', 'C'], unitLabel)}
            {text('amount', t('freightTariffs.lanes.amount'), { required: true })}
            {text('minimum', t('freightTariffs.lanes.chargeMinimum'), { required: true })}
          </SimpleGrid>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            <List size="sm">
              {tariffErrorTexts(save.error).map((message, i) => (
                <List.Item key={i}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('freightTariffs.laneForm.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('freightTariffs.laneForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
