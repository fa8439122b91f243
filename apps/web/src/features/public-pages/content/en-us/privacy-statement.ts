import type { PublicPageContent } from '../page-content';

export const privacyStatementContent: PublicPageContent = {
  title: 'Privacy Statement',
  lead: 'This statement explains what personal data Meridian Global Logistics, Inc. collects through the Connect customer portal, why we collect it, with whom we share it and the choices and rights you have.',
  updated: 'January 15, 2025',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Meridian Global Logistics, Inc., 2400 Freight Parkway, Dallas, Texas 75261, USA, is the controller of personal data processed in Connect. For users of our Rotterdam office, our Netherlands subsidiary acts as joint controller for local shipment operations; for users of our Campinas office, our Brazilian subsidiary does the same. You can reach our privacy team at privacy@meridian-logistics.example for all locations.',
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Data we collect',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account data: your name, business e-mail address, phone number, job title, the companies you are linked to, your permissions, language and locale preferences, and your notification settings.',
            'Company data: legal name, addresses, tax and customs identifiers, billing contacts and credit terms of the organization you represent.',
            'Shipment party data: names, addresses, phone numbers and e-mail addresses of shippers, consignees, notify parties and pickup or delivery contacts that you enter in bookings, warehouse orders or the address book.',
            'Payment data: invoice numbers, amounts, payment method type, the last four digits of a card or bank account and the processor’s transaction reference. Full card numbers and security codes are entered directly into our payment processor’s secure form and are never received or stored by Meridian.',
            'Usage and log data: sign-in times, IP address, browser type, pages and actions requested, error reports and audit records of changes, including records of support sessions in which Meridian staff viewed the portal as you.',
            'Communications: messages you send to support, feedback and the contents of support tickets.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not ask for, and you should not enter, sensitive categories of personal data such as health information, government identification numbers of private individuals, or data about children.',
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'How we use your data',
      blocks: [
        {
          kind: 'list',
          items: [
            'To provide the portal: authenticate you, show the shipments, invoices and warehouse data of the companies you are authorized for, and send the notifications you choose.',
            'To perform logistics services: book carriers, prepare transport and customs documents, arrange pickup and delivery and manage inventory.',
            'To process payments and maintain accounting records.',
            'To provide support, including investigating problems you report.',
            'To secure our systems: detect fraud, misuse and unauthorized access, and keep audit trails.',
            'To comply with law: customs, export control, sanctions screening, tax and record-keeping obligations.',
            'To improve Connect using aggregated usage statistics that do not identify individuals.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell personal data, we do not use it for third-party advertising, and we do not make decisions with legal or similarly significant effects about you solely by automated means.',
        },
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Legal bases',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Where the EU General Data Protection Regulation (GDPR) applies, for example to users served by our Rotterdam office, we rely on the following legal bases. Where Brazil’s Lei Geral de Proteção de Dados (LGPD) applies, for example to users served by our Campinas office, we rely on the corresponding bases in Article 7 of the LGPD.',
        },
        {
          kind: 'table',
          caption: 'Legal bases for processing',
          columns: ['Purpose', 'GDPR (EU/EEA)', 'LGPD (Brazil)'],
          rows: [
            [
              'Providing the portal and logistics services',
              'Art. 6(1)(b) contract; Art. 6(1)(f) legitimate interests where you act for your employer',
              'Art. 7 V contract performance',
            ],
            [
              'Customs, sanctions and tax compliance',
              'Art. 6(1)(c) legal obligation',
              'Art. 7 II legal or regulatory obligation',
            ],
            [
              'Security, fraud prevention and audit logs',
              'Art. 6(1)(f) legitimate interests',
              'Art. 7 IX legitimate interests',
            ],
            [
              'Optional e-mail notifications',
              'Art. 6(1)(f) legitimate interests; you may switch them off at any time',
              'Art. 7 IX legitimate interests',
            ],
            ['Defending legal claims', 'Art. 6(1)(f) legitimate interests', 'Art. 7 VI regular exercise of rights'],
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share data with',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Moving freight requires sharing shipment information with others in the supply chain. We share only what each recipient needs:',
        },
        {
          kind: 'list',
          items: [
            'Carriers, airlines, ocean lines, trucking companies, terminals and agents that handle your shipment.',
            'Customs and other government authorities, including advance cargo filings required by law.',
            'Our payment processor, which handles card and bank data under its own security certifications.',
            'Service providers that host, monitor and support our systems, bound by written data processing agreements.',
            'Meridian affiliates in the United States, the Netherlands and Brazil that help perform your services.',
            'Professional advisers, insurers and authorities where required to establish or defend legal claims or to comply with a lawful request.',
          ],
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Connect is hosted in the United States, and international freight by its nature involves data crossing borders. When we transfer personal data from the EU/EEA or Brazil to countries without an adequacy decision, we use the European Commission’s Standard Contractual Clauses, the standard clauses approved by Brazil’s ANPD, or another lawful transfer mechanism, together with technical safeguards such as encryption in transit and at rest. You can request a copy of the relevant safeguards from privacy@meridian-logistics.example.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account data: while your account is active and for 24 months after it is closed, so that audit records remain interpretable.',
            'Shipment, customs and invoice records: generally seven years, or longer where customs or tax law requires it.',
            'Security and access logs: 13 months.',
            'Support tickets: three years after the ticket is closed.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'When a retention period ends, data is deleted or irreversibly anonymized.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We protect data with encrypted connections, short-lived access tokens, automatic sign-out after a period of inactivity that you can configure, role-based permissions scoped to each company, audited staff access, regular vulnerability testing and staff training. No system is completely secure; if we become aware of a breach affecting your personal data, we will notify you and the competent authorities as the law requires.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and how to exercise them',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Depending on where you live, you may have the right to access your personal data, correct it, delete it, restrict or object to its processing, receive it in a portable format, withdraw consent, and obtain information about the entities with which we share it. Residents of the EU/EEA may lodge a complaint with their local supervisory authority, such as the Dutch Autoriteit Persoonsgegevens; data subjects in Brazil may petition the ANPD.',
        },
        {
          kind: 'paragraph',
          text: 'You can update most profile details yourself under My Profile. For other requests, e-mail privacy@meridian-logistics.example from the address linked to your account. We will verify your identity, answer within 30 days (or 15 days where the LGPD requires it), and explain if a legal obligation, such as customs record-keeping, prevents us from deleting particular records.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and browser storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Connect uses a single strictly necessary cookie: a secure, HTTP-only session cookie that keeps you signed in and allows your access token to be refreshed. It is not used for tracking and cannot be switched off without preventing sign-in. Display preferences such as table layouts, collapsed panels and your last selected company are kept in your browser’s local storage on your device and are not sent to us for analytics. We do not use advertising or third-party analytics cookies. You can clear browser storage at any time through your browser settings.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Connect is a business service intended for adults acting for their employer. It is not directed at children, and we do not knowingly collect personal data from anyone under 16.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this statement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We review this statement at least once a year. The date at the top shows the latest revision. If we make significant changes, we will post a notice in Connect before they take effect.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Privacy Office, Meridian Global Logistics, Inc., 2400 Freight Parkway, Dallas, Texas 75261, USA. E-mail: privacy@meridian-logistics.example. General portal questions: support@meridian-logistics.example.',
        },
        { kind: 'paragraph', text: '© 2025 Meridian Global Logistics, Inc.' },
      ],
    },
  ],
};
