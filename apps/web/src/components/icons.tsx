import {
  IconAddressBook,
  IconAdjustmentsHorizontal,
  IconArrowDown,
  IconArrowUp,
  IconBook,
  IconBuilding,
  IconBuildingWarehouse,
  IconCalculator,
  IconCalendarCheck,
  IconChartBar,
  IconCheck,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconClipboardList,
  IconDownload,
  IconFileDollar,
  IconFilter,
  IconGripVertical,
  IconHome,
  IconLogout,
  IconMail,
  IconMapPin,
  IconMenu2,
  IconPencil,
  IconMessage,
  IconReceipt,
  IconSearch,
  IconTruck,
  IconUser,
  IconUserShare,
  IconUsers,
  IconWorld,
  IconX,
  type TablerIcon,
} from '@tabler/icons-react';
import type { MenuIcon } from '../lib/navigation-context';
import { chromeIcons, Glyph, type GlyphProps } from './chrome-icons';

/**
 * The line icons the app uses, from Tabler (`@tabler/icons-react`, decision 021), under the app's own names so
 * callers never import the library. Decorative: callers give the control its accessible name.
 */
export type IconName =
  /** The side menu's icons (spec 1 §6). */
  | MenuIcon
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
  | 'close'
  | 'sun'
  | 'moon'
  | 'pencil'
  | 'check';

const icons: Record<IconName, TablerIcon> = {
  home: IconHome,
  booking: IconCalendarCheck,
  shipment: IconTruck,
  billing: IconReceipt,
  wms: IconBuildingWarehouse,
  tracking: IconMapPin,
  quotation: IconFileDollar,
  report: IconChartBar,
  addressbook: IconAddressBook,
  warehousereceipt: IconClipboardList,
  users: IconUsers,
  message: IconMessage,
  localization: IconWorld,
  ...chromeIcons,
  resources: IconBook,
  user: IconUser,
  menu: IconMenu2,
  'chevron-left': IconChevronLeft,
  search: IconSearch,
  impersonate: IconUserShare,
  logout: IconLogout,
  building: IconBuilding,
  filter: IconFilter,
  settings: IconAdjustmentsHorizontal,
  drag: IconGripVertical,
  'chevron-down': IconChevronDown,
  'chevron-right': IconChevronRight,
  'arrow-up': IconArrowUp,
  'arrow-down': IconArrowDown,
  download: IconDownload,
  calculator: IconCalculator,
  mail: IconMail,
  close: IconX,
  pencil: IconPencil,
  check: IconCheck,
};

/** A Tabler line icon by the app's name for it (24×24, stroke = currentColor, 1.8 wide). */
export function Icon({ name, ...rest }: { name: IconName } & GlyphProps) {
  return <Glyph glyph={icons[name]} {...rest} />;
}
