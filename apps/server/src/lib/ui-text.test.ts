import { uiCatalogues } from '@connect/contracts/i18n/ui-catalogues';
import type { StringTree } from '@connect/contracts/localization/localization.schemas';
import { describe, expect, it } from 'vitest';
import { uiText } from './ui-text';

// The catalogues' literal types are narrower than the lookup's plain string tree they are read as.
const tree = (locale: keyof typeof uiCatalogues) => uiCatalogues[locale] as unknown as StringTree;

describe('uiText (server-made texts in a language)', () => {
  it('interpolates and picks the plural form by the locale’s rules', () => {
    const es = uiText('es-MX', tree('es-MX'));
    expect(es.locale).toBe('es-MX');
    expect(es('reportSchedules.mail.subject', { name: 'Semanal' })).toBe('Reporte programado: Semanal');
    expect(es('reportSchedules.mail.ready', { name: 'Semanal', company: 'Lone Star', count: 1 })).toBe(
      'Su reporte programado "Semanal" de Lone Star está listo (1 fila).',
    );
    expect(es('reportSchedules.mail.ready', { name: 'Semanal', company: 'Lone Star', count: 12 })).toBe(
      'Su reporte programado "Semanal" de Lone Star está listo (12 filas).',
    );
    const en = uiText('en-US', tree('en-US'));
    expect(en('reportSchedules.mail.ready', { name: 'Weekly', company: 'Lone Star', count: 0 })).toBe(
      'Your scheduled report "Weekly" for Lone Star is ready (0 rows).',
    );
    expect(uiText('pt-BR', tree('pt-BR'))('analytics.files.tables.spendByLane')).toBe('Gastos por rota');
  });

  it('answers the key for a missing text or a subtree, and leaves unknown placeholders', () => {
    const en = uiText('en-US', tree('en-US'));
    expect(en('analytics.files.nothing')).toBe('analytics.files.nothing');
    expect(en('analytics.files')).toBe('analytics.files');
    expect(en('reportSchedules.mail.subject')).toBe('Scheduled report: {{name}}');
  });
});
