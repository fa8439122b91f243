import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useConfiguration } from '../lib/configuration-context';
import { composeTitle, titleKeyFor } from './route-table';

export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const { productName } = useConfiguration();
  useEffect(() => {
    const key = titleKeyFor(pathname);
    document.title = composeTitle(productName, key ? t(key) : undefined);
  }, [pathname, productName, t]);
}
