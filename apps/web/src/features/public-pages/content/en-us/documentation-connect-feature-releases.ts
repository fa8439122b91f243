import type { PublicPageContent } from '../page-content';

export const documentationConnectFeatureReleasesContent: PublicPageContent = {
  title: 'Connect Feature Releases',
  lead: 'Release notes for the Meridian Connect portal, newest first. Each release lists new features, improvements and fixes. Releases are deployed outside US business hours and do not require any action unless noted.',
  updated: 'January 15, 2025',
  sections: [
    {
      id: 'v6-21-0',
      heading: 'v6.21.0 — January 2025',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This release focuses on search, session control and the developer API.',
        },
        {
          kind: 'list',
          items: [
            'New: Commercial Invoice # is now a search type on the Shipments list, alongside House Bill #, Master Bill # and Purchase Order #.',
            'New: the inactivity timeout can be set in My Profile to any value between 1 and 8 hours. The default remains 1 hour, and a warning appears 60 seconds before you are signed out.',
            'New: the developer API publishes a machine-readable OpenAPI 3.1 document and an interactive reference for integration users.',
            'New: scheduled e-mail exports can be sent on a specific day of the month, for example the first business day.',
            'Improved: Excel exports of reports now use one worksheet per report section and keep column widths and number formats.',
            'Improved: the shipment timeline shows the local time zone abbreviation next to each milestone.',
            'Fixed: the company selector sometimes showed the previously selected company after switching in a second browser tab.',
            'Fixed: the booking form rejected dimensions entered with a decimal comma when the locale used comma separators.',
          ],
        },
      ],
    },
    {
      id: 'v6-20-0',
      heading: 'v6.20.0 — December 2024',
      blocks: [
        {
          kind: 'list',
          items: [
            'New: guest payment links can be sent directly from an invoice by users with the billing permission, and the sender is notified when the invoice is paid.',
            'New: the Emissions widget on the home dashboard compares CO2e for the current and previous quarter, calculated according to the GLEC Framework.',
            'New: warehouse inventory can be filtered by lot number and expiry date, and items approaching expiry are highlighted.',
            'Improved: the address book import accepts files with up to 5,000 rows and reports every invalid row with the reason, instead of stopping at the first error.',
            'Improved: invoice PDFs include the house bill number and purchase order numbers of the related shipment.',
            'Fixed: the ACH payment confirmation e-mail showed the amount without the currency code.',
            'Fixed: an exception on a consolidated shipment was not displayed on the individual house shipments.',
          ],
        },
      ],
    },
    {
      id: 'v6-19-2',
      heading: 'v6.19.2 — November 2024',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A maintenance release with fixes reported after v6.19.0.',
        },
        {
          kind: 'list',
          items: [
            'Fixed: booking templates shared with a company were not visible to users who joined the company after the template was created.',
            'Fixed: the outbound warehouse order status remained Packed when the carrier pickup was recorded before midnight in a different time zone.',
            'Fixed: sorting the invoice list by due date placed invoices without a due date at the top.',
            'Fixed: screen readers announced the payment amount twice on the payment confirmation page.',
            'Security: refreshed session cookie attributes and tightened the content security policy.',
          ],
        },
      ],
    },
    {
      id: 'v6-19-0',
      heading: 'v6.19.0 — October 2024',
      blocks: [
        {
          kind: 'list',
          items: [
            'New: booking templates can be private or shared with everyone in the company, and can be searched by name, route or consignee.',
            'New: Follow a shipment to receive e-mail notifications for its milestones and exceptions, without changing your general notification settings.',
            'New: the Documents tab on a shipment shows customs entries and delivery receipts as soon as they are scanned.',
            'Improved: freight estimates for ocean LCL now include origin and destination handling charges.',
            'Improved: keyboard navigation in tables; use the arrow keys to move between rows and Enter to open the selected item.',
            'Fixed: the Master Bill # search did not find air waybills entered with a space instead of a hyphen after the airline prefix.',
          ],
        },
      ],
    },
    {
      id: 'v6-18-0',
      heading: 'v6.18.0 — September 2024',
      blocks: [
        {
          kind: 'list',
          items: [
            'New: pay invoices by ACH debit from a US bank account, in addition to card payments and invoice credit.',
            'New: apply available invoice credit to one or more open invoices in a single payment.',
            'New: support sessions in which Meridian staff view the portal as a user now require a stated reason and are recorded in the audit log with start and end times.',
            'Improved: the Aged Receivables report can be grouped by billing entity for customers with several accounts.',
            'Improved: the home dashboard loads widgets independently, so a slow widget no longer delays the others.',
            'Fixed: PDF exports of long shipment lists cut off the last column on letter-size paper.',
          ],
        },
      ],
    },
    {
      id: 'v6-17-0',
      heading: 'v6.17.0 — August 2024',
      blocks: [
        {
          kind: 'list',
          items: [
            'New: inbound warehouse orders show received, damaged and short quantities per line as soon as the receipt is closed.',
            'New: set reorder points on inventory items and see items below their reorder point on the home dashboard.',
            'New: scheduled exports; send any saved report by e-mail daily, weekly or monthly in CSV, Excel or PDF.',
            'Improved: the booking form checks dangerous goods details against the UN number and proper shipping name before submission.',
            'Improved: Connect follows the operating system’s reduced-motion setting.',
            'Fixed: address book entries with non-Latin characters were exported to CSV with incorrect encoding; exports are now UTF-8 with a byte order mark for compatibility with Excel.',
          ],
        },
      ],
    },
    {
      id: 'v6-16-0',
      heading: 'v6.16.0 — July 2024',
      blocks: [
        {
          kind: 'list',
          items: [
            'New: customizable home dashboard; hide, show and reorder widgets with the Customize button.',
            'New: Purchase Order # search matches purchase orders received by EDI as well as those entered in bookings.',
            'Improved: the tracking timeline groups milestones by leg for multi-leg air and ocean shipments.',
            'Improved: password reset links expire after one hour and can be used only once.',
            'Fixed: the invitation e-mail was sent in English even when the inviting administrator had selected another language for the new user.',
          ],
        },
      ],
    },
    {
      id: 'release-policy',
      heading: 'About these releases',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Feature releases are published about once a month, and maintenance releases are issued as needed. Releases are deployed between 22:00 and 02:00 US Central time, and any planned downtime is announced in the portal at least three business days in advance. Changes to the developer API follow the versioning and deprecation policy described in the API documentation. To suggest an improvement, use the feedback form in the Support centre or write to support@meridian-logistics.example.',
        },
      ],
    },
  ],
};
