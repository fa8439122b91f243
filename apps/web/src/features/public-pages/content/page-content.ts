export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'code'; label: string; text: string };

export type ContentSection = { id: string; heading: string; blocks: readonly ContentBlock[] };

export type PublicPageContent = { title: string; lead: string; updated?: string; sections: readonly ContentSection[] };

export type PublicPageKey =
  | 'terms'
  | 'privacy-statement'
  | 'freight'
  | 'about-us'
  | 'documentation-edi'
  | 'documentation-connect'
  | 'documentation-connect-feature-releases'
  | 'documentation-api'
  | 'documentation-about-us';
