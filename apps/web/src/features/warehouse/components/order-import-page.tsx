import {
  orderImportMaxBytes,
  orderImportMaxRows,
  type DryRunResponse,
  type ImportDirection,
  type ImportMapping,
  type ReadImportResponse,
} from '@connect/contracts/warehouse/warehouse-import.schemas';
import { Alert, Anchor, Button, FileInput, Group, List, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { messageText, type ServerMessage } from '@/lib/message-text';
import { paths } from '@/lib/paths';
import { dryRunOrderFile, readOrderFile, saveImportMapping, useCommitOrderFile } from '../api/order-import';
import { OrderImportCheckStep } from './order-import-check-step';
import { OrderImportMappingStep } from './order-import-mapping-step';

type Step = 'upload' | 'mapping' | 'check' | 'done';
const steps: Step[] = ['upload', 'mapping', 'check', 'done'];

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The problems a refused import names (the rows changed between the dry run and the import). */
const problemsOf = (error: unknown): ServerMessage[] => {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { error?: { details?: { fields?: ServerMessage[] } } } | undefined;
  return body?.error?.details?.fields ?? [];
};

/**
 * The order import wizard (decision 059): upload a CSV or .xlsx file → map its columns (saved for the user) → dry
 * run naming every problem by row and column → import every order or none.
 */
function OrderImportPage({ direction }: { direction: ImportDirection }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [read, setRead] = useState<ReadImportResponse | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [dryRun, setDryRun] = useState<DryRunResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const commit = useCommitOrderFile(direction);
  const list = direction === 'inbound' ? paths.wms.inboundOrders() : paths.wms.outboundOrders();
  const detail = direction === 'inbound' ? paths.wms.inboundDetail : paths.wms.outboundDetail;

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const readFile = () => {
    if (!file) {
      setFileError(t('warehouseImport.upload.chooseFile'));
      return;
    }
    void attempt(async () => {
      const answer = await readOrderFile(direction, file);
      setRead(answer);
      setMapping(answer.mapping);
      setDryRun(null);
      commit.reset();
      setStep('mapping');
    });
  };

  const check = () => {
    if (!file) return;
    void attempt(async () => {
      // The mapping is the user's choice from now on: saved first, so the next file starts from it.
      await saveImportMapping(direction, mapping);
      setDryRun(await dryRunOrderFile(direction, file, mapping));
      commit.reset();
      setStep('check');
    });
  };

  const uploadAgain = () => {
    setFile(null);
    setRead(null);
    setDryRun(null);
    setFailure(null);
    commit.reset();
    setStep('upload');
  };

  const runImport = () => {
    if (!file) return;
    commit.mutate({ file, mapping }, { onSuccess: () => setStep('done') });
  };

  const commitProblems = problemsOf(commit.error);
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t(`warehouseImport.pages.${direction}`)}</Title>
        <Anchor component={Link} to={list}>
          {t(`warehouseImport.backToList.${direction}`)}
        </Anchor>
      </Group>
      <Stepper active={steps.indexOf(step)} allowNextStepsSelect={false} size="sm">
        {steps.map((s) => (
          <Stepper.Step key={s} label={t(`warehouseImport.steps.${s}`)} />
        ))}
      </Stepper>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {step === 'upload' && (
        <Stack>
          <FileInput
            label={t('warehouseImport.upload.label')}
            description={t('warehouseImport.upload.description', {
              maxRows: orderImportMaxRows,
              maxMb: Math.round(orderImportMaxBytes / (1024 * 1024)),
            })}
            placeholder={t('warehouseImport.upload.placeholder')}
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            withAsterisk
            clearable
            value={file}
            error={fileError}
            onChange={(next) => {
              setFile(next);
              setFileError(null);
              setFailure(null);
            }}
            maw={520}
          />
          <Group>
            <Button onClick={readFile} loading={busy}>
              {t('warehouseImport.upload.read')}
            </Button>
          </Group>
        </Stack>
      )}
      {step === 'mapping' && read && (
        <OrderImportMappingStep
          direction={direction}
          read={read}
          mapping={mapping}
          onChange={setMapping}
          onBack={uploadAgain}
          onNext={check}
          busy={busy}
        />
      )}
      {step === 'check' && dryRun && (
        <Stack>
          {commit.error && (
            <Alert color="red" variant="light" role="alert">
              <Text size="sm">{errorMessage(commit.error)}</Text>
              {commitProblems.length > 0 && (
                <List size="sm">
                  {commitProblems.map((p, i) => (
                    <List.Item key={i}>{messageText(p)}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <OrderImportCheckStep
            result={dryRun}
            onBack={() => setStep('mapping')}
            onUploadAgain={uploadAgain}
            onImport={runImport}
            importing={commit.isPending}
          />
        </Stack>
      )}
      {step === 'done' && commit.data && (
        <Stack>
          <Title order={2}>{t('warehouseImport.done.title')}</Title>
          <Alert color="teal" variant="light" role="status">
            {messageText(commit.data)}
          </Alert>
          <List>
            {commit.data.imported.map((o) => (
              <List.Item key={o.orderId}>
                <Anchor component={Link} underline="always" to={detail({ id: o.orderId })}>
                  {o.fileNumber}
                </Anchor>{' '}
                ({o.referenceNo})
              </List.Item>
            ))}
          </List>
          <Group>
            <Button component={Link} to={list}>
              {t(`warehouseImport.backToList.${direction}`)}
            </Button>
            <Button variant="default" onClick={uploadAgain}>
              {t('warehouseImport.done.another')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** /wms/import-inbound-orders: inbound orders from a file. */
export function InboundOrderImportPage() {
  return <OrderImportPage direction="inbound" />;
}

/** /wms/import-outbound-orders: outbound orders from a file. */
export function OutboundOrderImportPage() {
  return <OrderImportPage direction="outbound" />;
}
