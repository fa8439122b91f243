import {
  resourceDraftSchema,
  resourceModules,
  resourceVisibilityTypes,
  type AdminResource,
  type ResourceKind,
  type ResourceModule,
  type ResourceVisibilityType,
} from '@connect/contracts/resources/resources.schemas';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { ApiError } from '@/lib/api-client';
import { schemaFieldErrors } from '@/lib/contract-message';
import { fieldErrorsOf } from '@/lib/form-errors';
import { messageText } from '@/lib/message-text';
import { notifySuccess } from '@/lib/notify';
import {
  useCustomerCompanies,
  useCustomerSearch,
  useSaveResource,
  useUploadResourceFile,
} from '../api/admin-resources';

type Form = {
  title: string;
  description: string;
  kind: ResourceKind;
  url: string;
  file: { id: string; fileName: string } | null;
  modules: ResourceModule[];
  category: string;
  visibilityTypes: ResourceVisibilityType[];
  customerIds: string[];
  companyCodes: string[];
  publishAt: string;
  expiresAt: string;
  requiresAck: boolean;
};

/** 'YYYY-MM-DDTHH:mm' in the browser's zone, as a datetime-local input holds it. */
function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const localToIso = (value: string) =>
  value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : value;

function formOf(resource: AdminResource | null): Form {
  return {
    title: resource?.title ?? '',
    description: resource?.description ?? '',
    kind: resource?.kind ?? 'link',
    url: resource?.url ?? '',
    file: resource?.file ? { id: resource.file.id, fileName: resource.file.fileName } : null,
    modules: resource?.modules ?? [],
    category: resource?.category ?? '',
    visibilityTypes: resource?.visibilityTypes ?? [],
    customerIds: resource?.customers.map((c) => c.userId) ?? [],
    companyCodes: resource?.companies.map((c) => c.code) ?? [],
    publishAt: toLocalInput(resource ? new Date(resource.publishAt) : new Date()),
    expiresAt: resource?.expiresAt ? toLocalInput(new Date(resource.expiresAt)) : '',
    requiresAck: resource?.requiresAck ?? false,
  };
}

/** Customers by name or e-mail (active customer users, 50 at a time). */
function CustomerPicker({
  value,
  known,
  onChange,
  error,
}: {
  value: string[];
  known: Record<string, string>;
  onChange: (ids: string[], labels: Record<string, string>) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const users = useCustomerSearch(term);
  const labels: Record<string, string> = { ...known };
  for (const user of users.data?.items ?? []) labels[user.userId] = `${user.displayName || user.email} <${user.email}>`;
  return (
    <MultiSelect
      label={t('resources.admin.customers')}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={Object.entries(labels).map(([id, label]) => ({ value: id, label }))}
      value={value}
      onChange={(ids) => onChange(ids, labels)}
      error={error}
      nothingFoundMessage={t('resources.admin.noUsersFound')}
      maxValues={500}
    />
  );
}

function ResourceForm({ resource, onDone }: { resource: AdminResource | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveResource();
  const upload = useUploadResourceFile();
  const companies = useCustomerCompanies();
  const [form, setForm] = useState<Form>(() => formOf(resource));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [customerLabels, setCustomerLabels] = useState<Record<string, string>>(() =>
    Object.fromEntries((resource?.customers ?? []).map((c) => [c.userId, `${c.displayName || c.email} <${c.email}>`])),
  );
  const update = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  const chooseFile = (file: File | null) => {
    update({ file: null });
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (uploaded) => {
        update({ file: { id: uploaded.id, fileName: uploaded.fileName } });
        setErrors(({ fileId: _dropped, ...rest }) => rest);
      },
      onError: (error) => setErrors((current) => ({ ...current, fileId: error.message })),
    });
  };

  const submit = () => {
    const parsed = resourceDraftSchema.safeParse({
      title: form.title,
      description: form.description,
      kind: form.kind,
      url: form.kind === 'link' ? form.url : null,
      fileId: form.kind === 'file' ? (form.file?.id ?? null) : null,
      modules: form.modules,
      category: form.category,
      visibilityTypes: form.visibilityTypes,
      customerIds: form.visibilityTypes.includes('Customer') ? form.customerIds : [],
      companyCodes: form.visibilityTypes.includes('Company') ? form.companyCodes : [],
      publishAt: localToIso(form.publishAt),
      expiresAt: form.expiresAt ? localToIso(form.expiresAt) : null,
      requiresAck: form.requiresAck,
    });
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: resource?.id ?? null, draft: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(messageText({ message: '', messageKey: 'server.resources.saved' }));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(fieldErrorsOf(error.body));
        },
      },
    );
  };

  const failure = save.error instanceof ApiError ? save.error.message : null;
  const companyOptions = (companies.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }));
  for (const code of form.companyCodes) {
    if (!companyOptions.some((o) => o.value === code)) companyOptions.push({ value: code, label: code });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('resources.admin.title')}
          withAsterisk
          maxLength={150}
          value={form.title}
          onChange={(e) => update({ title: e.currentTarget.value })}
          error={errors.title}
        />
        <Textarea
          label={t('resources.admin.description')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={2000}
          value={form.description}
          onChange={(e) => update({ description: e.currentTarget.value })}
          error={errors.description}
        />
        <Stack gap="xs">
          <Text fw={500} size="sm" id="resource-kind">
            {t('resources.admin.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="resource-kind"
            value={form.kind}
            onChange={(value) => update({ kind: value as ResourceKind })}
            data={(['link', 'file'] as const).map((kind) => ({ value: kind, label: t(`resources.kinds.${kind}`) }))}
            w="fit-content"
          />
          {form.kind === 'link' ? (
            <TextInput
              type="url"
              label={t('resources.admin.url')}
              withAsterisk
              placeholder="https://"
              value={form.url}
              onChange={(e) => update({ url: e.currentTarget.value })}
              error={errors.url}
            />
          ) : (
            <FileInput
              label={t('resources.admin.file')}
              withAsterisk
              description={
                upload.isPending
                  ? t('resources.admin.uploading')
                  : form.file
                    ? t('resources.admin.uploaded', { name: form.file.fileName })
                    : t('resources.admin.fileHint')
              }
              clearable
              onChange={chooseFile}
              error={errors.fileId}
            />
          )}
        </Stack>
        <Checkbox.Group
          label={t('resources.admin.modules')}
          withAsterisk
          value={form.modules}
          onChange={(values) => update({ modules: values as ResourceModule[] })}
          error={errors.modules}
        >
          <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs" spacing="xs">
            {resourceModules.map((m) => (
              <Checkbox key={m} value={m} label={t(`resources.modules.${m}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <TextInput
          label={t('resources.admin.category')}
          description={t('resources.admin.categoryHint')}
          maxLength={80}
          value={form.category}
          onChange={(e) => update({ category: e.currentTarget.value })}
          error={errors.category}
        />
        <Checkbox.Group
          label={t('resources.admin.visibility')}
          withAsterisk
          value={form.visibilityTypes}
          onChange={(values) => update({ visibilityTypes: values as ResourceVisibilityType[] })}
          error={errors.visibilityTypes}
        >
          <Group mt="xs">
            {resourceVisibilityTypes.map((type) => (
              <Checkbox key={type} value={type} label={t(`resources.admin.visibilityTypes.${type}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        {form.visibilityTypes.includes('Customer') && (
          <CustomerPicker
            value={form.customerIds}
            known={customerLabels}
            onChange={(customerIds, labels) => {
              setCustomerLabels(labels);
              update({ customerIds });
            }}
            error={errors.customerIds}
          />
        )}
        {form.visibilityTypes.includes('Company') && (
          <MultiSelect
            label={t('resources.admin.companies')}
            withAsterisk
            searchable
            data={companyOptions}
            value={form.companyCodes}
            onChange={(companyCodes) => update({ companyCodes })}
            error={errors.companyCodes}
            maxValues={500}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={t('resources.admin.publishAt')}
            withAsterisk
            value={form.publishAt}
            onChange={(e) => update({ publishAt: e.currentTarget.value })}
            error={errors.publishAt}
          />
          <TextInput
            type="datetime-local"
            label={t('resources.admin.expiresAt')}
            value={form.expiresAt}
            onChange={(e) => update({ expiresAt: e.currentTarget.value })}
            error={errors.expiresAt}
          />
        </SimpleGrid>
        <Checkbox
          label={t('resources.admin.requiresAck')}
          checked={form.requiresAck}
          onChange={(e) => update({ requiresAck: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('resources.admin.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={upload.isPending}>
            {t('resources.admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create or change a resource: title, description, link or file, modules, category, visibility, dates. */
export function ResourceEditorDialog({
  opened,
  resource,
  onClose,
}: {
  opened: boolean;
  resource: AdminResource | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={resource ? t('resources.admin.editTitle') : t('resources.admin.newTitle')}
    >
      <ResourceForm key={resource?.id ?? 'new'} resource={resource} onDone={onClose} />
    </FormModal>
  );
}
