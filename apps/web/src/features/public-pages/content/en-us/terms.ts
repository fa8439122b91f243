import type { PublicPageContent } from '../page-content';

export const termsContent: PublicPageContent = {
  title: 'Terms of Use',
  lead: 'These Terms of Use govern your access to and use of Meridian Connect, the customer portal operated by Meridian Global Logistics, Inc. By signing in, accepting an invitation or opening a guest payment link, you agree to these terms on your own behalf and on behalf of the company you represent.',
  updated: 'January 15, 2025',
  sections: [
    {
      id: 'scope',
      heading: '1. Scope and relationship to other agreements',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Meridian Connect (“Connect” or the “portal”) is provided by Meridian Global Logistics, Inc., 2400 Freight Parkway, Dallas, Texas 75261, USA (“Meridian”, “we”, “us”). Connect lets customers track shipments, book freight, request quotes and freight estimates, pay invoices, manage warehouse orders and inventory, maintain an address book and read reports.',
        },
        {
          kind: 'paragraph',
          text: 'These Terms of Use cover the portal only. The physical handling, carriage, storage and customs clearance of goods are governed by Meridian’s Terms and Conditions of Carriage and Service, any applicable house bill of lading or air waybill, and any written service agreement between your company and Meridian. If these Terms of Use conflict with a signed service agreement, the signed agreement prevails.',
        },
      ],
    },
    {
      id: 'accounts-and-credentials',
      heading: '2. Accounts and credentials',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Access to Connect is by invitation. A company administrator or a Meridian account representative issues an invitation to a named person and an individual e-mail address. Shared or generic accounts (for example, a mailbox used by an entire team) are not permitted, because every action in the portal is attributed to the person who signed in.',
        },
        {
          kind: 'list',
          items: [
            'Keep your password confidential and do not reuse a password you use on another service.',
            'Do not let another person use your session, and sign out on shared or public computers.',
            'Tell us promptly at support@meridian-logistics.example if you suspect your credentials have been exposed or a session was used without your authority.',
            'Keep your profile details accurate; notifications and password-reset messages are sent to the e-mail address on file.',
            'Your company administrator is responsible for removing access for people who leave the company or change roles.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may suspend or close an account that appears compromised, that has been inactive for an extended period, or that is used in breach of these terms. Where practical, we will notify the account holder or the company administrator before doing so.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: '3. Acceptable use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You may use Connect only for legitimate business purposes connected with your company’s logistics activities with Meridian. You agree not to:',
        },
        {
          kind: 'list',
          items: [
            'attempt to access data belonging to a company you are not authorized to represent, or probe, scan or test the portal for vulnerabilities without our prior written consent;',
            'use automated scripts, scrapers or bots against the user interface; system-to-system access is available through the documented API and EDI channels;',
            'upload files containing malware, or content that is unlawful, misleading or infringes the rights of others;',
            'submit bookings or shipping instructions that you know to be false, including misdeclared commodities, values or hazardous-goods classifications;',
            'use the portal to arrange shipments to or from parties subject to applicable export controls or sanctions without the required authorizations;',
            'interfere with the performance of the portal or circumvent rate limits, access controls or session timeouts.',
          ],
        },
      ],
    },
    {
      id: 'company-data-and-permissions',
      heading: '4. Company data and permissions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Data in Connect is organized by company. A user may be linked to one or more companies, and each link carries its own permissions, such as viewing shipments, creating bookings, paying invoices, managing warehouse orders or administering users. What you see and what you can do always depends on the company you have selected and the permissions granted for it.',
        },
        {
          kind: 'paragraph',
          text: 'Your company remains the owner of the business data it submits, including bookings, purchase orders, address book entries and documents. You grant Meridian a license to use that data to perform the services you request, to operate and secure the portal, to meet legal and regulatory obligations, and to produce aggregated, non-identifying statistics about service performance. Company administrators are responsible for granting permissions that match each user’s role.',
        },
      ],
    },
    {
      id: 'staff-impersonation',
      heading: '5. Support access by Meridian staff',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To resolve support requests, authorized Meridian employees may view the portal as a specific user (“impersonation”). Impersonation is restricted to staff whose role requires it, and each session is recorded in an audit log with the staff member’s identity, the user being viewed, the start and end time and the reason given. Actions performed during an impersonated session are attributed to the staff member, not to you.',
        },
        {
          kind: 'paragraph',
          text: 'Staff do not use impersonation to make payments on your behalf or to change your password. Your company administrator may request a summary of impersonation sessions relating to your company’s users by contacting support.',
        },
      ],
    },
    {
      id: 'guest-payment-links',
      heading: '6. Guest payment links',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Meridian may e-mail a payment link that allows an invoice to be paid without signing in. A guest link is tied to the specific invoice or invoices it was issued for, expires after a limited period and does not give access to any other information in the portal. Anyone who holds the link can view the invoice summary and pay it, so treat the e-mail as confidential and forward it only to the person responsible for payment. If you receive a link in error, please delete it and let us know.',
        },
      ],
    },
    {
      id: 'payments',
      heading: '7. Payments',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Invoices may be paid in Connect by card, by ACH debit from a US bank account, or by applying available invoice credit. Card and bank details are entered on forms provided by our payment processor; Meridian does not receive or store full card numbers. By submitting a payment you confirm that you are authorized to use the payment method and that the amount is due.',
        },
        {
          kind: 'list',
          items: [
            'A payment is complete when the processor confirms it; the portal shows the confirmation and a reference number.',
            'Card payments may be subject to a convenience fee, which is always displayed before you confirm.',
            'ACH debits that are returned by your bank leave the invoice open and may incur a returned-payment charge.',
            'Disputes about the amount of an invoice should be raised with your billing contact before payment, not through a card chargeback.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: '8. Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The portal, its software, design, text, reports and the Meridian name and logo are owned by Meridian or its licensors and are protected by copyright, trademark and other laws. We grant you a limited, non-exclusive, non-transferable right to use the portal for your company’s business with Meridian for as long as your access remains active. You may download and keep reports and documents relating to your own shipments. You may not copy, modify, reverse engineer or resell the portal or any part of it.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: '9. Disclaimers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tracking events, estimated times of departure and arrival, freight estimates and inventory figures are provided for information and are based on data from carriers, terminals, customs authorities and our own systems. They can be delayed or inaccurate, and they do not amend the terms of carriage. Freight estimates are not binding quotations unless confirmed as a quotation with a reference number.',
        },
        {
          kind: 'paragraph',
          text: 'We work to keep Connect available and secure, but the portal is provided “as is” and “as available”. Planned maintenance is announced in the portal where possible. To the fullest extent permitted by law, Meridian disclaims all implied warranties, including merchantability, fitness for a particular purpose and non-infringement.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '10. Limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To the fullest extent permitted by law, Meridian is not liable for any indirect, incidental, special or consequential damages, or for lost profits, revenue or data, arising from the use of or inability to use the portal. Meridian’s total liability arising from the portal itself in any twelve-month period is limited to USD 1,000. Liability for loss of, damage to or delay of goods is governed exclusively by the applicable terms of carriage and the international conventions and statutes they reference, not by these Terms of Use.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: '11. Governing law and disputes',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms are governed by the laws of the State of Texas, USA, without regard to its conflict-of-laws rules. The state and federal courts located in Dallas County, Texas have exclusive jurisdiction over any dispute arising from these terms, and you consent to the personal jurisdiction of those courts. Nothing in this section limits mandatory consumer or data protection rights that apply to you under the law of your country of residence.',
        },
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these Terms of Use to reflect new features, legal requirements or changes in how we operate. The date at the top of this page shows when they were last revised. For material changes, we will display a notice in the portal at least 30 days before the change takes effect. Continuing to use Connect after the effective date means you accept the revised terms.',
        },
      ],
    },
    {
      id: 'contact',
      heading: '13. Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Questions about these terms or about your account can be sent to support@meridian-logistics.example or by post to Meridian Global Logistics, Inc., Attn: Connect Support, 2400 Freight Parkway, Dallas, Texas 75261, USA. Privacy questions should be sent to privacy@meridian-logistics.example.',
        },
        { kind: 'paragraph', text: '© 2025 Meridian Global Logistics, Inc. All rights reserved.' },
      ],
    },
  ],
};
