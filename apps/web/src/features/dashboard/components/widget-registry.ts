import type { DashboardWidgetType } from '@connect/contracts/dashboard/dashboard.schemas';
import type { ComponentType } from 'react';
import type { IconName } from '../../../components/icons';
import type { WidgetFrameControls } from './widget-frame';
import { AttentionWidget } from './widgets/attention-widget';
import { BillingWidget } from './widgets/billing-widget';
import { BookingWidget } from './widgets/booking-widget';
import { FreightCalculatorWidget } from './widgets/freight-calculator-widget';
import { ShipmentsAtRiskWidget } from './widgets/shipments-at-risk-widget';
import { ShipmentsWidget } from './widgets/shipments-widget';
import { TrackWidget } from './widgets/track-widget';

/** What the user's permissions in the selected company open (for widgets that gather several areas). */
export type WidgetAccess = { booking: boolean; billing: boolean };
export type WidgetProps = { controls: WidgetFrameControls; access: WidgetAccess };

/**
 * The widget registry (decision 051): one entry per widget type of the contract's catalogue
 * (`dashboardWidgetCatalogue`), so a type the server may answer without a component here is a type error. An area
 * that is built later (WMS, Report, Resources) adds its type to the catalogue and its component here; until then
 * the server never offers it and nothing shows.
 */
export const widgetRegistry: Record<DashboardWidgetType, { icon: IconName; Widget: ComponentType<WidgetProps> }> = {
  booking: { icon: 'booking', Widget: BookingWidget },
  billing: { icon: 'billing', Widget: BillingWidget },
  shipments: { icon: 'shipment', Widget: ShipmentsWidget },
  freightCalculator: { icon: 'calculator', Widget: FreightCalculatorWidget },
  track: { icon: 'tracking', Widget: TrackWidget },
  attention: { icon: 'message', Widget: AttentionWidget },
  shipmentsAtRisk: { icon: 'shipment', Widget: ShipmentsAtRiskWidget },
};
