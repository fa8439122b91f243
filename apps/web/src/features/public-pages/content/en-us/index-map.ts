import type { PublicPageContent, PublicPageKey } from '../page-content';
import { aboutUsContent } from './about-us';
import { documentationAboutUsContent } from './documentation-about-us';
import { documentationApiContent } from './documentation-api';
import { documentationConnectContent } from './documentation-connect';
import { documentationConnectFeatureReleasesContent } from './documentation-connect-feature-releases';
import { documentationEdiContent } from './documentation-edi';
import { freightContent } from './freight';
import { privacyStatementContent } from './privacy-statement';
import { termsContent } from './terms';

export const enUsPages: Record<PublicPageKey, PublicPageContent> = {
  terms: termsContent,
  'privacy-statement': privacyStatementContent,
  freight: freightContent,
  'about-us': aboutUsContent,
  'documentation-edi': documentationEdiContent,
  'documentation-connect': documentationConnectContent,
  'documentation-connect-feature-releases': documentationConnectFeatureReleasesContent,
  'documentation-api': documentationApiContent,
  'documentation-about-us': documentationAboutUsContent,
};
