/** A file that claims to be an office document but cannot be read as one (the viewer offers the download). */
export class DocumentParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentParseError';
  }
}
