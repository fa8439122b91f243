import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { companies } from '../schema/identity';
import { profileDocuments } from '../schema/profile';

/**
 * My Profile's demo data (issue #16): a few company documents (spec 1 §3 "Document (profile)") with different
 * view/download/delete flags, and one company whose details its users may not change (notEditable).
 */

/** A one-page PDF with a title and lines of text (Helvetica, built by hand: no fonts embedded). */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    'BT /F1 18 Tf 72 740 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td',
    ...lines.map((line, i) => `${i === 0 ? '' : '0 -16 Td '}(${escape(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type DemoDocument = {
  companyCode: string;
  type: string;
  attachmentName: string;
  enteredBy: string;
  daysAgo: number;
  lines: readonly string[];
  isViewAllowed?: boolean;
  isDownloadAllowed?: boolean;
  isDeleteAllowed?: boolean;
};

const demoDocuments: readonly DemoDocument[] = [
  {
    companyCode: 'LSCOMP',
    type: 'Credit Application',
    attachmentName: 'LSCOMP credit application 2025.pdf',
    enteredBy: 'Rachel Okafor',
    daysAgo: 210,
    lines: ['Customer: Lone Star Components LLC', 'Credit limit approved: USD 250,000', 'Terms: net 30 days'],
    isDeleteAllowed: false,
  },
  {
    companyCode: 'LSCOMP',
    type: 'Power of Attorney',
    attachmentName: 'Customs power of attorney.pdf',
    enteredBy: 'Rachel Okafor',
    daysAgo: 95,
    lines: ['Lone Star Components LLC appoints Meridian Logistics', 'as its customs broker for US entries.'],
    isDownloadAllowed: false,
  },
  {
    companyCode: 'LSCOMP',
    type: 'Rate Agreement',
    attachmentName: 'Air freight rate agreement Q3.pdf',
    enteredBy: 'Dana Whitfield',
    daysAgo: 12,
    lines: [
      'DFW - FRA general cargo',
      '+45 kg: USD 3.85/kg; +100 kg: USD 3.40/kg',
      'Valid until the end of the quarter',
    ],
    isDeleteAllowed: true,
  },
  {
    companyCode: 'SERRAZ',
    type: 'Credit Application',
    attachmentName: 'Serra Azul credit application.pdf',
    enteredBy: 'Joost de Vries',
    daysAgo: 300,
    lines: ['Customer: Cafe Serra Azul', 'Credit limit approved: USD 60,000', 'Terms: net 45 days'],
  },
  {
    companyCode: 'SERRAZ',
    type: 'Certificate',
    attachmentName: 'Organic certificate 2025.pdf',
    enteredBy: 'Marco Silva',
    daysAgo: 40,
    lines: ['Certified organic coffee producer', 'Certificate number BR-ORG-2025-1187'],
    isDeleteAllowed: true,
  },
];

/** Companies whose details only the forwarder changes. */
const notEditableCompanies = ['SERRAZ'] as const;

export async function seedProfileDemo(db: Database, idOf: (code: string) => string): Promise<void> {
  const now = Date.now();
  await db.insert(profileDocuments).values(
    demoDocuments.map((d) => {
      const content = simplePdf(d.type, d.lines);
      return {
        companyId: idOf(d.companyCode),
        type: d.type,
        attachmentName: d.attachmentName,
        contentType: 'application/pdf',
        fileSize: content.length,
        content,
        enteredBy: d.enteredBy,
        entryDate: new Date(now - d.daysAgo * 86_400_000),
        isViewAllowed: d.isViewAllowed ?? true,
        isDownloadAllowed: d.isDownloadAllowed ?? true,
        isDeleteAllowed: d.isDeleteAllowed ?? false,
      };
    }),
  );
  for (const code of notEditableCompanies) {
    await db
      .update(companies)
      .set({ notEditable: true })
      .where(eq(companies.id, idOf(code)));
  }
}
