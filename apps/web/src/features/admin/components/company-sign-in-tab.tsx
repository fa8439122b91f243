import { companyMfaRequirementsSchema } from '@connect/contracts/mfa/mfa.schemas';
import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import { Alert, Loader, Stack, Switch, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '@/lib/api-client';
import { messageText } from '@/lib/message-text';
import { notifyError, notifySuccess } from '@/lib/notify';
import { adminKeys } from '../api/admin-keys';

const requirementsKey = [...adminKeys.all, 'company-sign-in'] as const;

/** The forwarder's admin requires two-step sign-in of everyone in a company (decision 037). */
export function CompanySignInTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const companies = useQuery({
    queryKey: requirementsKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/companies/mfa-required', { schema: companyMfaRequirementsSchema, loader: false, signal }),
  });
  const save = useMutation({
    mutationFn: (change: { companyCode: string; required: boolean }) =>
      apiRequest(`/api/admin/companies/${encodeURIComponent(change.companyCode)}/mfa-required`, {
        method: 'PUT',
        body: { required: change.required },
        schema: messageResponseSchema,
      }),
    onSuccess: (answer) => notifySuccess(messageText(answer)),
    onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requirementsKey }),
  });
  if (companies.isPending) return <Loader aria-label={t('app.loader')} />;
  if (companies.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {companies.error instanceof ApiError ? companies.error.message : String(companies.error)}
      </Alert>
    );
  }
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('mfa.admin.companiesIntro')}
      </Text>
      <Table striped withTableBorder aria-label={t('mfa.admin.companies')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('mfa.admin.company')}</Table.Th>
            <Table.Th>{t('mfa.admin.required')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.data.map((company) => (
            <Table.Tr key={company.companyCode}>
              <Table.Td>
                {company.name} ({company.companyCode})
              </Table.Td>
              <Table.Td>
                <Switch
                  checked={company.mfaRequired}
                  disabled={save.isPending}
                  aria-label={t('mfa.admin.requireFor', { company: company.name })}
                  onChange={(event) =>
                    save.mutate({ companyCode: company.companyCode, required: event.currentTarget.checked })
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
