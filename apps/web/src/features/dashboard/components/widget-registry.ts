import type { AreaWidgetType, DashboardWidgetType } from '@connect/contracts/dashboard/dashboard.schemas';
import type { ComponentType } from 'react';
import type { IconName } from '@/components/icons';
import type { AreaWidgets } from '@/components/area-widgets';
import type { WidgetFrameControls } from './widget-frame';
import { AttentionWidget } from './widgets/attention-widget';
import { BillingWidget } from './widgets/billing-widget';
import { BookingWidget } from './widgets/booking-widget';
import { FreightCalculatorWidget } from './widgets/freight-calculator-widget';
import { ShipmentsAtRiskWidget } from './widgets/shipments-at-risk-widget';
import { ShipmentsWidget } from './widgets/shipments-widget';
import { TrackWidget } from './widgets/track-widget';

/** What the user's permissions in the selected company open (for widgets that gather several areas). */
export type WidgetAccess = { booking: boolean; billing: boolean; quotations: boolean; receipts: boolean };
export type WidgetProps = { controls: WidgetFrameControls; access: WidgetAccess };

export type OwnWidgetType = Exclude<DashboardWidgetType, AreaWidgetType>;

/**
 * The dashboard's own widgets (decision 051): one entry per type of the contract's catalogue that is not another
 * area's, so a type without a component is a type error. The widgets of other areas (WMS, report, resources) come
 * from the registry the app fills (`components/area-widgets`, decision 056); a type in neither is not shown.
 */
export const widgetRegistry: Record<OwnWidgetType, { icon: IconName; Widget: ComponentType<WidgetProps> }> = {
  booking: { icon: 'booking', Widget: BookingWidget },
  billing: { icon: 'billing', Widget: BillingWidget },
  shipments: { icon: 'shipment', Widget: ShipmentsWidget },
  freightCalculator: { icon: 'calculator', Widget: FreightCalculatorWidget },
  track: { icon: 'tracking', Widget: TrackWidget },
  attention: { icon: 'message', Widget: AttentionWidget },
  shipmentsAtRisk: { icon: 'shipment', Widget: ShipmentsAtRiskWidget },
};

export function isOwnWidget(type: DashboardWidgetType): type is OwnWidgetType {
  return type in widgetRegistry;
}

/** The icon of any widget the board can draw; undefined for an area widget the app did not register. */
export function widgetIcon(type: DashboardWidgetType, areas: Partial<AreaWidgets>): IconName | undefined {
  return isOwnWidget(type) ? widgetRegistry[type].icon : areas[type]?.icon;
}
