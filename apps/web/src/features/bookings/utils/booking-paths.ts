/** The booking screens' paths (spec 1 §2): `/booking/new-bookings` with id 0 starts a blank booking. */
export const bookingPaths = {
  dashboard: () => '/booking/dashboard',
  new: (templateId?: string) =>
    templateId
      ? `/booking/new-bookings?id=0&templateId=${encodeURIComponent(templateId)}`
      : '/booking/new-bookings?id=0',
  edit: (id: string) => `/booking/edit-bookings?id=${encodeURIComponent(id)}`,
  details: (id: string) => `/booking/bookings-details?id=${encodeURIComponent(id)}`,
  templates: () => '/booking/templates',
  createTemplate: () => '/booking/create-template',
  cloneTemplate: (id: string) => `/booking/clone-template?id=${encodeURIComponent(id)}`,
  editTemplate: (id: string) => `/booking/edit-template?id=${encodeURIComponent(id)}`,
};
