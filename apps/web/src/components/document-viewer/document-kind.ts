/**
 * What the viewer does with a file (spec 2 §2): images shown directly, PDF in the browser's own viewer,
 * .docx/.xlsx/.pptx read in the app, the legacy binary office formats offered for download.
 */
export type DocumentKind = 'image' | 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'legacy-office' | 'unsupported';

const imageExtensions = ['jpg', 'jpeg', 'jfif', 'pjpeg', 'pjp', 'png', 'svg'] as const;

const byExtension: Record<string, DocumentKind> = {
  ...Object.fromEntries(imageExtensions.map((extension) => [extension, 'image' as const])),
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  doc: 'legacy-office',
  xls: 'legacy-office',
  ppt: 'legacy-office',
};

const byContentType: Record<string, DocumentKind> = {
  'image/jpeg': 'image',
  'image/pjpeg': 'image',
  'image/png': 'image',
  'image/svg+xml': 'image',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/msword': 'legacy-office',
  'application/vnd.ms-excel': 'legacy-office',
  'application/vnd.ms-powerpoint': 'legacy-office',
};

/** The lower-case extension of a file name or URL path ('' when none). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[?#]/)[0]?.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 || (dot === 0 && base.length > 1) ? base.slice(dot + 1).toLowerCase() : '';
}

/** The kind from the file name's extension, else from the declared content type. */
export function detectDocumentKind(fileName: string, contentType?: string): DocumentKind {
  const fromName = byExtension[fileExtension(fileName)];
  if (fromName) return fromName;
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return byContentType[type] ?? 'unsupported';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const headText = (bytes: Uint8Array, length: number) => new TextDecoder().decode(bytes.subarray(0, length));

/**
 * The type the viewer gives an image blob, read from the bytes themselves (a .png that is really a JPEG still
 * shows), never from the server's header: `undefined` when the bytes are none of the spec's image formats.
 */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/svg+xml' | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (/<svg[\s>]/i.test(headText(bytes, 4096))) return 'image/svg+xml';
  return undefined;
}

/** Whether the bytes are a PDF (the header may follow a little junk, as readers allow). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return headText(bytes, 1024).includes('%PDF-');
}
