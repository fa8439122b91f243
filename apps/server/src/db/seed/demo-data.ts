import { permissionKeys, type PermissionKey } from '@connect/domain/reference/enumerations';

/**
 * The demo forwarder's customers and users. Fixed data (not random) so that the README's demo logins,
 * the browser journeys and people trying the portal all see the same companies.
 */
export const demoPassword = 'Connect-Demo-2025';

export type DemoCompany = {
  code: string;
  name: string;
  streetAddress1: string;
  streetAddress2?: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  countryCode: 'US' | 'BR' | 'NL';
  telNo: string;
  faxNo?: string;
  webAddress: string;
  email: string;
};

export const demoCompanies: readonly DemoCompany[] = [
  {
    code: 'LSCOMP',
    name: 'Lone Star Components LLC',
    streetAddress1: '1820 Regal Row',
    streetAddress2: 'Suite 400',
    city: 'Dallas',
    stateProvince: 'TX',
    postalCode: '75235',
    countryCode: 'US',
    telNo: '+1 214-555-0142',
    faxNo: '+1 214-555-0143',
    webAddress: 'https://lonestar-components.example',
    email: 'logistics@lonestar-components.example',
  },
  {
    code: 'GCMEDS',
    name: 'Gulf Coast Medical Supply Co.',
    streetAddress1: '9400 Kirby Drive',
    city: 'Houston',
    stateProvince: 'TX',
    postalCode: '77054',
    countryCode: 'US',
    telNo: '+1 713-555-0188',
    webAddress: 'https://gulfcoastmedical.example',
    email: 'shipping@gulfcoastmedical.example',
  },
  {
    code: 'PRELEC',
    name: 'Pacific Rim Electronics Corp.',
    streetAddress1: '17 Technology Drive',
    city: 'Irvine',
    stateProvince: 'CA',
    postalCode: '92618',
    countryCode: 'US',
    telNo: '+1 949-555-0117',
    webAddress: 'https://pacificrim-electronics.example',
    email: 'imports@pacificrim-electronics.example',
  },
  {
    code: 'OVOGEAR',
    name: 'Ohio Valley Outdoor Gear Inc.',
    streetAddress1: '4450 Airport Road',
    city: 'Cincinnati',
    stateProvince: 'OH',
    postalCode: '45226',
    countryCode: 'US',
    telNo: '+1 513-555-0164',
    webAddress: 'https://ohiovalleygear.example',
    email: 'freight@ohiovalleygear.example',
  },
  {
    code: 'SERRAZ',
    name: 'Cafe Serra Azul Exportadora Ltda.',
    streetAddress1: 'Rodovia Santos Dumont, km 66',
    city: 'Campinas',
    stateProvince: 'SP',
    postalCode: '13052-970',
    countryCode: 'BR',
    telNo: '+55 19 3555-0120',
    webAddress: 'https://serraazul.example',
    email: 'exportacao@serraazul.example',
  },
  {
    code: 'PAUPEC',
    name: 'Paulista Auto Pecas S.A.',
    streetAddress1: 'Avenida Guido Caloi, 1000',
    city: 'Sao Paulo',
    stateProvince: 'SP',
    postalCode: '05802-140',
    countryCode: 'BR',
    telNo: '+55 11 3555-0175',
    webAddress: 'https://paulistapecas.example',
    email: 'logistica@paulistapecas.example',
  },
  {
    code: 'VDBHORT',
    name: 'Van der Berg Horticulture B.V.',
    streetAddress1: 'Legmeerdijk 313',
    city: 'Aalsmeer',
    stateProvince: 'NH',
    postalCode: '1431 GB',
    countryCode: 'NL',
    telNo: '+31 297 555 014',
    webAddress: 'https://vdberg-horticulture.example',
    email: 'export@vdberg-horticulture.example',
  },
  {
    code: 'RIJNCHEM',
    name: 'Rijnmond Chemicals B.V.',
    streetAddress1: 'Botlekweg 145',
    city: 'Rotterdam',
    stateProvince: 'ZH',
    postalCode: '3197 KA',
    countryCode: 'NL',
    telNo: '+31 10 555 0190',
    webAddress: 'https://rijnmond-chemicals.example',
    email: 'supplychain@rijnmond-chemicals.example',
  },
];

export const demoCompanyGroup = {
  code: 'LSIG',
  name: 'Lone Star Industrial Group',
  companyCodes: ['LSCOMP', 'GCMEDS', 'PRELEC'],
} as const;

export type DemoUser = {
  email: string;
  displayName: string;
  role: 'admin' | 'employee' | 'customer-full' | 'customer-limited' | 'company-group';
  userType: 'CUSTOMER' | 'EMPLOYEE';
  isAdmin: boolean;
  description: string;
  memberships: readonly { companyCode: string; permissions: readonly PermissionKey[] }[];
  selectedCompanyCode?: string;
  companyGroupCode?: string;
  locale?: string;
  timeZone?: string;
};

/** Every spec key; `reportAdmin` (decision 095) is given on purpose, not by default. */
const allPermissions: readonly PermissionKey[] = permissionKeys.filter((k) => k !== 'reportAdmin');

export const demoUsers: readonly DemoUser[] = [
  {
    email: 'admin@meridian-logistics.example',
    displayName: 'Alex Morgan',
    role: 'admin',
    userType: 'EMPLOYEE',
    isAdmin: true,
    description: 'Forwarder administrator: user management, messages, localization, impersonation',
    memberships: [],
  },
  {
    email: 'ops@meridian-logistics.example',
    displayName: 'Priya Raman',
    role: 'employee',
    userType: 'EMPLOYEE',
    isAdmin: false,
    description: 'Forwarder employee (operations): reviews bookings, can impersonate customers',
    memberships: [],
  },
  {
    email: 'dana.whitfield@lonestar-components.example',
    displayName: 'Dana Whitfield',
    role: 'customer-full',
    userType: 'CUSTOMER',
    isAdmin: false,
    description: 'Customer of one company (Lone Star Components) with every permission',
    memberships: [{ companyCode: 'LSCOMP', permissions: allPermissions }],
    selectedCompanyCode: 'LSCOMP',
    timeZone: 'Central Standard Time',
  },
  {
    email: 'marco.silva@serraazul.example',
    displayName: 'Marco Silva',
    role: 'customer-limited',
    userType: 'CUSTOMER',
    isAdmin: false,
    description: 'Customer (Cafe Serra Azul) limited to shipments, billing and the address book',
    memberships: [{ companyCode: 'SERRAZ', permissions: ['shipment', 'billing', 'addressbook'] }],
    selectedCompanyCode: 'SERRAZ',
    timeZone: 'E. South America Standard Time',
  },
  {
    email: 'jordan.lee@lonestar-group.example',
    displayName: 'Jordan Lee',
    role: 'company-group',
    userType: 'CUSTOMER',
    isAdmin: false,
    description: 'Company-group user over Lone Star Components, Gulf Coast Medical Supply and Pacific Rim Electronics',
    memberships: [
      { companyCode: 'LSCOMP', permissions: ['shipment', 'booking', 'billing', 'billingOnlinePymt', 'report'] },
      {
        companyCode: 'GCMEDS',
        permissions: ['shipment', 'booking', 'billing', 'billingOnlinePymt', 'wms', 'inoutOrderCreation'],
      },
      { companyCode: 'PRELEC', permissions: ['shipment', 'billing', 'addressbook'] },
    ],
    selectedCompanyCode: 'LSCOMP',
    companyGroupCode: 'LSIG',
  },
];

export const forwarderSettings = {
  code: 'MGL',
  shortName: 'Meridian',
  name: 'Meridian Global Logistics, Inc.',
  supportEmail: 'support@meridian-logistics.example',
} as const;

export const defaultFeatureFlags = { partialPayment: true } as const;

/** The forwarder's account owners; each demo company is assigned one (shown as the customer's contact). */
export const demoSalesPersons = [
  {
    key: 'us',
    fullName: 'Rachel Okafor',
    emailAddress: 'rachel.okafor@meridian-logistics.example',
    phone: '+1 214-555-0199',
  },
  {
    key: 'intl',
    fullName: 'Joost de Vries',
    emailAddress: 'joost.devries@meridian-logistics.example',
    phone: '+31 10 555 0111',
  },
] as const;
