import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './form-errors';

describe('field errors of a failed call', () => {
  it('keys the messages by field name', () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'This form is not valid.',
        details: {
          fields: [
            { path: 'body.password', message: 'This password is too common.' },
            { path: 'body.password', message: 'second' },
            { path: 'query.pageSize', message: 'Too big' },
          ],
        },
      },
    };
    expect(fieldErrorsOf(body)).toEqual({ password: 'This password is too common.', pageSize: 'Too big' });
  });

  it('answers nothing for other bodies', () => {
    expect(fieldErrorsOf(undefined)).toEqual({});
    expect(fieldErrorsOf('oops')).toEqual({});
    expect(fieldErrorsOf({ error: { code: 'X', message: 'm' } })).toEqual({});
  });
});
