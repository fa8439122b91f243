import { paths } from '@/lib/paths';
import { crumbs, here, lazy, permission, type RouteEntry } from './route-kit';

/** Bookings: the dashboard (also /customer/bookings), the booking form in its kinds, templates, details. */
const bookingForm = (kind: 'new' | 'edit' | 'new-template' | 'clone-template' | 'edit-template') =>
  lazy(
    () => import('@/features/bookings/components/booking-form-page'),
    (m) =>
      function BookingFormRoute() {
        return <m.BookingFormPage kind={kind} />;
      },
  );
export const bookingRoutes: readonly RouteEntry[] = [
  {
    path: paths.bookings.dashboard.path,
    aliases: ['/customer/bookings'],
    layout: 'shell',
    page: lazy(
      () => import('@/features/bookings/components/booking-dashboard-page'),
      (m) => m.BookingDashboardPage,
    ),
    titleKey: 'titles.bookings',
    trail: [crumbs.home, here('bookings')],
    // The forwarder's employees review every company's bookings from the same screen.
    access: permission('booking', { staff: true }),
    menu: { key: 'bookings', labelKey: 'menu.bookings', order: 2, icon: 'booking' },
  },
  {
    path: paths.bookings.new.path,
    aliases: ['/customer/bookings/new'],
    layout: 'shell',
    page: bookingForm('new'),
    titleKey: 'titles.newBooking',
    trail: [crumbs.home, crumbs.bookings, here('newBooking')],
    access: permission('booking'),
  },
  {
    path: paths.bookings.edit.path,
    layout: 'shell',
    page: bookingForm('edit'),
    titleKey: 'titles.editBooking',
    trail: [crumbs.home, crumbs.bookings, here('editBooking')],
    access: permission('booking'),
  },
  {
    path: paths.bookings.createTemplate.path,
    layout: 'shell',
    page: bookingForm('new-template'),
    titleKey: 'titles.createTemplate',
    trail: [crumbs.home, crumbs.bookings, crumbs.templates, here('newTemplate')],
    access: permission('booking'),
  },
  {
    path: paths.bookings.cloneTemplate.path,
    layout: 'shell',
    page: bookingForm('clone-template'),
    titleKey: 'titles.cloneTemplate',
    trail: [crumbs.home, crumbs.bookings, crumbs.templates, here('createClone')],
    access: permission('booking'),
  },
  {
    path: paths.bookings.editTemplate.path,
    layout: 'shell',
    page: bookingForm('edit-template'),
    titleKey: 'titles.editTemplate',
    trail: [crumbs.home, crumbs.bookings, crumbs.templates, here('editTemplate')],
    access: permission('booking'),
  },
  {
    path: paths.bookings.templates.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/bookings/components/booking-templates-page'),
      (m) => m.BookingTemplatesPage,
    ),
    titleKey: 'titles.bookingTemplates',
    trail: [crumbs.home, crumbs.bookings, here('templates')],
    access: permission('booking'),
  },
  {
    path: paths.bookings.details.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/bookings/components/booking-detail-page'),
      (m) => m.BookingDetailPage,
    ),
    titleKey: 'titles.bookingDetails',
    trail: [crumbs.home, crumbs.bookings, here('bookingDetails')],
    access: permission('booking', { staff: true }),
  },
];
