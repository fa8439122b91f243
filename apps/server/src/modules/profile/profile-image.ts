import { Jimp } from 'jimp';
import { safeFileName, sniffFileKind } from '../../lib/file-check';
import { AppError } from '../../errors/app-error';

/**
 * Profile pictures (spec 1 §5): jpg, jpeg, bmp, png or jfif, recognised by their bytes (the name's extension
 * must agree), decoded and cut to a 256×256 square (decision 035: jimp, plain JavaScript, reads BMP too).
 */

export type AvatarKind = 'png' | 'jpeg' | 'bmp';
export type ProcessedAvatar = { contentType: string; bytes: Buffer; width: number; height: number };

export const avatarSide = 256;
/** Decoding allocates 4 bytes a pixel: larger pictures are refused before they are decoded. */
const maxPixels = 25_000_000;

const extensionKinds: Record<string, AvatarKind> = { jpg: 'jpeg', jpeg: 'jpeg', jfif: 'jpeg', png: 'png', bmp: 'bmp' };

function formatsOnly(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'errors.imageFormatsOnly' });
}

function unreadable(): AppError {
  return new AppError('VALIDATION_FAILED', { messageKey: 'server.profile.imageUnreadable' });
}

function isBmp(bytes: Uint8Array): boolean {
  // 'BM', then a BITMAPINFOHEADER (or a later one) of at least 12 bytes at offset 14.
  return bytes.length > 26 && bytes[0] === 0x42 && bytes[1] === 0x4d && (bytes[14] ?? 0) >= 12;
}

/** The picture's kind from its bytes, or undefined. */
export function sniffAvatarKind(bytes: Uint8Array): AvatarKind | undefined {
  if (isBmp(bytes)) return 'bmp';
  const kind = sniffFileKind(bytes);
  return kind === 'png' || kind === 'jpeg' ? kind : undefined;
}

/** Width and height from the header, without decoding (undefined when the header cannot be read). */
export function avatarDimensions(bytes: Uint8Array, kind: AvatarKind): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (kind === 'png') return { width: view.getUint32(16), height: view.getUint32(20) };
    if (kind === 'bmp') {
      if (view.getUint32(14, true) === 12) return { width: view.getUint16(18, true), height: view.getUint16(20, true) };
      return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
    }
    // JPEG: walk the markers to the first start-of-frame (C0–CF except C4 DHT, C8 JPG, CC DAC).
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return undefined;
      const marker = bytes[offset + 1] ?? 0;
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      const length = view.getUint16(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
      }
      offset += 2 + length;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

/** Checks the name and the bytes; answers the kind (415 'Only following formats are allowed …' otherwise). */
export function checkAvatarFile(fileName: string, bytes: Uint8Array): AvatarKind {
  if (bytes.length === 0) throw unreadable();
  const name = safeFileName(fileName);
  const dot = name.lastIndexOf('.');
  const claimed = dot > 0 ? extensionKinds[name.slice(dot + 1).toLowerCase()] : undefined;
  const kind = sniffAvatarKind(bytes);
  if (!claimed || !kind || claimed !== kind) throw formatsOnly();
  return kind;
}

/**
 * Decodes the picture and cuts the middle 256×256 square. Pictures with transparency stay PNG, others become
 * JPEG (a tenth of the size as a data URL).
 */
export async function processAvatar(bytes: Uint8Array, kind: AvatarKind): Promise<ProcessedAvatar> {
  const size = avatarDimensions(bytes, kind);
  if (!size || size.width < 1 || size.height < 1 || size.width * size.height > maxPixels) throw unreadable();
  let image;
  try {
    image = await Jimp.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw unreadable();
  }
  image.cover({ w: avatarSide, h: avatarSide });
  const data = image.bitmap.data;
  let transparent = false;
  // A BMP's fourth byte is not alpha in the common 24- and 32-bit forms: BMPs are opaque here.
  for (let i = 3; kind !== 'bmp' && i < data.length; i += 4) {
    if ((data[i] ?? 255) < 255) {
      transparent = true;
      break;
    }
  }
  const contentType = transparent ? 'image/png' : 'image/jpeg';
  const out = transparent ? await image.getBuffer('image/png') : await image.getBuffer('image/jpeg', { quality: 85 });
  return { contentType, bytes: out, width: avatarSide, height: avatarSide };
}
