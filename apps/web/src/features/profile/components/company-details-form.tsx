import { updateCompanySchema, type CompanyDetails } from '@connect/contracts/profile/profile.schemas';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateCompany } from '../api/company-profile';

const fields = ['name', 'streetAddress1', 'streetAddress2', 'city', 'telNo', 'faxNo', 'webAddress', 'email'] as const;

/** Company Details (spec 1 §3): editable by the company's users, read-only when the forwarder set notEditable. */
export function CompanyDetailsForm({ company, sessionKey }: { company: CompanyDetails; sessionKey: string }) {
  const { t } = useTranslation();
  const update = useUpdateCompany(sessionKey);
  const form = useSchemaForm(updateCompanySchema, {
    name: company.name,
    streetAddress1: company.streetAddress1,
    streetAddress2: company.streetAddress2,
    city: company.city,
    telNo: company.telNo,
    faxNo: company.faxNo,
    webAddress: company.webAddress,
    email: company.email,
  });
  const readOnly = !company.canEdit;

  return (
    <form
      noValidate
      aria-label={t('profile.tabs.company')}
      onSubmit={form.onSubmit((values) =>
        update.mutate(values, {
          onSuccess: (saved) => {
            form.resetDirty(Object.fromEntries(fields.map((f) => [f, saved[f]])) as typeof values);
            notifySuccess(t('profile.companyDetails.saved'));
          },
          onError: (error) => {
            if (error instanceof ApiError) {
              const issues = fieldErrorsOf(error.body);
              if (Object.keys(issues).length > 0) form.setErrors(issues);
              else notifyError(error.message);
            }
          },
        }),
      )}
    >
      <Stack>
        {readOnly && (
          <Alert color="blue" variant="light">
            {t('profile.companyDetails.readOnly')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('profile.companyDetails.companyCode')} value={company.companyCode} readOnly />
          {fields.map((field) => (
            <TextInput
              key={field}
              label={t(`profile.companyDetails.${field}`)}
              readOnly={readOnly}
              withAsterisk={field === 'name' && !readOnly}
              type={field === 'email' ? 'email' : 'text'}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        {!readOnly && (
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              {t('profile.companyDetails.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
