import { createContext, useContext } from 'react';
import type { MenuKey, UiKey } from './i18n-keys';

/**
 * What features may know of the app's navigation without importing `app/` (decision 016): the side-menu
 * entries a viewer may see, derived by the app from its route registry and provided here.
 */
export type MenuIcon =
  | 'home'
  | 'booking'
  | 'shipment'
  | 'billing'
  | 'wms'
  | 'tracking'
  | 'quotation'
  | 'report'
  | 'addressbook'
  | 'warehousereceipt'
  | 'users'
  | 'message'
  | 'localization'
  | 'resources';

export type MenuViewer = {
  signedIn: boolean;
  /** An admin who is not impersonating (an impersonating admin gets the customer's menu). */
  admin: boolean;
  permissions: readonly string[];
  /** An employee (or admin) acting as themselves. */
  staff?: boolean;
};

/** A menu entry as features see it; `available` is false for an area whose screens are still to come. */
export type MenuLink = { key: MenuKey; labelKey: UiKey; link: string; icon: MenuIcon; available: boolean };

export type Navigation = {
  menuFor: (viewer: MenuViewer, options?: { includeNotYet?: boolean }) => MenuLink[];
};

export const NavigationContext = createContext<Navigation>({ menuFor: () => [] });

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}
