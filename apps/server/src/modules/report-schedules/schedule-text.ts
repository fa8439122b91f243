import type { ServiceContext } from '../../context';
import { uiText, type UiText } from '../../lib/ui-text';
import { getLocalization } from '../localization/localization.service';

/**
 * The words of a scheduled run's mail or file in one language (decision 075): the localization service's strings
 * of that locale (the default language when it is not active, the admins' published changes included), so a mail
 * reads as the portal reads for that person.
 */
export async function textIn(ctx: Pick<ServiceContext, 'db'>, locale: string): Promise<UiText> {
  const localization = await getLocalization(ctx, locale);
  return uiText(localization.locale, localization.strings);
}
