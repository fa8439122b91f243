import type { ServiceContext } from '../../context';
import { documentText } from '../billing/billing-text';
import { printWords, type PrintWords } from '../billing/billing-print-words';

/**
 * The words of an account or export mail in its recipient's language (issue #17, decision 098): the catalogue's
 * `mails` area through the localization service (the admins' published changes included; the default language when
 * `locale` is not given or not active), with the documents' Intl formats, as the receipt mail is worded.
 */
export async function mailWords(ctx: Pick<ServiceContext, 'db'>, locale: string | undefined): Promise<PrintWords> {
  return printWords(await documentText(ctx, locale), undefined, 'mails');
}
