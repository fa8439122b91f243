import type { PublicPageContent } from '../page-content';

export const aboutUsContent: PublicPageContent = {
  title: 'About Meridian',
  lead: 'Meridian Global Logistics, Inc. is a Dallas-based freight forwarder that has moved air, ocean and road freight for manufacturers, distributors and retailers since 1998. We combine the attention of a mid-sized company with a network that reaches every major trade lane.',
  updated: 'January 15, 2025',
  sections: [
    {
      id: 'history',
      heading: 'Our history',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Meridian was founded in 1998 in a two-room office near Dallas/Fort Worth International Airport by three former airline cargo managers who believed shippers deserved straight answers about where their freight was and what it would cost. The first years were spent consolidating air freight for electronics and medical device companies in North Texas.',
        },
        {
          kind: 'list',
          items: [
            '1998: Meridian Global Logistics, Inc. is incorporated in Texas and begins air freight consolidation out of DFW.',
            '2003: Licensed by the Federal Maritime Commission as an Ocean Transportation Intermediary, adding LCL and FCL ocean services.',
            '2007: Opens the Cincinnati office near CVG to serve the Ohio Valley and take advantage of the airport’s overnight express connections.',
            '2011: Launches customs brokerage and the first warehouse in Dallas with an integrated warehouse management system.',
            '2014: Opens the Rotterdam office to manage European gateway operations and contract logistics.',
            '2016: Introduces the first version of the Connect customer portal, replacing e-mailed status reports.',
            '2019: Opens the Campinas office near Viracopos Airport (VCP), Brazil’s leading air cargo hub.',
            '2023: Begins GLEC Framework-based emissions reporting for every shipment.',
            '2025: Connect reaches version 6.21 and serves customers in more than 40 countries.',
          ],
        },
      ],
    },
    {
      id: 'network',
      heading: 'Our network',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Meridian operates four offices on three continents: headquarters in Dallas, Texas; an air gateway office in the Cincinnati area next to CVG; a European office in Rotterdam, the Netherlands; and a South American office in Campinas, Brazil, near VCP. These are supported by long-standing agent partners in more than 120 countries, carefully selected and reviewed every year for service quality, financial stability and compliance.',
        },
        {
          kind: 'paragraph',
          text: 'Because our own teams handle the busiest lanes between North America, Europe and South America, customers on those lanes deal with Meridian people at both ends of the shipment, in their own time zone and language.',
        },
      ],
    },
    {
      id: 'services',
      heading: 'What we do',
      blocks: [
        {
          kind: 'list',
          items: [
            'Air freight: consolidated, direct and charter services, from next-flight-out to deferred economy, including temperature-controlled and dangerous goods shipments.',
            'Ocean freight: weekly LCL consolidations on key lanes and FCL contracts with major carriers, including door-to-door and project cargo.',
            'Domestic trucking: full truckload, less-than-truckload, expedited and final-mile delivery across the United States through vetted motor carriers.',
            'Customs brokerage: US import entries, export filings, ISF, and coordination of customs clearance in the Netherlands and Brazil.',
            'Warehousing: receiving, storage, pick and pack, cross-docking and kitting, with real-time inventory and order status in Connect through our warehouse management system (WMS).',
            'Visibility and integration: the Connect portal, EDI and a developer API so that shipment data flows into our customers’ own systems.',
          ],
        },
      ],
    },
    {
      id: 'by-the-numbers',
      heading: 'Meridian by the numbers',
      blocks: [
        {
          kind: 'table',
          caption: 'Key figures for 2024',
          columns: ['Measure', 'Figure'],
          rows: [
            ['Offices operated by Meridian', '4'],
            ['Countries covered through agent partners', '120+'],
            ['Employees', 'about 420'],
            ['Shipments handled', 'about 68,000'],
            ['Warehouse space under management', '310,000 sq ft'],
            ['Active Connect users', 'more than 5,500'],
          ],
        },
      ],
    },
    {
      id: 'certifications',
      heading: 'Certifications and memberships',
      blocks: [
        {
          kind: 'list',
          items: [
            'C-TPAT: validated partner in US Customs and Border Protection’s Customs Trade Partnership Against Terrorism.',
            'IATA CASS: participant in the IATA Cargo Account Settlement System for airline settlement.',
            'FMC-licensed OTI: licensed Ocean Transportation Intermediary (NVOCC and ocean freight forwarder) with the US Federal Maritime Commission.',
            'AEO: our Rotterdam office holds Authorised Economic Operator status (AEO-F) granted by Dutch Customs.',
            'TSA indirect air carrier approved under the US air cargo security program.',
            'Licensed US customs brokers on staff at our Dallas and Cincinnati offices.',
          ],
        },
      ],
    },
    {
      id: 'sustainability',
      heading: 'Sustainability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We calculate greenhouse gas emissions for every shipment according to the GLEC Framework and ISO 14083, covering each leg from pickup to delivery and expressed in kilograms of CO2-equivalent (CO2e) on a well-to-wheel basis. Customers see the figures per shipment in Connect and can download quarterly emissions reports for their own Scope 3 reporting.',
        },
        {
          kind: 'paragraph',
          text: 'We use this data with our customers to find practical reductions: moving suitable air freight to ocean or sea-air routings, improving container and trailer utilization through consolidation, and selecting carriers with newer fleets. Our own facilities are moving to renewable electricity, and our Dallas warehouse has operated on a fully electric forklift fleet since 2022.',
        },
      ],
    },
    {
      id: 'how-we-work',
      heading: 'How we work',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every customer has a named account team, and every shipment has a responsible operator. We tell customers early when something goes wrong, we quote all-in prices where we can, and we publish our terms openly. Our people are our strongest asset: the average tenure of our operations staff is more than eight years.',
        },
      ],
    },
    {
      id: 'offices',
      heading: 'Contact our offices',
      blocks: [
        {
          kind: 'table',
          caption: 'Meridian offices',
          columns: ['Office', 'Address', 'Phone', 'Focus'],
          rows: [
            [
              'Dallas (headquarters)',
              '2400 Freight Parkway, Dallas, Texas 75261, USA',
              '+1 214 555 0140',
              'Management, air and ocean, customs brokerage, warehousing',
            ],
            [
              'Cincinnati / CVG',
              '1850 Air Cargo Road, Hebron, Kentucky 41048, USA',
              '+1 859 555 0182',
              'Air freight gateway, customs brokerage',
            ],
            [
              'Rotterdam',
              'Waalhaven Oostzijde 85, 3087 BM Rotterdam, the Netherlands',
              '+31 10 555 0190',
              'European ocean and air, contract logistics',
            ],
            [
              'Campinas',
              'Rodovia Santos Dumont km 66, Viracopos, Campinas – SP, 13052-970, Brazil',
              '+55 19 5550 0120',
              'South American air and ocean, import coordination',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'For portal questions, write to support@meridian-logistics.example. For EDI and API integrations, contact edi@meridian-logistics.example.',
        },
        { kind: 'paragraph', text: '© 2025 Meridian Global Logistics, Inc.' },
      ],
    },
  ],
};
