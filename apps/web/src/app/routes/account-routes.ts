import { paths } from '@/lib/paths';
import { crumbs, here, lazy, permission, signedIn, type RouteEntry } from './route-kit';

/** Home, My Profile, the address book and user administration. */
export const accountRoutes: readonly RouteEntry[] = [
  // The signed-in shell.
  {
    path: paths.home.path,
    layout: 'shell',
    page: lazy(
      () => import('../home-widgets'),
      (m) => m.HomeWithAreaWidgets,
    ),
    titleKey: 'titles.home',
    trail: [here('home')],
    access: signedIn,
    menu: { key: 'home', labelKey: 'menu.home', order: 1, icon: 'home' },
  },
  {
    path: paths.myProfile.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/profile/components/my-profile-page'),
      (m) => m.MyProfilePage,
    ),
    titleKey: 'titles.myProfile',
    trail: [crumbs.home, here('myProfile')],
    access: { kind: 'signedIn', admin: true },
  },
  {
    path: paths.customerProfile.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/profile/components/customer-profile-page'),
      (m) => m.CustomerProfilePage,
    ),
    titleKey: 'titles.customerProfile',
    trail: [crumbs.home, { label: 'myProfile', to: paths.myProfile.path }, here('customerProfile')],
    access: signedIn,
  },
  {
    path: paths.addressBook.addresses.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/addressbook/components/address-book-page'),
      (m) => m.AddressBookPage,
    ),
    titleKey: 'titles.addressBook',
    trail: [crumbs.home, here('addresses')],
    access: permission('addressbook'),
    menu: { key: 'addressbook', labelKey: 'menu.addressBook', order: 9, icon: 'addressbook' },
  },
  {
    path: paths.admin.users.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/admin/components/admin-page'),
      (m) => m.AdminPage,
    ),
    titleKey: 'titles.admin',
    // The admin's home is this page: its trail starts here (issue #23 item 13).
    trail: [here('userManagement')],
    access: { kind: 'admin' },
    menu: { key: 'userManagement', labelKey: 'menu.userManagement', order: 11, icon: 'users' },
  },
  {
    // Not in the side menu (spec 1 §6 gives admins Message, User Management and Localization): reached from the
    // User Management page's header.
    path: paths.admin.home.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/admin/components/admin-home/admin-home-page'),
      (m) => m.AdminHomePage,
    ),
    titleKey: 'adminHome.title',
    trail: [{ label: 'userManagement', to: paths.admin.users.path }, here('adminHome')],
    access: { kind: 'admin' },
  },
  {
    path: paths.admin.messages.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/admin/components/messages/messages-page'),
      (m) => m.MessagesPage,
    ),
    titleKey: 'titles.message',
    trail: [{ label: 'userManagement', to: paths.admin.users.path }, here('message')],
    access: { kind: 'admin' },
    menu: { key: 'message', labelKey: 'menu.message', order: 10, icon: 'message' },
  },
  {
    path: paths.admin.localization.path,
    layout: 'shell',
    page: lazy(
      () => import('@/features/admin/components/localization/localization-page'),
      (m) => m.LocalizationPage,
    ),
    titleKey: 'titles.localization',
    trail: [{ label: 'userManagement', to: paths.admin.users.path }, here('localization')],
    access: { kind: 'admin' },
    menu: { key: 'localization', labelKey: 'menu.localization', order: 12, icon: 'localization' },
  },
];
