import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractErrorText } from './error-text';
import { fieldErrorsOf } from './form-errors';
import { messageText } from './message-text';

beforeAll(async () => {
  // A second language proves the text comes from the catalogue by key, not from the server's English.
  await i18next.init({
    lng: 'es-ES',
    resources: {
      'es-ES': {
        translation: {
          server: {
            admin: { cannotDisableSelf: 'No puede desactivar su propia cuenta.' },
            bookings: { tooManyDocuments: 'Una reserva admite como máximo {{max}} documentos' },
            addressbook: { rowProblem: 'Fila {{row}}, {{column}}: {{problem}}' },
          },
          errors: {
            chooseCountry: 'Elija un país',
          },
        },
      },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

describe('server messages in the user’s language', () => {
  it('words a success answer by its key and parameters', () => {
    expect(
      messageText({
        message: 'A booking holds at most 20 documents',
        messageKey: 'server.bookings.tooManyDocuments',
        params: { max: 20 },
      }),
    ).toBe('Una reserva admite como máximo 20 documentos');
  });

  it('words a message carried as a parameter by its key, and keeps its text when the key is unknown', () => {
    const row = { message: 'Row 3, Country: Choose a country', messageKey: 'server.addressbook.rowProblem' };
    expect(
      messageText({
        ...row,
        params: { row: 3, column: 'Country', problem: 'Choose a country', problemKey: 'errors.chooseCountry' },
      }),
    ).toBe('Fila 3, Country: Elija un país');
    expect(messageText({ ...row, params: { row: 3, column: 'Country', problem: 'Choose a country' } })).toBe(
      'Fila 3, Country: Choose a country',
    );
  });

  it('falls back to the server’s text for a key it does not know', () => {
    expect(messageText({ message: 'Something new', messageKey: 'server.nothing.here' })).toBe('Something new');
    expect(messageText({ message: 'No key at all' })).toBe('No key at all');
  });

  it('words failed calls and field problems by key', () => {
    const body = {
      error: {
        code: 'CONFLICT',
        message: 'You cannot disable your own account.',
        messageKey: 'server.admin.cannotDisableSelf',
        details: {
          fields: [
            {
              path: 'body.documents',
              message: 'A booking holds at most 20 documents',
              messageKey: 'server.bookings.tooManyDocuments',
              params: { max: 20 },
            },
          ],
        },
      },
    };
    expect(extractErrorText({ status: 409, body }).text).toBe('No puede desactivar su propia cuenta.');
    expect(fieldErrorsOf(body)).toEqual({ documents: 'Una reserva admite como máximo 20 documentos' });
  });
});
