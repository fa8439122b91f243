import type { PublicPageContent } from '../page-content';

export const freightContent: PublicPageContent = {
  title: 'Terms and Conditions of Carriage and Service',
  lead: 'These terms apply to every quotation, booking and service that Meridian Global Logistics, Inc. provides, whether the order is placed through Connect, by EDI, by e-mail or by telephone. Please read them carefully: they limit Meridian’s liability and set time limits for claims.',
  updated: 'January 15, 2025',
  sections: [
    {
      id: 'definitions',
      heading: '1. Definitions',
      blocks: [
        {
          kind: 'list',
          items: [
            '“Meridian” means Meridian Global Logistics, Inc. and its subsidiaries and branch offices.',
            '“Customer” means the person or company that requests services, and any party on whose behalf it acts, including the shipper, consignee and owner of the goods.',
            '“Goods” means the cargo, including packaging, containers, pallets and other shipping equipment not supplied by Meridian.',
            '“Services” means all services provided by Meridian, including air and ocean freight, domestic trucking, customs brokerage, warehousing and related arrangements.',
            '“Carrier” means any airline, ocean carrier, motor carrier, rail operator or other person that physically performs carriage.',
            '“Transport document” means a house air waybill, house bill of lading, sea waybill or bill of lading issued by or for Meridian.',
          ],
        },
      ],
    },
    {
      id: 'role-of-meridian',
      heading: '2. Meridian’s role',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Unless Meridian issues its own transport document, Meridian acts as a freight forwarder and agent of the Customer, arranging services with carriers and other third parties selected with reasonable care. In that capacity Meridian is not a carrier and is responsible only for its own negligence in arranging the services.',
        },
        {
          kind: 'paragraph',
          text: 'When Meridian issues its own house bill of lading for ocean freight, it acts as a Non-Vessel-Operating Common Carrier (NVOCC) licensed by the US Federal Maritime Commission, and the terms of that bill of lading and Meridian’s published tariff apply. When Meridian issues its own house air waybill, it acts as a contracting carrier, and as an indirect air carrier under the US TSA security program for cargo tendered in the United States. Domestic trucking is performed by contracted motor carriers under Meridian’s property broker authority unless Meridian confirms in writing that it is the carrier.',
        },
      ],
    },
    {
      id: 'customer-obligations',
      heading: '3. Customer obligations',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Customer warrants that it is the owner of the goods or authorized by the owner, and that it will:',
        },
        {
          kind: 'list',
          items: [
            'describe the goods accurately and completely, including commodity, quantity, weight, dimensions, value, HS classification and country of origin;',
            'declare any dangerous goods in writing before tender, with the UN number, proper shipping name, class, packing group and emergency contact, and prepare them in compliance with the IATA Dangerous Goods Regulations, the IMDG Code or 49 CFR as applicable;',
            'pack, mark and label the goods so that they withstand ordinary handling in transit and storage, including multiple transshipments;',
            'supply all commercial invoices, packing lists, licenses, certificates and other documents required by carriers and authorities, on time and free of errors;',
            'comply with all applicable export control, sanctions, customs and security laws.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The Customer is responsible for all costs, fines, penalties, delays and damage that result from inaccurate information, undeclared dangerous goods, inadequate packaging or missing documents, and will indemnify Meridian against claims by carriers, authorities and third parties arising from them.',
        },
      ],
    },
    {
      id: 'quotations-and-rates',
      heading: '4. Quotations and rates',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Quotations are valid for 30 days from the date of issue unless a different validity is stated. They are based on the weight, dimensions, commodity, routing and service level described in the request and on carrier rates, fuel and security surcharges, currency rates and taxes in effect on the quotation date. Meridian may adjust charges if any of these change or if the actual shipment differs from the request. Freight estimates produced automatically in Connect are guidance only and are not quotations.',
        },
      ],
    },
    {
      id: 'charges-and-payment',
      heading: '5. Charges and payment',
      blocks: [
        {
          kind: 'list',
          items: [
            'Invoices are due net 30 days from the invoice date for customers with approved credit; other customers pay before release of the goods.',
            'Duties, taxes and fees advanced to authorities on the Customer’s behalf are payable on demand and are not subject to credit terms.',
            'For collect shipments, the Customer that booked the service remains liable for all charges if the consignee or other designated payer fails to pay within terms.',
            'Overdue amounts bear interest at 1.5% per month or the maximum rate permitted by law, whichever is lower, plus reasonable collection costs.',
            'Charges are earned when the goods are received for carriage and are payable whether or not the goods are lost or damaged. Claims may not be deducted from charges owed.',
          ],
        },
      ],
    },
    {
      id: 'liability-limits',
      heading: '6. Limits of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When Meridian acts as carrier, its liability for loss of, damage to or delay of goods is limited as shown below, unless the Customer declares a higher value in writing before tender and pays the applicable additional charge. Special Drawing Rights (SDR) are converted at the IMF rate on the date of judgment or settlement.',
        },
        {
          kind: 'table',
          caption: 'Liability limits by mode of transport',
          columns: ['Mode', 'Governing regime', 'Limit of liability', 'Notice of claim'],
          rows: [
            [
              'International air',
              'Montreal Convention 1999 (or Warsaw Convention where it applies)',
              'SDR 26 per kilogram of gross weight',
              'Damage: 14 days from receipt; delay: 21 days from placing at disposal',
            ],
            [
              'Ocean, to or from the United States',
              'US Carriage of Goods by Sea Act (COGSA)',
              'USD 500 per package or customary freight unit',
              'At delivery, or within 3 days if damage not apparent',
            ],
            [
              'Ocean, other trades',
              'Hague-Visby Rules',
              'SDR 666.67 per package or SDR 2 per kilogram, whichever is higher',
              'At delivery, or within 3 days if damage not apparent',
            ],
            [
              'Domestic US trucking',
              'Carmack Amendment, 49 U.S.C. § 14706',
              'Released value of USD 0.50 per pound per piece, unless a higher value is agreed',
              '9 months from delivery',
            ],
            [
              'Warehousing and forwarding services',
              'These terms',
              'USD 0.50 per pound, maximum USD 50,000 per occurrence',
              '90 days from the event',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Meridian is not liable for indirect or consequential loss, including loss of profit, market or production, however caused. When Meridian acts only as forwarder, the Customer’s recovery for carriage losses is against the carrier under the carrier’s terms, and Meridian will assist the Customer in presenting the claim.',
        },
      ],
    },
    {
      id: 'claims',
      heading: '7. Claims',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Claims must be presented in writing with the transport document number, a description of the loss, the amount claimed and supporting documents such as the commercial invoice, delivery receipt with exceptions noted and photographs. Notify visible damage on the delivery receipt at the time of delivery. Any lawsuit against Meridian must be filed within one year of delivery, or of the date delivery should have occurred, except that claims governed by the Montreal Convention are subject to its two-year period and domestic trucking claims to the Carmack Amendment’s two-year period from written disallowance. Please send claims to support@meridian-logistics.example with “Claim” and the bill number in the subject line.',
        },
      ],
    },
    {
      id: 'insurance',
      heading: '8. Cargo insurance',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Meridian’s rates do not include cargo insurance, and the liability limits above are not insurance. On written request received before shipment, Meridian will arrange all-risk cargo insurance for the Customer’s account under an open policy, subject to the insurer’s terms, exclusions and premium. Requests are accepted in Connect when booking or by e-mail to your account representative.',
        },
      ],
    },
    {
      id: 'general-average',
      heading: '9. General average',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If a vessel operator declares general average, the Customer shall provide security and contribute as required by the York-Antwerp Rules and the carrier’s bill of lading, and shall indemnify Meridian for any contribution or security demanded of it. Meridian may withhold release of the goods until adequate security has been given.',
        },
      ],
    },
    {
      id: 'lien',
      heading: '10. Lien',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Meridian has a general and continuing lien on all goods and documents in its possession, custody or control for all amounts owed by the Customer, whether relating to those goods or to earlier shipments. If amounts remain unpaid 30 days after written notice, Meridian may sell the goods at public or private sale and apply the proceeds to the debt, accounting to the Customer for any surplus.',
        },
      ],
    },
    {
      id: 'customs-brokerage',
      heading: '11. Customs brokerage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Customs brokerage is performed by licensed brokers under a power of attorney from the importer. The importer of record remains responsible for the accuracy of entry information, classification, valuation, origin and the payment of duties and taxes, and for keeping records as the law requires. Meridian will act on information supplied by the Customer and is not liable for duties, penalties or seizures resulting from incorrect or incomplete information.',
        },
      ],
    },
    {
      id: 'force-majeure',
      heading: '12. Force majeure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Meridian is not liable for failure or delay caused by events beyond its reasonable control, including acts of God, severe weather, fire, flood, epidemics, war, terrorism, piracy, strikes, port or airport congestion, equipment shortages, embargoes, acts of authorities and failures of carriers or utilities. Resulting storage, demurrage, detention and rerouting costs are for the Customer’s account.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: '13. Governing law and venue',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These terms are governed by the laws of the State of Texas and applicable US federal law, except where an international convention or mandatory law governs. The state and federal courts of Dallas County, Texas have exclusive jurisdiction, and the Customer submits to that jurisdiction. If any provision is held invalid, the remaining provisions remain in effect.',
        },
        {
          kind: 'paragraph',
          text: '© 2025 Meridian Global Logistics, Inc., 2400 Freight Parkway, Dallas, Texas 75261, USA.',
        },
      ],
    },
  ],
};
