/** The server's own texts of the localization screen (`server.localization.*`, decision 025). */
export const localizationMessages = {
  localeAdded: 'The language {{locale}} was added.',
  localeSaved: 'The language {{locale}} was saved.',
  defaultStaysActive: 'The default language cannot be switched off.',
  unknownKey: 'There is no text {{key}}.',
  placeholdersDiffer: 'Keep the placeholders of the English text: {{placeholders}}.',
  draftSaved: 'The change is saved as a draft. Publish to show it.',
  published_one: '{{count}} change published.',
  published_other: '{{count}} changes published.',
  nothingToPublish: 'There are no changes to publish.',
} as const;
