import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { startAppI18n } from '@/test/app-i18n';
import { departedFlags, milestone, shipmentRow } from '@/test/fixtures/shipments';
import { renderWithProviders } from '@/test/render';
import { MilestoneTimeline } from './milestone-timeline';
import { ShipmentStatusSummary, shipmentProgressOf } from './shipment-status';

/** The screens read progress and milestone states with the server's rule (decision 032). */

const loadedRow = shipmentRow(11, {
  event_description: 'Shipment Loaded',
  A_pickup: '2025-06-02',
  A_loaded: '2025-06-03',
  dep: null,
  departed_flag: false,
});

describe('shipment progress on screen', () => {
  it('a loaded shipment’s bar says Loaded, the step its status names, not Booked', () => {
    renderWithProviders(
      <ShipmentStatusSummary
        status={loadedRow.event_description}
        statusCode={loadedRow.event_code}
        shipment={loadedRow}
        dataPending={false}
      />,
    );
    expect(screen.getByText('Shipment Loaded')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress: Loaded, awaiting departure, 36 %' })).toBeTruthy();
    expect(screen.queryByText('Booked')).toBeNull();
  });

  it('a grid row and the same shipment’s timeline give the same status, flags and progress', () => {
    const timeline = {
      flags: { ...departedFlags, departed_flag: false },
      milestones: [
        milestone(25, 'Shipper Booked', { estimated: '2025-06-01T09:00:00Z', actual: '2025-06-01T09:00:00Z' }),
        milestone(1, 'Shipment Pickup', { estimated: null, actual: '2025-06-02T09:00:00Z' }),
        milestone(112, 'Shipment Loaded', { estimated: null, actual: '2025-06-03T09:00:00Z' }),
        milestone(4, 'Departure from Origin', { estimated: '2025-06-03T08:00:00Z', actual: null }),
        milestone(5, 'Arrival at Destination', { estimated: '2025-06-05T08:00:00Z', actual: null }),
      ],
    };
    const fromRow = shipmentProgressOf(loadedRow);
    const fromTimeline = shipmentProgressOf(timeline);
    expect(fromRow.status).toEqual({ code: 112, name: 'Shipment Loaded' });
    expect(fromTimeline.status).toEqual(fromRow.status);
    expect(fromTimeline.flags).toEqual(fromRow.flags);
    expect(fromTimeline.progress).toEqual(fromRow.progress);
    expect(fromRow.flags).toMatchObject({ bookedFlag: true, departedFlag: false });
  });

  it('marks each milestone Done, Planned or Not set in words, never Planned when it has an actual time', () => {
    renderWithProviders(
      <MilestoneTimeline
        milestones={[
          milestone(25, 'Shipper Booked', { estimated: null, actual: '2025-06-01T09:00:00.000Z' }),
          milestone(4, 'Departure from Origin', { estimated: '2025-06-03T08:00:00.000Z', actual: null }),
          milestone(11, 'Import Customs Clearance', { estimated: null, actual: null }),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Done')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText('Planned')).toBeNull();
    expect(items[0]?.getAttribute('data-state')).toBe('done');
    expect(within(items[1] as HTMLElement).getByText('Planned')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Not set')).toBeTruthy();
    expect(items[2]?.getAttribute('data-state')).toBe('notSet');
  });

  it('words the status and the milestones by event code in the user’s language, the forwarder’s name for an unknown code', async () => {
    await startAppI18n('pt-BR');
    renderWithProviders(
      <I18nextProvider i18n={i18next}>
        <ShipmentStatusSummary
          status={loadedRow.event_description}
          statusCode={loadedRow.event_code}
          shipment={loadedRow}
          dataPending={false}
        />
        <MilestoneTimeline
          milestones={[
            milestone(25, 'Shipper Booked', { estimated: null, actual: '2025-06-01T09:00:00.000Z' }),
            milestone(6, 'Delivered to Consignee', { estimated: null, actual: null }),
            milestone(4321, 'Warehouse Inspection', { estimated: null, actual: null }),
          ]}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('Embarque carregado')).toBeTruthy();
    expect(screen.queryByText('Shipment Loaded')).toBeNull();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Reserva do embarcador')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Entregue ao consignatário')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Warehouse Inspection')).toBeTruthy();
    await i18next.changeLanguage('es-MX');
    expect(await screen.findByText('Embarque cargado')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Reserva del embarcador')).toBeTruthy();
  });
});
