import type { AreaWidgetType } from '@connect/contracts/dashboard/dashboard.schemas';
import { createContext, useContext, type ComponentType } from 'react';
import type { IconName } from './icons';

/**
 * The home widgets that belong to another area (WMS, report, resources; decision 056). The dashboard draws every
 * widget's card (move handle, title, remove) but cannot import another feature, so the app fills this registry
 * with each area's widget body and provides it around the home page; the board reads it here.
 */
export type AreaWidget = {
  icon: IconName;
  /** The card's body: loads its own data with a skeleton and a retry (`components/widget-query`). */
  Body: ComponentType;
  /**
   * Whether the widget may show beyond its permission (the resources widget: a visibility entry matches the user
   * or the selected company, spec 1 §2). Called on every render of the board, `enabled` false while the user has no
   * such widget; answers undefined while it is not known yet (the board keeps the widget's place meanwhile), false
   * when it could not be known.
   */
  useVisible: (enabled: boolean) => boolean | undefined;
};

export type AreaWidgets = Record<AreaWidgetType, AreaWidget>;

/** For an area widget without a rule of its own: its permission (checked by the server) is enough. */
export const alwaysVisible = (): boolean => true;

const AreaWidgetsContext = createContext<Partial<AreaWidgets>>({});

export const AreaWidgetsProvider = AreaWidgetsContext.Provider;

/** The area widgets the app registered; a type missing here is not offered on the board. */
export function useAreaWidgets(): Partial<AreaWidgets> {
  return useContext(AreaWidgetsContext);
}
