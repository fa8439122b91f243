import type { PublicPageContent } from '../page-content';

export const documentationConnectContent: PublicPageContent = {
  title: 'Connect User Guide',
  lead: 'Connect is Meridian’s customer portal for tracking shipments, booking freight, paying invoices and managing warehouse activity. This guide walks through each area of the portal and the settings you can adjust to suit the way you work.',
  updated: 'January 15, 2025',
  sections: [
    {
      id: 'signing-in',
      heading: 'Signing in and invitations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Access to Connect starts with an invitation e-mail from your company administrator or your Meridian account representative. Open the link, choose a display name and a password of at least 8 characters (a long passphrase is best; common passwords are refused), and accept the Terms of Use. Invitation links are valid for seven days; if yours has expired, ask the sender to issue a new one.',
        },
        {
          kind: 'list',
          items: [
            'Sign in with your e-mail address and password from the Connect home page.',
            'Use “Forgot password” to receive a reset link; for security, the link works once and expires after one hour.',
            'After repeated unsuccessful attempts Connect slows further attempts down for a while; your account is never locked for good.',
            'Connect signs you out automatically after a period of inactivity, which you can set in My Profile.',
          ],
        },
      ],
    },
    {
      id: 'selecting-a-company',
      heading: 'Selecting a company',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you work for several companies or business units, your user is linked to each of them. Choose the active company from the company selector at the top of every page. Shipments, invoices, warehouse data, address book entries and reports always belong to the selected company, and the actions available to you depend on the permissions granted for that company. Connect remembers your last choice on the device you use.',
        },
      ],
    },
    {
      id: 'home-dashboard',
      heading: 'Home dashboard',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The home dashboard gives a summary of the selected company. Each widget links to the matching filtered list, and you can hide, show and reorder widgets with the Customize button.',
        },
        {
          kind: 'list',
          items: [
            'Shipments in transit, grouped by mode, with counts of shipments arriving in the next seven days.',
            'Exceptions: shipments with a delay, damage or customs hold that need attention.',
            'Open invoices and amounts past due, with a shortcut to pay.',
            'Recent bookings and their confirmation status.',
            'Warehouse orders awaiting processing and inventory items below their reorder point.',
            'Emissions summary: CO2e for the current and previous quarter.',
          ],
        },
      ],
    },
    {
      id: 'shipments-and-tracking',
      heading: 'Shipments and tracking',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Shipments list shows every shipment of the selected company, with column filters and sorting, a Filters panel (date range, mode, shipper organization), a progress bar per shipment and exports to CSV, Excel, PDF or e-mail. Use the quick-track box in the header, or the search page, to find a shipment by one of the following reference types:',
        },
        {
          kind: 'table',
          caption: 'Shipment search types',
          columns: ['Search type', 'What it matches', 'Example'],
          rows: [
            ['House Bill #', 'Meridian’s house air waybill or house bill of lading number', 'HB250187301'],
            ['Master Bill #', 'The airline’s master air waybill or the ocean carrier’s bill of lading', '176-48211735'],
            ['Commercial Invoice #', 'The invoice number on the shipper’s commercial invoice', 'CI-2025-00418'],
            [
              'Purchase Order #',
              'Your purchase order number, as entered in the booking or received by EDI',
              'PO-448812',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Open a shipment to see its milestone timeline (estimated against actual), parties, route map, carrier and voyage or flight, pieces and weights, containers, documents and notes, and an estimate of its greenhouse-gas emissions (CO2e) with the method used. A shipment whose ETA or port is not known yet is marked Data pending rather than hidden. Documents open in the built-in viewer or download as files. E-mail and in-app notifications for shipment milestones are on by default and can be turned off per company.',
        },
        {
          kind: 'paragraph',
          text: 'Anyone can follow a shipment without signing in on the public Tracking page: enter the exact house bill, master bill or container number to see the milestones and the route. Public tracking never shows parties, prices, documents or notes, and a client can look up at most 60 references a minute.',
        },
      ],
    },
    {
      id: 'integration-feed',
      heading: 'Integration feed for the forwarder’s operating system',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Meridian’s operating system keeps shipments up to date through two API calls, documented with every field in the API reference (/api/docs, tag Integration). Calls carry an API key in the x-api-key header. Administrators create keys on User Management; a key is shown once, only its hash is stored, and a revoked key stops working at once.',
        },
        {
          kind: 'table',
          caption: 'Integration calls',
          columns: ['Call', 'What it does'],
          rows: [
            [
              'PUT /api/integration/shipments/{houseBill}',
              'Creates the shipment or updates it; fields left out keep their value. The company is named by its code.',
            ],
            [
              'POST /api/integration/shipments/{houseBill}/events',
              'Records a milestone with its event code, estimated or actual time and place. Sending the same eventId again changes nothing, so a retry is safe.',
            ],
          ],
        },
        {
          kind: 'code',
          label: 'Posting a departure',
          text: 'curl -X POST https://connect.example.com/api/integration/shipments/MGLA00100042/events \\\n  -H "x-api-key: $CONNECT_API_KEY" -H "content-type: application/json" \\\n  -d \'{"eventId":"evt-20251102-0001","code":4,"actualAt":"2025-11-02T09:15:00Z","location":{"code":"PVG","name":"Shanghai"}}\'',
        },
        {
          kind: 'paragraph',
          text: 'Event codes: 25 Shipper Booked, 1 Shipment Pickup, 12 Shipment Received, 13 Export Customs Clearance, 112 Shipment Loaded, 4 Departure from Origin, 5 Arrival at Destination, 11 Import Customs Clearance, 6 Delivered to Consignee (with deliveryException PARTIAL ARRIVAL when part of the cargo arrived), 21 Exceptions, 8888 Shipment Notes, 6666 Prealert, 7777 Prealert with Attachment. An event updates the shipment’s dates, status and progress and notifies the company’s users who keep that event switched on.',
        },
        {
          kind: 'paragraph',
          text: 'The warehouse management system posts what happens in the warehouse to one call with the same keys: POST /api/integration/warehouse/events. Every event names the company by its code and carries an eventId; sending the same eventId again changes nothing and answers applied: false, so a retry is safe. Orders are named by their File Number (the order reference, at most 20 characters).',
        },
        {
          kind: 'table',
          caption: 'Warehouse events (field kind)',
          columns: ['Kind', 'Fields', 'What it does'],
          rows: [
            [
              'received',
              'companyCode, fileNumber, lines: [{ lineNo, receivedQty, lotNumber, expiryDate, serialNumbers }]',
              'Receives an inbound order line by line: stock is added to the ledger, the order becomes RECEIVED and a warehouse receipt is issued with any over, short or damaged lines for the customer to acknowledge.',
            ],
            [
              'allocated',
              'companyCode, fileNumber',
              'Allocates an outbound order’s lines from available stock (never below zero) and tells the company’s users (1001 Order Allocated).',
            ],
            [
              'confirmed',
              'companyCode, direction (INBOUND or OUTBOUND), fileNumber, lines: [{ lineNo, serialNumbers }] (outbound, serial-tracked lines)',
              'Confirms an inbound order as checked in, or an outbound order as shipped (the allocated units leave the stock), and tells the users (1002 Order Confirmed).',
            ],
            [
              'adjusted',
              'companyCode, warehouseCode, sku, quantity (a signed change, not zero), reason, lotNumber, expiryDate, serialNumbers',
              'Records a stock count or correction in the ledger with its reason; a drop below an item’s low-stock threshold is told once.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Lots, expiry and serial numbers travel with the events of tracked items. lotNumber (at most 40 characters) is required on a received line of a lot-tracked item, and expiryDate (YYYY-MM-DD) when the item tracks expiry; a lot has one expiry date, so a lot received again with another date is refused. serialNumbers lists one serial per unit for a serial-tracked item: on received lines (none already in stock), on the lines of a confirmed outbound order (each in stock at the order’s warehouse; they leave the stock) and on adjustments (added to or taken out of stock). An adjustment may name the lot it counts, with the expiry of a new lot. A refused event answers 400 naming the line and the field, and its eventId is not kept, so it can be corrected and sent again.',
        },
        {
          kind: 'code',
          label: 'Receiving a lot with its expiry, and shipping two serial numbers',
          text: 'curl -X POST https://connect.example.com/api/integration/warehouse/events \\\n  -H "x-api-key: $CONNECT_API_KEY" -H "content-type: application/json" \\\n  -d \'{"eventId":"wms-20251104-0043","kind":"received","companyCode":"GCMEDS","fileNumber":"PO-88130","lines":[{"lineNo":1,"receivedQty":200,"lotNumber":"GL-2611-A","expiryDate":"2027-11-30"}]}\'\n\ncurl -X POST https://connect.example.com/api/integration/warehouse/events \\\n  -H "x-api-key: $CONNECT_API_KEY" -H "content-type: application/json" \\\n  -d \'{"eventId":"wms-20251104-0044","kind":"confirmed","companyCode":"LSCOMP","direction":"OUTBOUND","fileNumber":"SO-44120","lines":[{"lineNo":1,"serialNumbers":["PLC-10021","PLC-10022"]}]}\'',
        },
        {
          kind: 'code',
          label: 'Receiving an inbound order with one short line',
          text: 'curl -X POST https://connect.example.com/api/integration/warehouse/events \\\n  -H "x-api-key: $CONNECT_API_KEY" -H "content-type: application/json" \\\n  -d \'{"eventId":"wms-20251104-0042","kind":"received","companyCode":"LSCOMP","fileNumber":"PO-88121","lines":[{"lineNo":1,"receivedQty":120},{"lineNo":2,"receivedQty":46}]}\'',
        },
      ],
    },
    {
      id: 'bookings-and-templates',
      heading: 'Bookings and templates',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Choose New Booking to request air, ocean LCL, ocean FCL or domestic trucking. The form guides you through parties, pickup and delivery details, cargo lines, dangerous goods declarations, service options and cargo insurance. Before submitting, you can request a freight estimate for guidance; binding prices are provided as quotations with a reference number.',
        },
        {
          kind: 'list',
          items: [
            'Save any booking as a template to reuse recurring parties, routes and cargo descriptions.',
            'Templates can be private or shared with everyone in your company.',
            'Submitted bookings show as Pending until confirmed by our operations team, normally within two business hours.',
            'You can amend or cancel a booking until the cargo is picked up; later changes are handled by your Meridian operator.',
          ],
        },
      ],
    },
    {
      id: 'billing-and-payments',
      heading: 'Billing and payments',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Billing area lists open and paid invoices, credit notes and statements. Select one or more open invoices and choose Pay to settle them by card, by ACH debit from a US bank account, or by applying available invoice credit. Card and bank details are entered in our payment processor’s secure form; Meridian never stores full card numbers. A receipt is shown on screen and sent by e-mail.',
        },
        {
          kind: 'paragraph',
          text: 'Your colleagues who do not use Connect can pay through a guest payment link. Ask your Meridian billing contact to send a link, or, if you have the billing permission, choose Send payment link on an invoice. The recipient can view the invoice summary and pay without signing in, and the link expires after the invoice is paid or after 30 days.',
        },
      ],
    },
    {
      id: 'warehouse',
      heading: 'Warehouse',
      blocks: [
        {
          kind: 'list',
          items: [
            'Inbound orders: announce expected receipts with item numbers and quantities so the warehouse can plan labor and dock space. After receipt, each line shows received, damaged and short quantities.',
            'Outbound orders: create pick orders for shipment to your customers, choose the carrier service and attach packing instructions. Orders move through Received, Picking, Packed and Shipped.',
            'Inventory: view on-hand, allocated and available quantities by item, lot and location, with history of every movement. Set reorder points to trigger dashboard alerts.',
          ],
        },
      ],
    },
    {
      id: 'address-book',
      heading: 'Address book',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The address book stores shippers, consignees, notify parties and delivery locations for the selected company. Entries can include opening hours, dock details and contact people, and they are offered automatically when you fill in bookings and warehouse orders. You can import addresses from a CSV file using the template provided on the import screen.',
        },
      ],
    },
    {
      id: 'reports-and-exports',
      heading: 'Reports and exports',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Reports cover shipment performance, transit times, spend by lane, aged receivables, inventory valuation and emissions. Each report can be filtered and saved with your preferred settings. Any list or report can be exported:',
        },
        {
          kind: 'list',
          items: [
            'CSV, for loading into other systems;',
            'Excel, with formatting and one worksheet per report section;',
            'PDF, for printing and sharing;',
            'E-mail, to send the export to yourself or colleagues once, or on a daily, weekly or monthly schedule.',
          ],
        },
      ],
    },
    {
      id: 'my-profile',
      heading: 'My Profile',
      blocks: [
        {
          kind: 'list',
          items: [
            'Locale: choose the language and the formats used for dates, numbers and units of measure.',
            'Inactivity timeout: choose between 1 and 8 hours before Connect signs you out automatically. The default is 1 hour, and a warning appears 60 seconds before sign-out so you can stay signed in.',
            'Notifications: choose which e-mails you receive, such as milestones for followed shipments, exceptions, booking confirmations, new invoices and scheduled exports.',
            'Password: change your password at any time; you will be asked for the current one.',
          ],
        },
      ],
    },
    {
      id: 'support-centre',
      heading: 'Support centre',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Support centre, available from the help icon, contains answers to frequent questions and a form to contact our support team. Requests submitted from within a shipment or invoice automatically include its reference. You can also write to support@meridian-logistics.example. Our team is available Monday to Friday, 7:00 to 19:00 US Central time. To investigate an issue, an authorized support agent may view the portal as you; every such session is recorded in an audit log together with the reason.',
        },
      ],
    },
    {
      id: 'keyboard-and-accessibility',
      heading: 'Keyboard and accessibility',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Connect is designed to meet WCAG 2.1 level AA. All functions can be reached with the keyboard, focus is always visible, and tables and forms are labeled for screen readers.',
        },
        {
          kind: 'list',
          items: [
            'Press / to move focus to the search box on list pages.',
            'Use Tab and Shift+Tab to move between controls, and Enter or Space to activate them.',
            'In tables, use the arrow keys to move between rows and Enter to open the selected item.',
            'Press Escape to close dialogs and menus; focus returns to the control that opened them.',
            'Connect follows your operating system’s reduced-motion and contrast settings, and pages remain usable at 200% zoom.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you encounter an accessibility barrier, please tell us at support@meridian-logistics.example so that we can help and fix it.',
        },
      ],
    },
  ],
};
