import type { PublicPageContent } from '../page-content';

export const documentationEdiContent: PublicPageContent = {
  title: 'EDI Integration Guide',
  lead: 'Meridian exchanges bookings, shipment status, invoices and customs data with customers and partners through ANSI X12 and UN/EDIFACT. This guide describes the supported message sets, the connection options, the onboarding process and how tracking events map to standard status codes.',
  updated: 'January 15, 2025',
  sections: [
    {
      id: 'overview',
      heading: 'Overview',
      blocks: [
        {
          kind: 'paragraph',
          text: 'EDI is the right choice when your organization already runs a translator or an integration platform and wants to exchange documents in bulk without manual steps. Every message we receive is validated, acknowledged and then processed into the same records that you see in Connect, so a booking sent by EDI appears in the portal within minutes and status updates sent to you by EDI match the tracking history on screen.',
        },
        {
          kind: 'paragraph',
          text: 'We support X12 version 004010 as standard and 005010 on request, and EDIFACT directory D.99B for customs messages and D.01B or later for transport and invoicing messages. Character set is UTF-8 for EDIFACT (UNOC is also accepted) and basic ASCII for X12.',
        },
      ],
    },
    {
      id: 'message-sets',
      heading: 'Supported message sets',
      blocks: [
        {
          kind: 'table',
          caption: 'ANSI X12 and UN/EDIFACT messages supported by Meridian',
          columns: ['Standard', 'Message', 'Direction', 'Purpose'],
          rows: [
            [
              'X12',
              '204 Motor Carrier Load Tender',
              'Inbound to Meridian',
              'Tender domestic truckload and LTL shipments',
            ],
            [
              'X12',
              '210 Motor Carrier Freight Details and Invoice',
              'Outbound from Meridian',
              'Freight charges for domestic trucking',
            ],
            [
              'X12',
              '214 Transportation Carrier Shipment Status',
              'Outbound from Meridian',
              'Milestones and exceptions for air, road and LCL shipments',
            ],
            [
              'X12',
              '300 Reservation (Booking Request) – Ocean',
              'Inbound to Meridian',
              'Request LCL or FCL ocean bookings',
            ],
            ['X12', '301 Confirmation (Ocean)', 'Outbound from Meridian', 'Confirm, amend or decline an ocean booking'],
            [
              'X12',
              '310 Freight Receipt and Invoice (Ocean)',
              'Outbound from Meridian',
              'House bill of lading details and ocean charges',
            ],
            ['X12', '315 Status Details (Ocean)', 'Outbound from Meridian', 'Container and ocean shipment milestones'],
            [
              'X12',
              '810 Invoice',
              'Outbound from Meridian',
              'Invoices for all services, including customs and warehousing',
            ],
            [
              'X12',
              '856 Ship Notice/Manifest',
              'Inbound and outbound',
              'Advance ship notices for warehouse receipts and shipped orders',
            ],
            [
              'X12',
              '997 Functional Acknowledgment',
              'Inbound and outbound',
              'Confirm receipt and syntax validity of each functional group',
            ],
            [
              'EDIFACT',
              'IFTMIN Instruction',
              'Inbound to Meridian',
              'Shipping instructions for air and ocean shipments',
            ],
            [
              'EDIFACT',
              'IFTMBF Firm Booking',
              'Inbound to Meridian',
              'Firm booking requests, mainly for ocean freight',
            ],
            ['EDIFACT', 'IFTSTA Status Report', 'Outbound from Meridian', 'Multimodal shipment status events'],
            ['EDIFACT', 'INVOIC Invoice', 'Outbound from Meridian', 'Commercial invoices for Meridian services'],
            [
              'EDIFACT',
              'CUSCAR Customs Cargo Report',
              'Outbound from Meridian',
              'Cargo reports to customs authorities and partners in Europe',
            ],
            [
              'EDIFACT',
              'APERAK Application Error and Acknowledgement',
              'Inbound and outbound',
              'Business-level acceptance or rejection of a message',
            ],
            [
              'EDIFACT',
              'CONTRL Syntax and Service Report',
              'Inbound and outbound',
              'Interchange receipt and syntax validation',
            ],
          ],
        },
      ],
    },
    {
      id: 'transport',
      heading: 'Connection options',
      blocks: [
        {
          kind: 'list',
          items: [
            'AS2: preferred for high volumes. Messages are signed and encrypted with X.509 certificates (RSA 2048-bit or stronger, SHA-256), and we return a synchronous signed MDN. Certificates are exchanged during onboarding and renewed at least 30 days before expiry, with both certificates accepted during the overlap.',
            'SFTP: we host a dedicated account per trading partner with public-key authentication only (Ed25519 or RSA 4096-bit keys); passwords are not accepted. Place files in /inbound; collect files from /outbound. Files are picked up every five minutes and removed from /outbound after 14 days.',
            'API: partners who prefer HTTPS can post X12 or EDIFACT payloads to the EDI endpoint of the Meridian API using an access token issued to an integration user. See the API documentation for authentication and rate limits.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Use one interchange per file and a unique interchange control number for every transmission. For X12 we expect the tilde (~) as segment terminator, the asterisk (*) as element separator and the greater-than sign (>) as component separator; other delimiters can be configured on request.',
        },
      ],
    },
    {
      id: 'onboarding',
      heading: 'Onboarding steps',
      blocks: [
        {
          kind: 'list',
          items: [
            'Kick-off: a 45-minute call with our EDI team and your technical and business contacts to agree the message sets, volumes, identifiers (ISA/GS or UNB qualifiers and IDs) and connection method.',
            'Mapping specification: we send implementation guides for each message, and you confirm any partner-specific requirements such as reference qualifiers, location codes or charge codes. Both sides sign off a mapping specification.',
            'Test exchange: we connect in the test environment and exchange sample messages built from real, anonymized shipments, including bookings, amendments, cancellations and exception statuses.',
            'Certification: each message type must pass at least ten consecutive error-free exchanges covering every agreed scenario, with acknowledgements reconciled on both sides.',
            'Go-live: we switch the usage indicator to production, agree a cut-over date and monitor the first two weeks of traffic closely, with a daily check-in if needed.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'A typical onboarding with one connection method and three to five message types takes four to six weeks, most of which depends on test availability on both sides.',
        },
      ],
    },
    {
      id: 'status-mapping',
      heading: 'Status code mapping',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Connect records tracking events using Meridian event codes. When we send status messages, each event is translated to the X12 214 AT7 status code or the X12 315 B4 status code shown below. The location of the event is sent in the MS1 segment (214) or R4 segment (315), and the reason code is NS (Normal Status) unless an exception applies.',
        },
        {
          kind: 'table',
          caption: 'Meridian tracking events mapped to X12 status codes',
          columns: ['Meridian code', 'Event', 'X12 214 (AT7-01)', 'X12 315 (B4-03)'],
          rows: [
            ['25', 'Shipper Booked', 'XB Shipment Acknowledged', 'Not sent; booking confirmed by 301'],
            [
              '1',
              'Shipment Pickup',
              'X3 Arrived at Pick-up Location, then AF Departed Pick-up Location with Shipment',
              'Not sent',
            ],
            ['12', 'Shipment Received', 'X4 Arrived at Terminal Location', 'I In-gate'],
            ['13', 'Export Customs Clearance', 'Not sent', 'CT Customs Release (origin)'],
            ['112', 'Shipment Loaded', 'AM Loaded on Truck (road legs)', 'AE Loaded on Vessel'],
            ['4', 'Departure from Origin', 'P1 Departed Terminal Location', 'VD Vessel Departure'],
            ['5', 'Arrival at Destination', 'X4 Arrived at Terminal Location (destination)', 'VA Vessel Arrival'],
            ['11', 'Import Customs Clearance', 'Not sent', 'CT Customs Release (destination)'],
            ['6', 'Delivered to Consignee', 'D1 Completed Unloading at Delivery Location', 'D Delivered'],
            [
              '21',
              'Exceptions',
              'SD Shipment Delayed or A9 Shipment Damaged, with an AT7-02 reason code',
              'Not sent; exceptions are reported in 214',
            ],
          ],
        },
      ],
    },
    {
      id: 'sample-214',
      heading: 'Sample X12 214',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The following example reports that a domestic shipment has left the pickup location in Dallas. The house bill number is sent in B10-02 and the customer’s purchase order number in an L11 segment.',
        },
        {
          kind: 'code',
          label: 'X12 214 – Shipment Pickup (AF)',
          text: `ISA*00*          *00*          *ZZ*MERIDIANMGL    *ZZ*ACMEPARTS      *250115*1432*U*00401*000004721*0*P*>~
GS*QM*MERIDIANMGL*ACMEPARTS*20250115*1432*4721*X*004010~
ST*214*0001~
B10*MGL2501873*HB250187301*MGLO~
L11*PO-448812*PO~
N1*SH*ACME PARTS MANUFACTURING~
N4*DALLAS*TX*75261*US~
N1*CN*NORTHWIND DISTRIBUTION INC~
N4*MEMPHIS*TN*38118*US~
LX*1~
AT7*AF*NS***20250115*1030*CT~
MS1*DALLAS*TX*US~
MS2*MGLO*TRK4410~
AT8*G*K*412*3~
SE*13*0001~
GE*1*4721~
IEA*1*000004721~`,
        },
      ],
    },
    {
      id: 'acknowledgements',
      heading: 'Acknowledgements and error handling',
      blocks: [
        {
          kind: 'list',
          items: [
            'We return a 997 (X12) or CONTRL (EDIFACT) for every interchange within 15 minutes of receipt, and we expect the same from you for messages we send.',
            'Syntax errors reject the affected functional group or message; the acknowledgement identifies the segment and element in error.',
            'Business errors, such as an unknown location code or a booking for a closed account, are reported with an APERAK for EDIFACT partners or by e-mail notification and a 301 decline for X12 ocean bookings.',
            'If we do not receive an acknowledgement within two hours, we resend once and then alert your technical contact.',
            'Duplicate interchange control numbers received within 30 days are rejected to prevent double bookings.',
            'Corrections must be sent as a replacement or amendment of the original message, referencing the same shipment identifier, rather than as a new booking.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Our EDI operations team monitors traffic Monday to Friday, 7:00 to 19:00 US Central time, with automated alerts outside those hours for connection failures.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To start an onboarding project, request implementation guides or report an issue with a production message, write to edi@meridian-logistics.example. Please include your company name, trading partner ID, message type and the interchange control number where relevant.',
        },
      ],
    },
  ],
};
