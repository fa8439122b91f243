import {
  tariffNumberPrefixes,
  type TariffDetail,
  type TariffInput,
  type TariffKind,
} from '@connect/contracts/freight/tariffs.schemas';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messageText } from '@/lib/message-text';
import { paths } from '@/lib/paths';
import { tariffErrorTexts } from '../api/tariff-error-text';
import { useExpireTariff, useSaveTariff, useTariff } from '../api/tariffs-api';
import { TariffImportDialog } from './tariff-import-dialog';
import { TariffLaneDialog } from './tariff-lane-dialog';
import { TariffLanesTable } from './tariff-lanes-table';

type Header = {
  kind: TariffKind;
  tariffNumber: string;
  description: string;
  validFrom: string;
  validTo: string;
  customerCodes: string[];
};

const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const year = () => new Date().getUTCFullYear();

function headerOf(t: TariffDetail): Header {
  return {
    kind: t.kind,
    tariffNumber: t.tariffNumber,
    description: t.description,
    validFrom: t.validFrom,
    validTo: t.validTo,
    customerCodes: t.customers.map((c) => c.code),
  };
}

/**
 * /freight-manager/tariff-detail (staff): a new tariff (no id) or one tariff's header, customers, validity and
 * lanes; save, expire, or replace the lanes from a file (decision 065).
 */
export function TariffDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const tariff = useTariff(id);
  if (id && tariff.isPending)
    return (
      <Center py="md">
        <Loader aria-label={t('freightTariffs.detailTitle')} />
      </Center>
    );
  if (id && tariff.isError)
    return (
      <Stack>
        <Alert color="red" role="alert">
          {tariffErrorTexts(tariff.error).join(' ')}
        </Alert>
        <Anchor component={Link} to={paths.freightManager.tariffs()}>
          {t('freightTariffs.form.cancel')}
        </Anchor>
      </Stack>
    );
  return (
    <TariffForm
      key={tariff.data?.id ?? 'new'}
      tariff={tariff.data}
      onCreated={(newId) => void navigate(paths.freightManager.tariffDetail({ id: newId }), { replace: true })}
    />
  );
}

function TariffForm({ tariff, onCreated }: { tariff: TariffDetail | undefined; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const [header, setHeader] = useState<Header>(
    tariff
      ? headerOf(tariff)
      : {
          kind: 'AIR',
          tariffNumber: '',
          description: '',
          validFrom: today(),
          validTo: `${year()}-12-31`,
          customerCodes: [],
        },
  );
  useEffect(() => {
    if (tariff) setHeader(headerOf(tariff));
  }, [tariff]);
  const save = useSaveTariff();
  const expire = useExpireTariff();
  const [expiring, setExpiring] = useState(false);
  const [lastDay, setLastDay] = useState(yesterday());
  const [importing, setImporting] = useState(false);
  const [addingLane, setAddingLane] = useState(false);
  const set = <K extends keyof Header>(key: K, value: Header[K]) => setHeader((h) => ({ ...h, [key]: value }));
  const prefix = tariffNumberPrefixes[header.kind];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...header } as TariffInput;
    save.mutate(
      { id: tariff?.id, input },
      {
        onSuccess: (answer) => {
          if (!tariff) onCreated(answer.id);
        },
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          {tariff
            ? t('freightTariffs.form.editTitle', { tariffNumber: tariff.tariffNumber })
            : t('freightTariffs.form.newTitle')}
        </Title>
        <Anchor component={Link} to={paths.freightManager.tariffs()}>
          {t('freightTariffs.form.cancel')}
        </Anchor>
      </Group>
      {tariff && (
        <Group>
          <Badge variant="light">{t(`freightTariffs.kinds.${tariff.kind}`)}</Badge>
          <Badge
            variant="light"
            color={tariff.status === 'current' ? 'green' : tariff.status === 'future' ? 'blue' : 'gray'}
          >
            {t(`freightTariffs.statuses.${tariff.status}`)}
          </Badge>
        </Group>
      )}
      <Paper component="form" withBorder p="md" radius="md" onSubmit={submit} noValidate>
        <Stack>
          {!tariff && (
            <Select
              label={t('freightTariffs.form.kind')}
              data={(['AIR', 'OCEAN', 'ACCESSORIAL'] as const).map((k) => ({
                value: k,
                label: t(`freightTariffs.kinds.${k}`),
              }))}
              value={header.kind}
              onChange={(v) => set('kind', (v ?? 'AIR') as TariffKind)}
              allowDeselect={false}
            />
          )}
          <TextInput
            label={t('freightTariffs.form.tariffNumber')}
            description={t('freightTariffs.form.tariffNumberHint', { prefix, example: `${prefix}${year()}-LSCOMP` })}
            value={header.tariffNumber}
            onChange={(e) => set('tariffNumber', e.currentTarget.value.toUpperCase())}
            maxLength={30}
            required
          />
          <TextInput
            label={t('freightTariffs.form.description')}
            value={header.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            maxLength={200}
          />
          <Group grow>
            <TextInput
              type="date"
              label={t('freightTariffs.form.validFrom')}
              value={header.validFrom}
              onChange={(e) => set('validFrom', e.currentTarget.value)}
              required
            />
            <TextInput
              type="date"
              label={t('freightTariffs.form.validTo')}
              value={header.validTo}
              onChange={(e) => set('validTo', e.currentTarget.value)}
              required
            />
          </Group>
          <TagsInput
            label={t('freightTariffs.form.customers')}
            description={t('freightTariffs.form.customersHint')}
            value={header.customerCodes}
            onChange={(codes) =>
              set(
                'customerCodes',
                codes.map((c) => c.trim().toUpperCase()),
              )
            }
            required
          />
          {save.isError && (
            <Alert color="red" role="alert">
              <List size="sm">
                {tariffErrorTexts(save.error).map((text, i) => (
                  <List.Item key={i}>{text}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {save.isSuccess && (
            <Alert color="green" role="status">
              {messageText(save.data)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('freightTariffs.form.save')}
            </Button>
            {tariff && tariff.status !== 'expired' && (
              <Button color="red" variant="outline" onClick={() => setExpiring(true)}>
                {t('freightTariffs.form.expire')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {tariff && (
        <Paper component="section" aria-labelledby="tariff-lanes" withBorder p="md" radius="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4" id="tariff-lanes">
              {t('freightTariffs.form.lanesTitle')}
            </Title>
            <Group>
              <Button onClick={() => setAddingLane(true)}>{t(`freightTariffs.laneForm.add.${tariff.kind}`)}</Button>
              <Button variant="default" onClick={() => setImporting(true)}>
                {t('freightTariffs.form.replaceLanes')}
              </Button>
            </Group>
          </Group>
          <TariffLanesTable tariff={tariff} />
          <TariffLaneDialog tariff={tariff} lane={undefined} opened={addingLane} onClose={() => setAddingLane(false)} />
        </Paper>
      )}
      {tariff && (
        <Modal
          opened={expiring}
          onClose={() => setExpiring(false)}
          title={t('freightTariffs.form.expireTitle', { tariffNumber: tariff.tariffNumber })}
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <Stack>
            <Text>{t('freightTariffs.form.expireBody')}</Text>
            <TextInput
              type="date"
              label={t('freightTariffs.form.expireLastDay')}
              value={lastDay}
              onChange={(e) => setLastDay(e.currentTarget.value)}
            />
            {expire.isError && (
              <Alert color="red" role="alert">
                {tariffErrorTexts(expire.error).join(' ')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setExpiring(false)}>
                {t('freightTariffs.importer.close')}
              </Button>
              <Button
                color="red"
                loading={expire.isPending}
                onClick={() =>
                  expire.mutate({ id: tariff.id, validTo: lastDay }, { onSuccess: () => setExpiring(false) })
                }
              >
                {t('freightTariffs.form.expireConfirm')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {tariff && (
        <TariffImportDialog
          opened={importing}
          onClose={() => setImporting(false)}
          kind={tariff.kind.toLowerCase() as 'air' | 'ocean' | 'accessorial'}
        />
      )}
    </Stack>
  );
}
