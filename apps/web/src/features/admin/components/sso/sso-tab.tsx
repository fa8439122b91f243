import type { SsoCompany } from '@connect/contracts/sso/sso.schemas';
import { Alert, Button, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { getSsoCompanies, ssoKeys } from './sso-calls';
import { SsoSettingsDialog } from './sso-settings-dialog';

/** /u/admin's single sign-on tab (decision 093): each company's state, a dialog to set it up. */
export function SsoTab() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<SsoCompany | null>(null);
  const companies = useQuery({ queryKey: ssoKeys.companies(), queryFn: ({ signal }) => getSsoCompanies(signal) });
  if (companies.isPending) return <Loader aria-label={t('app.loader')} />;
  if (companies.error)
    return (
      <Alert color="red" variant="light" role="alert">
        {companies.error instanceof ApiError ? companies.error.message : String(companies.error)}
      </Alert>
    );
  const statusOf = (c: SsoCompany) =>
    !c.configured
      ? t('sso.admin.notConfigured')
      : !c.enabled
        ? t('sso.admin.statusOff')
        : c.ssoRequired
          ? t('sso.admin.statusRequired')
          : t('sso.admin.statusOn');
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('sso.admin.tabIntro')}
      </Text>
      <Table striped withTableBorder aria-label={t('sso.admin.companies')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sso.admin.company')}</Table.Th>
            <Table.Th>{t('sso.admin.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('sso.admin.open')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.data.items.map((company) => (
            <Table.Tr key={company.companyId}>
              <Table.Td>
                {company.companyName} ({company.companyCode})
              </Table.Td>
              <Table.Td>{statusOf(company)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('sso.admin.openFor', { company: company.companyName })}
                  onClick={() => setOpen(company)}
                >
                  {t('sso.admin.open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {open && <SsoSettingsDialog company={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
