import { describe, expect, it } from 'vitest';
import { messages } from '../errors/messages';
import { enUsStrings } from '../i18n/en-us';
import { messageKeyOf, renderMessage } from './message-keys';
import { serverMessages } from './server-messages';

describe('server messages as catalogue keys', () => {
  it('renders a key with its parameters and plural forms in en-US', () => {
    expect(renderMessage('server.bookings.tooManyDocuments', { max: 20 })).toBe('A booking holds at most 20 documents');
    expect(renderMessage('server.addressbook.imported', { count: 1 })).toBe('1 address imported');
    expect(renderMessage('server.addressbook.imported', { count: 3 })).toBe('3 addresses imported');
    expect(renderMessage('errors.recordNotFound')).toBe(messages.recordNotFound);
  });

  it('keys a catalogue text that comes from a shared rule, and nothing else', () => {
    expect(messageKeyOf(messages.originDestinationSame)).toBe('errors.originDestinationSame');
    expect(messageKeyOf(serverMessages.auth.inviteUsed)).toBe('server.auth.inviteUsed');
    expect(messageKeyOf('A sentence nobody wrote into the catalogue')).toBeUndefined();
  });

  it('is part of the UI catalogue, so the web app can word every key', () => {
    expect(enUsStrings.server).toBe(serverMessages);
    expect(enUsStrings.errors.recordNotFound).toBe(messages.recordNotFound);
  });
});
