import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { startAppI18n } from '@/test/app-i18n';
import { renderWithProviders } from '@/test/render';
import { useIncotermName, useIncotermOptions } from './incoterm';

function Terms({ code }: { code: string }) {
  const name = useIncotermName();
  const options = useIncotermOptions();
  return (
    <>
      <p>{name(code) || 'none'}</p>
      <ul>
        {options.map((o) => (
          <li key={o.id}>{o.label}</li>
        ))}
      </ul>
    </>
  );
}

describe('Incoterms® names', () => {
  it('are worded in the user’s language by code, with nothing for a code that is not a rule', async () => {
    await startAppI18n('pt-BR');
    const { rerender } = renderWithProviders(
      <I18nextProvider i18n={i18next}>
        <Terms code="FCA" />
      </I18nextProvider>,
    );
    expect(screen.getByText('Livre no transportador')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getByText('CIF — Custo, seguro e frete')).toBeTruthy();
    expect(screen.queryByText(/Free Carrier/)).toBeNull();
    await i18next.changeLanguage('es-MX');
    expect(await screen.findByText('Franco porteador')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18next}>
        <Terms code="XYZ" />
      </I18nextProvider>,
    );
    expect(screen.getByText('none')).toBeTruthy();
  });
});
