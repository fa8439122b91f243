import type { ServiceContext } from '../../context';
import { uiText, type UiText } from '../../lib/ui-text';
import { getLocalization } from '../localization/localization.service';

/**
 * The words of a billing document in one locale (decision 098): the localization service's strings of that locale
 * (the default language when it is not given or not active, the admins' published changes included), as the
 * analytics files and the scheduled reports are worded (decision 075).
 */
export async function documentText(ctx: Pick<ServiceContext, 'db'>, locale: string | undefined): Promise<UiText> {
  const localization = await getLocalization(ctx, locale);
  return uiText(localization.locale, localization.strings);
}

/** The signed-in caller's own language (their My Profile choice); without a caller, the default language. */
export function readerText(ctx: ServiceContext): Promise<UiText> {
  return documentText(ctx, ctx.auth?.user.locale);
}
