import { createHash } from 'node:crypto';
import type { Database } from '../client';
import { resourceFiles, resources, resourceVisibility } from '../schema/resources';
import { simplePdf } from './demo-profile';

type DemoResource = {
  title: string;
  description: string;
  category: string;
  modules: string[];
  companyCodes: string[];
  requiresAck?: boolean;
  /** Days from the seed's day (negative: in the past). */
  publishInDays: number;
  expiresInDays?: number;
} & ({ kind: 'link'; url: string } | { kind: 'file'; fileName: string; lines: string[] });

const allCustomers = ['LSCOMP', 'GCMEDS', 'PRELEC', 'OVOGEAR', 'SERRAZ', 'PAUPEC', 'VDBHORT', 'RIJNCHEM'];

/** A few resources of the library (issue #21), visible per company, one a file that asks for acknowledgment. */
const demoResources: readonly DemoResource[] = [
  {
    title: 'Incoterms 2020 at a glance',
    description: 'Who pays and who carries the risk, from EXW to DDP, on one page.',
    category: 'Guides',
    modules: ['booking', 'shipment', 'freight-manager'],
    companyCodes: allCustomers,
    publishInDays: -60,
    kind: 'link',
    url: 'https://iccwbo.org/business-solutions/incoterms-rules/',
  },
  {
    title: 'Holiday cut-off dates',
    description: 'Last booking and cargo delivery days before the year-end holidays, per origin.',
    category: 'Notices',
    modules: ['booking', 'shipment'],
    companyCodes: ['LSCOMP', 'GCMEDS', 'PRELEC'],
    requiresAck: true,
    publishInDays: -3,
    expiresInDays: 60,
    kind: 'file',
    fileName: 'holiday-cut-off-dates.pdf',
    lines: [
      'Houston (IAH) air: last booking Dec 18, cargo at the warehouse Dec 19.',
      'Houston (USHOU) ocean: last booking Dec 12, container gate-in Dec 15.',
      'Dallas (DFW) air: last booking Dec 19, cargo at the warehouse Dec 20.',
      'Offices closed Dec 25 and Jan 1.',
    ],
  },
  {
    title: 'Reading your statement',
    description: 'What each column of the monthly statement means and how payments are applied.',
    category: 'Guides',
    modules: ['billing'],
    companyCodes: allCustomers,
    publishInDays: -30,
    kind: 'link',
    url: 'https://example.com/meridian/statement-guide',
  },
  {
    title: "Shipper's letter of instruction template",
    description: 'The form to fill in for every export booking with dangerous or controlled goods.',
    category: 'Forms',
    modules: ['booking'],
    companyCodes: ['LSCOMP', 'PRELEC'],
    publishInDays: -10,
    kind: 'link',
    url: 'https://example.com/meridian/sli-template',
  },
];

/** Inserts the demo resources (part of the demo seed's transaction). */
export async function seedResourcesDemo(db: Database): Promise<void> {
  const day = 86_400_000;
  const now = Date.now();
  for (const demo of demoResources) {
    let fileId: string | null = null;
    if (demo.kind === 'file') {
      const content = simplePdf(demo.title, demo.lines);
      const [file] = await db
        .insert(resourceFiles)
        .values({
          fileName: demo.fileName,
          contentType: 'application/pdf',
          fileSize: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          content,
        })
        .returning({ id: resourceFiles.id });
      fileId = file?.id ?? null;
    }
    const [row] = await db
      .insert(resources)
      .values({
        title: demo.title,
        description: demo.description,
        kind: demo.kind,
        url: demo.kind === 'link' ? demo.url : null,
        fileId,
        modules: demo.modules,
        category: demo.category,
        publishAt: new Date(now + demo.publishInDays * day),
        expiresAt: demo.expiresInDays === undefined ? null : new Date(now + demo.expiresInDays * day),
        requiresAck: demo.requiresAck ?? false,
      })
      .returning({ id: resources.id });
    if (!row) throw new Error(`resource ${demo.title} was not created`);
    await db
      .insert(resourceVisibility)
      .values(
        demo.companyCodes.map((entityId) => ({ resourceId: row.id, visibilityType: 'Company' as const, entityId })),
      );
  }
}
