import type { PublicPageContent } from '../page-content';

export const documentationAboutUsContent: PublicPageContent = {
  title: 'About the Connect Documentation',
  lead: 'This documentation is written and maintained by the Connect product team at Meridian Global Logistics, Inc. It explains how to use the portal, how to integrate your systems with Meridian and what has changed in each release.',
  updated: 'January 15, 2025',
  sections: [
    {
      id: 'what-is-connect',
      heading: 'What Connect is',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Connect is Meridian’s customer portal and integration platform, currently at version v6.21.0. It brings together the information our operations, customs, warehouse and finance teams hold about your business with us, so that you can see it and act on it yourself, at any hour, without waiting for an e-mail reply. Customers use Connect to track air, ocean and road shipments, submit bookings and request quotes, pay invoices, manage warehouse orders and inventory, keep an address book of trading partners and run reports on performance, spend and emissions.',
        },
        {
          kind: 'paragraph',
          text: 'Behind the screens, the same data is available to your own systems through EDI and a developer API. Whichever channel you use, you are working with one set of records: a booking received by EDI appears in the portal, and a status update shown in the portal is the same one sent in your 214 or IFTSTA messages.',
        },
      ],
    },
    {
      id: 'documentation-sets',
      heading: 'Documentation sets',
      blocks: [
        {
          kind: 'table',
          caption: 'Available documentation',
          columns: ['Documentation', 'Intended for', 'What it covers'],
          rows: [
            [
              'Connect User Guide',
              'Everyone who uses the portal',
              'Signing in, companies, dashboard, shipments and tracking, bookings, billing, warehouse, address book, reports, profile settings and accessibility',
            ],
            [
              'Connect Feature Releases',
              'Portal users and administrators',
              'New features, improvements and fixes in each release, newest first',
            ],
            [
              'EDI Integration Guide',
              'EDI analysts and integration teams',
              'Supported X12 and EDIFACT messages, AS2 and SFTP connections, onboarding, status code mapping and acknowledgements',
            ],
            [
              'Developer API Overview',
              'Software developers',
              'Authentication, company scoping, errors, rate limits, pagination, the OpenAPI document and versioning policy',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Our Terms of Use, Privacy Statement and Terms and Conditions of Carriage and Service are published separately and apply to all use of Connect and all services booked through it.',
        },
      ],
    },
    {
      id: 'requesting-access',
      heading: 'Requesting access to the API or EDI',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Portal access is granted by invitation from your company administrator or your Meridian account representative. Integration access follows a short onboarding process so that we can agree identifiers, permissions and test scenarios with you.',
        },
        {
          kind: 'list',
          items: [
            'Write to edi@meridian-logistics.example with your company name, your Meridian account number, a technical and a business contact, and a short description of what you want to integrate, for example bookings from your ERP or status updates into your transportation management system.',
            'Tell us which channel you prefer: EDI over AS2 or SFTP, or the developer API. If you are unsure, we will recommend one based on your volumes and existing tools.',
            'We schedule a kick-off call, normally within five business days, and provide test credentials or a test EDI connection.',
            'After successful testing, we issue production credentials for a dedicated integration user whose permissions match the agreed scope.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'There is no separate charge for API access or for standard EDI messages. Custom mappings that go beyond the published implementation guides may be quoted as a project.',
        },
      ],
    },
    {
      id: 'support-hours',
      heading: 'Support hours',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Connect support team is available Monday to Friday, 7:00 to 19:00 US Central time, excluding US federal holidays. Requests received outside these hours are answered on the next business day. For urgent operational issues with a shipment in transit, contact your Meridian operations team directly; local office contacts are listed on the About Meridian page.',
        },
        {
          kind: 'table',
          caption: 'How to reach us',
          columns: ['Topic', 'Contact'],
          rows: [
            [
              'Portal questions, accounts and passwords',
              'support@meridian-logistics.example or the Support centre in Connect',
            ],
            ['EDI and API integrations', 'edi@meridian-logistics.example'],
            ['Privacy and personal data requests', 'privacy@meridian-logistics.example'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'When you report a problem, please include the page or endpoint involved, the shipment or invoice reference, the time it happened and, for API calls, the X-Request-Id response header. This lets us find the cause far more quickly.',
        },
      ],
    },
    {
      id: 'feedback',
      heading: 'Giving feedback',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We update this documentation with every feature release, and we rely on the people who use it to tell us where it falls short. If a page is unclear, out of date or missing something you needed, let us know:',
        },
        {
          kind: 'list',
          items: [
            'Use the feedback form in the Support centre and choose the category Documentation.',
            'Send an e-mail to support@meridian-logistics.example with the page title and the section heading.',
            'Integration partners can raise documentation points during their regular review calls with our EDI team.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Every piece of feedback is read by the product team. Suggestions for new portal features are reviewed each month, and those we take forward are announced in the feature release notes.',
        },
      ],
    },
    {
      id: 'about-the-team',
      heading: 'About the product team',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Connect product team works from our Dallas headquarters, with colleagues in Rotterdam and Campinas who represent the needs of customers in Europe and South America. The team includes product managers with backgrounds in freight operations and customs, software engineers, designers and technical writers, and it works closely with our support staff so that the questions customers ask shape what we build next.',
        },
        { kind: 'paragraph', text: '© 2025 Meridian Global Logistics, Inc.' },
      ],
    },
  ],
};
