import type { SVGProps } from 'react';

/**
 * The few line icons the shell needs (24×24, stroke = currentColor), drawn here so the app carries no icon
 * library. Decorative: callers give the control its accessible name.
 */
export type IconName =
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
  | 'headset'
  | 'resources'
  | 'user'
  | 'menu'
  | 'chevron-left'
  | 'search'
  | 'impersonate'
  | 'logout'
  | 'building'
  | 'filter'
  | 'settings'
  | 'drag'
  | 'chevron-down'
  | 'chevron-right'
  | 'arrow-up'
  | 'arrow-down'
  | 'download'
  | 'calculator'
  | 'mail'
  | 'close';

const paths: Record<IconName, string[]> = {
  home: ['M3 11l9-8 9 8', 'M5 10v10h5v-6h4v6h5V10'],
  booking: ['M4 5h16v15H4z', 'M8 3v4', 'M16 3v4', 'M4 10h16', 'M9 15l2 2 4-4'],
  shipment: ['M3 7h11v9H3z', 'M14 10h4l3 3v3h-7z', 'M7 19a1.5 1.5 0 1 0 0-.01', 'M17 19a1.5 1.5 0 1 0 0-.01'],
  billing: ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h4'],
  wms: ['M3 9l9-5 9 5v11H3z', 'M7 20v-7h10v7', 'M7 16h10'],
  tracking: ['M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z', 'M12 10.5a2 2 0 1 0 0-.01'],
  quotation: ['M6 3h9l4 4v14H6z', 'M14 3v5h5', 'M9 13h7', 'M9 17h5'],
  report: ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'],
  addressbook: ['M5 3h13v18H5z', 'M3 7h3', 'M3 12h3', 'M3 17h3', 'M11.5 10a2 2 0 1 0 0-.01', 'M8.5 16c.7-2 5.3-2 6 0'],
  warehousereceipt: ['M4 4h16v16H4z', 'M8 8h8', 'M8 12h8', 'M8 16h5'],
  users: [
    'M9 8a3 3 0 1 0 0-.01',
    'M3 20c0-3.5 3-5.5 6-5.5s6 2 6 5.5',
    'M16 4.5a3 3 0 0 1 0 6',
    'M18 14.5c2 .6 3 2.4 3 5.5',
  ],
  message: ['M4 5h16v11H8l-4 4z', 'M8 9h8', 'M8 12h5'],
  localization: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
    'M3 12h18',
    'M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9',
    'M12 3C9.5 5.5 8.5 8.5 8.5 12s1 6.5 3.5 9',
  ],
  headset: ['M4 14v-2a8 8 0 0 1 16 0v2', 'M4 14h3v6H4z', 'M17 14h3v6h-3z', 'M20 20c0 1-1 1.5-3 1.5h-3'],
  resources: ['M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z', 'M4 21V5', 'M8 7h7'],
  user: ['M12 8a4 4 0 1 0 0-.01', 'M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  'chevron-left': ['M15 5l-7 7 7 7'],
  search: ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M16 16l5 5'],
  impersonate: [
    'M8 8a3 3 0 1 0 0-.01',
    'M2 19c0-3 2.7-5 6-5',
    'M16 10a3 3 0 1 0 0-.01',
    'M10 21c0-3 2.7-5 6-5s6 2 6 5',
    'M11 6l2-2 2 2',
  ],
  logout: ['M10 4H5v16h5', 'M14 8l4 4-4 4', 'M18 12H9'],
  building: ['M5 21V4h10v17', 'M15 9h4v12', 'M8 8h2', 'M8 12h2', 'M8 16h2', 'M3 21h18'],
  filter: ['M3 5h18l-7 8v6l-4 2v-8z'],
  settings: ['M4 6h10', 'M18 6h2', 'M16 4v4', 'M4 12h4', 'M12 12h8', 'M10 10v4', 'M4 18h12', 'M20 18h0', 'M18 16v4'],
  drag: ['M9 6h.01', 'M15 6h.01', 'M9 12h.01', 'M15 12h.01', 'M9 18h.01', 'M15 18h.01'],
  'chevron-down': ['M5 9l7 7 7-7'],
  'chevron-right': ['M9 5l7 7-7 7'],
  'arrow-up': ['M12 19V5', 'M6 11l6-6 6 6'],
  'arrow-down': ['M12 5v14', 'M6 13l6 6 6-6'],
  download: ['M12 4v11', 'M7 10l5 5 5-5', 'M4 20h16'],
  calculator: [
    'M6 3h12v18H6z',
    'M9 7h6',
    'M9 12h.01',
    'M12 12h.01',
    'M15 12h.01',
    'M9 16h.01',
    'M12 16h.01',
    'M15 16h.01',
  ],
  mail: ['M3 6h18v12H3z', 'M3 7l9 6 9-6'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
};

export function Icon({ name, size = 20, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
